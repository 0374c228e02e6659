interface PagerProps {
  page: number;
  pages: number;
  /** What the list holds ('projects', 'claims'): the navigation is named 'Pages of <label>'. */
  label: string;
  /** How many the whole list holds, said beside where the reader is when given. */
  total?: number;
  onPage(page: number): void;
}

/**
 * Previous and Next through the pages of a list, with where the reader is ('Page 2 of 5'), said politely when it
 * changes; nothing when the list fits one page. Plain buttons styled by the shell's `sf-pager` classes.
 */
export function Pager({ page, pages, label, total, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="sf-pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="sf-button sf-button--secondary sf-button--small sf-pager-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>Previous page
      </button>
      <p className="sf-pager-where" aria-live="polite">
        Page {page} of {pages}
        {total === undefined ? '' : ` (${total} in all)`}
      </p>
      <button type="button" className="sf-button sf-button--secondary sf-button--small sf-pager-step" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page<span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
