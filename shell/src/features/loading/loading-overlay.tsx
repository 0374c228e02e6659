import { useAtomValue } from 'jotai';
import { loadingCountAtom } from './loading-store';

export function LoadingOverlay() {
  const count = useAtomValue(loadingCountAtom);
  if (count === 0) return null;
  return (
    <div className="sf-loading" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="sf-spinner" />
    </div>
  );
}
