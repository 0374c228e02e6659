import './sheet';
interface Props {
  page: number;
  pages: number;
  /** What the list holds ('projects', 'favorites'): the navigation's name. */
  label: string;
  onPage(page: number): void;
}

/**
 * Previous and Next through the pages of a list, with where the reader is ('Page 2 of 5'). Plain buttons: the pager
 * is shared through the feature's door, which the remote's entry loads up front.
 */
export function Pager({ page, pages, label, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="apr-pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="sf-button sf-button--secondary sf-button--small apr-pager-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>Previous
      </button>
      <p className="apr-pager-where" aria-live="polite">
        Page {page} of {pages}
      </p>
      <button type="button" className="sf-button sf-button--secondary sf-button--small apr-pager-step" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next<span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
