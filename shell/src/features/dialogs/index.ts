import { lazy } from 'react';

/** The shell's dialogs: the store the host renders from, and the frame every dialog is drawn in (loaded on first use). */
export * from './dialog-store';

/** Loads the dialog frame's code (a test or an idle moment may ask ahead of the first dialog). */
export const loadModalFrame = () => import('./modal-frame');
/** The frame every dialog is drawn in, loaded with the first dialog that opens. */
export const LazyModalFrame = lazy(loadModalFrame);
