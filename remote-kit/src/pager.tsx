import { defineMessages, messagesIn } from '@storefront/contracts';
import { useContext } from 'react';
import { ShellContext } from './define-remote';

interface PagerProps {
  page: number;
  pages: number;
  /** What the list holds ('projects', 'claims'), in the page's language: the navigation is named 'Pages of <label>'. */
  label: string;
  /** How many the whole list holds, said beside where the reader is when given. */
  total?: number;
  onPage(page: number): void;
}

export const pagerTexts = defineMessages(
  {
    pagesOf: (label: string) => `Pages of ${label}`,
    previous: 'Previous page',
    next: 'Next page',
    where: (page: number, pages: number) => `Page ${page} of ${pages}`,
    inAll: (total: number) => ` (${total} in all)`,
  },
  {
    pagesOf: (label: string) => `${label}分页`,
    previous: '上一页',
    next: '下一页',
    where: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
    inAll: (total: number) => `（共 ${total} 项）`,
  },
);

/**
 * Previous and Next through the pages of a list, with where the reader is ('Page 2 of 5'), said politely when it
 * changes; nothing when the list fits one page. Plain buttons styled by the shell's `sf-pager` classes. Its words
 * follow the session's language (English outside a mounted remote).
 */
export function Pager({ page, pages, label, total, onPage }: PagerProps) {
  const t = messagesIn(pagerTexts, useContext(ShellContext)?.session.language ?? 'en');
  if (pages <= 1) return null;
  return (
    <nav className="sf-pager" aria-label={t.pagesOf(label)}>
      <button type="button" className="sf-button sf-button--secondary sf-button--small sf-pager-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        {t.previous}
      </button>
      <p className="sf-pager-where" aria-live="polite">
        {t.where(page, pages)}
        {total === undefined ? '' : t.inAll(total)}
      </p>
      <button type="button" className="sf-button sf-button--secondary sf-button--small sf-pager-step" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
