import { Link } from '@storefront/remote-kit';

/** Page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set<number>([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}

/** Links to the pages of a list (each a real address: shareable, and Back returns to it). */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf(page: number): string }) {
  if (pages <= 1) return null;
  return (
    <nav className="cat-pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className="cat-page cat-page--step" rel="prev">
              <span aria-hidden="true">‹ </span>Previous
            </Link>
          ) : (
            <span className="cat-page cat-page--step cat-page--disabled" aria-disabled="true">
              <span aria-hidden="true">‹ </span>Previous
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="cat-page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p} className="cat-page-number">
              <Link to={hrefOf(p)} className="cat-page" aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} className="cat-page cat-page--step" rel="next">
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="cat-page cat-page--step cat-page--disabled" aria-disabled="true">
              Next<span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
