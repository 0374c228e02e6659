/**
 * A stand-in for the federation runtime in component tests: the regions under `wrapper` get their lifecycles here
 * instead of from a remote's build. Each is a real single-spa-react parcel (the remote kit's defineParcel) whose root
 * names its owner and expose and the parcel's own props, so a test sees what the shell placed and what it gave.
 */
import type { REMOTE_EXPOSES, RemoteName, ShellProps } from '@storefront/contracts';
import { defineParcel } from '@storefront/remote-kit';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { RemoteLoaderContext } from '../features/remotes';

type Expose = keyof typeof REMOTE_EXPOSES;

/** The parcels' own props (MiniCartProps, LiveSearchProps) a stand-in shows, beside the shell's. */
interface ParcelProps extends ShellProps {
  closeSignal?: string;
  placeholder?: string;
  onSearched?: () => void;
}

function standIn(owner: RemoteName, expose: Expose) {
  function Parcel({ closeSignal, placeholder, onSearched }: ParcelProps) {
    const own = [
      closeSignal !== undefined ? `closeSignal: ${closeSignal}` : null,
      placeholder !== undefined ? `placeholder: ${placeholder}` : null,
      onSearched ? 'onSearched' : null,
    ].filter(Boolean);
    return <p>{[`${owner} ${expose}`, ...own].join(', ')}</p>;
  }
  return defineParcel({ owner, root: Parcel });
}

/**
 * Remotes for a test: `mount` mounts the stand-in parcel, `pending` keeps every region loading (its stand-in or empty
 * frame shown), `fail` fails every load. `load` records what was asked for.
 */
export function fakeRemotes(behaviour: 'mount' | 'pending' | 'fail' = 'pending') {
  const load = vi.fn((owner: RemoteName, expose: Expose, _options: { retry: boolean }) => {
    if (behaviour === 'pending') return new Promise<never>(() => undefined);
    if (behaviour === 'fail') return Promise.reject(new Error(`${owner} is not deployed here`));
    return Promise.resolve(standIn(owner, expose));
  });
  function wrapper({ children }: { children: ReactNode }) {
    return <RemoteLoaderContext.Provider value={load as never}>{children}</RemoteLoaderContext.Provider>;
  }
  return { load, wrapper };
}
