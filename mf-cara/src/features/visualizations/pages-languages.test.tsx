import { CARA_CALLS, LOCALES } from '@storefront/contracts';
import { matchedRoute, mock, on, ok } from '@storefront/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { aiCase, designerSession, mountApp, product, unmountAll } from '../../test/cara';
import { caseDate } from './texts';

// Pages load lazily, as in the browser: the first visit transforms them.
vi.setConfig({ testTimeout: 15_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const chinese = { ...designerSession, language: 'zh' as const };
const created = 1_763_700_000_000;

describe('the visualizations in Chinese', () => {
  it('writes a date in the locale of the language', () => {
    expect(caseDate(created, 'en')).toBe(new Date(created).toLocaleDateString(LOCALES.en, { year: 'numeric', month: 'short', day: 'numeric' }));
    expect(caseDate(created, 'zh')).toMatch(/^2025年11月2[01]日$/);
  });

  it('lists the cases with their state and date in Chinese, with more on demand', async () => {
    server.use(
      on(CARA_CALLS.caseList, async ({ request }) => {
        const body = (await request.json()) as { page: number };
        return body.page === 1
          ? ok({ case_list: [aiCase({ case_id: 'c2', status: 2, create_time: created }), aiCase({ case_id: 'c1', status: 1 })], is_complete: 0, total: 3 })
          : ok({ case_list: [aiCase({ case_id: 'c0', status: -2 })], is_complete: 0, total: 3 });
      }),
    );
    const user = userEvent.setup();
    await mountApp({ route: matchedRoute('visualizations'), session: chinese });
    expect(await screen.findByRole('heading', { level: 1, name: '我的效果图' }, { timeout: 8000 })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /的效果图，/ });
    expect(links[0]).toHaveAccessibleName(`${caseDate(created, 'zh')} 的效果图，已完成`);
    expect(within(links[0] as HTMLElement).getByText('效果图 c2')).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('生成中')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('生成失败')).toBeInTheDocument();
  });

  it('says there are none yet in Chinese', async () => {
    server.use(mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }));
    await mountApp({ route: matchedRoute('visualizations'), session: chinese });
    expect(await screen.findByText(/^您还没有效果图。/, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows a visualization's details in Chinese, the products' names as they come", async () => {
    server.use(
      mock(CARA_CALLS.caseDetail, {
        ...aiCase({ case_id: 'c2', status: 2 }),
        case_detail_list: [{ id: 'r1', is_update: 1, high_definition_image: '/r/c2-high.jpg', low_definition_image: '/r/c2-low.jpg', sku_number: ['CA-1001'], create_time: 1 }],
        products: [product()],
      }),
    );
    await mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: 'c2' } }), session: chinese });
    expect(await screen.findByRole('heading', { level: 1, name: '效果图详情' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '摆放新家具后的房间效果' })).toHaveAttribute('src', '/r/c2-low.jpg');
    expect(screen.getByRole('link', { name: '查看高清图' })).toHaveAttribute('href', '/r/c2-high.jpg');
    expect(screen.getByRole('link', { name: '← 我的效果图' })).toHaveAttribute('href', '/visualizations');
    expect(screen.getByRole('heading', { level: 2, name: '房间中的家具' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Walnut Dining Table' })).toBeInTheDocument();
  });

  it("names the details' slider, photo code, download, share and save in Chinese", async () => {
    server.use(
      mock(CARA_CALLS.caseDetail, {
        ...aiCase({ case_id: 'c2', status: 2, file_src: '/r/room.jpg' }),
        case_detail_list: [{ id: 'r1', is_update: 0, high_definition_image: '/r/c2-high.jpg', low_definition_image: '/r/c2-low.jpg', sku_number: ['CA-1001'], create_time: 1 }],
        products: [product()],
        image_code: 'k7m2qa',
      }),
    );
    await mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: 'c2' } }), session: { ...chinese, roles: [...chinese.roles, 'designer_project'] } });
    expect(await screen.findByRole('slider', { name: '前后对比' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '您房间的原貌' })).toBeInTheDocument();
    expect(screen.getByText('照片代码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制代码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载' })).toHaveAttribute('download', 'caracole-visualization-c2-1.jpg');
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存到项目' })).toBeInTheDocument();
  });
});
