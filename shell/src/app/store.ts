import { createStore } from 'jotai';

/** The shell's one store: session, toasts, dialogs, loading, cookie consent. */
export const shellStore = createStore();
export type ShellStore = typeof shellStore;
