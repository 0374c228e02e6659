import type { ToastKind } from '@storefront/contracts';
import { atom } from 'jotai';
import type { ShellStore } from '../../app/store';

/** Error toasts fade after 2 s (spec section 5); others stay a little longer. */
export const TOAST_MS: Readonly<Record<ToastKind, number>> = { error: 2000, info: 3000, success: 3000 };

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export function showToast(store: ShellStore, toast: { kind: ToastKind; message: string }): void {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, ...toast }]);
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_MS[toast.kind]);
}
