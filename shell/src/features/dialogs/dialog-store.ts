import type { ConfirmOptions, DialogKind } from '@storefront/contracts';
import { atom } from 'jotai';
import type { ShellStore } from '../../app/store';

export interface OpenDialog {
  kind: DialogKind;
  payload: Record<string, unknown>;
}

export interface PendingConfirm extends ConfirmOptions {
  resolve(confirmed: boolean): void;
}

/** The dialog host shows one of its seven states at a time, or none. */
export const dialogAtom = atom<OpenDialog | null>(null);
export const confirmAtom = atom<PendingConfirm | null>(null);
export const cookieSettingsOpenAtom = atom(false);

export function askConfirm(store: ShellStore, options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    store.get(confirmAtom)?.resolve(false);
    store.set(confirmAtom, { ...options, resolve });
  });
}
