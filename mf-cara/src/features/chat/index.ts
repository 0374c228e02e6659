/** The chat bubble and the panel it opens (mounted by the assistant). */
export { ChatLauncher } from './chat-launcher';
