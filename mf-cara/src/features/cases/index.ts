/** Case polling with its notices (mounted by the assistant). */
export { CaseWatcher } from './case-watcher';
