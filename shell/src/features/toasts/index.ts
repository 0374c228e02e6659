/** Toasts: the store the shell and remotes announce through. */
export * from './toast-store';
