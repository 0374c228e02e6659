import type { ShellProps } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShellContext } from './define-remote';
import { Pager } from './pager';

const inLanguage = (language: 'en' | 'zh') => ({ session: { language } }) as unknown as ShellProps;

describe('the pager', () => {
  it('steps through the pages and says where the reader is', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={5} total={47} label="claims" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of claims' });
    expect(nav).toHaveTextContent('Page 2 of 5 (47 in all)');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('reads in Chinese in a Chinese session', () => {
    render(
      <ShellContext.Provider value={inLanguage('zh')}>
        <Pager page={1} pages={3} total={25} label="收藏" onPage={vi.fn()} />
      </ShellContext.Provider>,
    );
    expect(screen.getByRole('navigation', { name: '收藏分页' })).toHaveTextContent('第 1 页，共 3 页（共 25 项）');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('is not there when the list fits one page', () => {
    const { container } = render(<Pager page={1} pages={1} label="claims" onPage={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
