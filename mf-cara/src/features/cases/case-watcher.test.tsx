import { CARA_CALLS, fileReadUrl, type AiCase } from '@storefront/contracts';
import { matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { aiCase, designerSession, mountAssistant, unmountAll } from '../../test/cara';

/** Marks of cases noticed, as the server was told them. */
const noticed: string[][] = [];
// No case settled while away unless a test says so; the marks are recorded.
const server = setupServer(
  mock(CARA_CALLS.caseNotices, { case_list: [] }),
  on(CARA_CALLS.caseNoticesSeen, async ({ request }) => {
    const ids = ((await request.json()) as { case_id: string[] }).case_id;
    noticed.push(ids);
    return ok({ seen: ids.length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  noticed.length = 0;
  vi.useRealTimers();
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The case list answers in turn (the last one repeats); counts the polls. */
function polls(...answers: { list: AiCase[]; complete: 0 | 1 }[]) {
  const seen = { count: 0 };
  server.use(
    on(CARA_CALLS.caseList, () => {
      const answer = answers[Math.min(seen.count, answers.length - 1)] as { list: AiCase[]; complete: 0 | 1 };
      seen.count += 1;
      return ok({ case_list: answer.list, is_complete: answer.complete, total: answer.list.length });
    }),
  );
  return seen;
}

/** Mounts the assistant on a page without the chat, then lets the test move time. */
async function mountOn(brand: 'CA' | 'CA_DEALER' = 'CA') {
  // Timers are fake from the start (the first poll schedules the next); they also follow real time, so the
  // mount and the api answers run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const m = await mountAssistant({ brand, route: matchedRoute('home') });
  await waitFor(() => expect(m.emitted.some((e) => e.name === 'cara:cases-in-progress')).toBe(true));
  return m;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const flush = () => act(() => vi.advanceTimersByTimeAsync(1));

describe('AI case polling and notices', () => {
  it('polls every 10 s while is_complete is 0, tells the header how many run, and notifies a finished case once', async () => {
    const running = aiCase({ case_id: 'c1', status: 1 });
    const done = aiCase({ case_id: 'c1', status: 2, low_definition_image: fileReadUrl('c1-low.jpg') });
    const seen = polls({ list: [running], complete: 0 }, { list: [running], complete: 0 }, { list: [done], complete: 1 });
    const m = await mountOn();
    await flush();
    expect(seen.count).toBe(1);
    expect(m.emitted).toContainEqual({ name: 'cara:cases-in-progress', payload: { count: 1 } });
    await tick(9_000);
    expect(seen.count).toBe(1);
    await tick(1_000);
    expect(seen.count).toBe(2);
    await tick(10_000);
    expect(seen.count).toBe(3);
    expect(m.emitted).toContainEqual({ name: 'cara:cases-in-progress', payload: { count: 0 } });
    expect(m.emitted).toContainEqual({ name: 'cara:case-updated', payload: { case_id: 'c1', status: 2 } });
    expect(screen.getByText('Your visualization is ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View it' })).toHaveAttribute('href', '/AISchemeDetails?case_id=c1');
    // Told here, it is not told again at the next visit, on any device.
    expect(noticed).toContainEqual(['c1']);
    // Complete: no more polls.
    await tick(30_000);
    expect(seen.count).toBe(3);
    expect(screen.queryByText('Your visualization is ready')).not.toBeInTheDocument();
  });

  it('notifies failures as failures, never a case withdrawn (-1), and not a case that was already done', async () => {
    const seen = polls(
      { list: [aiCase({ case_id: 'a', status: 1 }), aiCase({ case_id: 'b', status: 1 }), aiCase({ case_id: 'old', status: 2 })], complete: 0 },
      {
        list: [aiCase({ case_id: 'a', status: -2, notice: 'The photo is too dark' }), aiCase({ case_id: 'b', status: -1 }), aiCase({ case_id: 'old', status: 2 })],
        complete: 1,
      },
    );
    await mountOn();
    await flush();
    await tick(10_000);
    expect(seen.count).toBe(2);
    expect(screen.getByText('Your visualization could not be generated')).toBeInTheDocument();
    expect(screen.getByText('The photo is too dark')).toBeInTheDocument();
    expect(screen.queryByText('Your visualization is ready')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Your visualization/)).toHaveLength(1);
  });

  it('shows at most 3 notices at once, each for 5 s, then the next ones', async () => {
    const ids = ['n1', 'n2', 'n3', 'n4'];
    polls(
      { list: ids.map((id) => aiCase({ case_id: id, status: 1 })), complete: 0 },
      { list: ids.map((id) => aiCase({ case_id: id, status: 2 })), complete: 1 },
    );
    await mountOn();
    await flush();
    await tick(10_000);
    expect(screen.getAllByText('Your visualization is ready')).toHaveLength(3);
    await tick(4_500);
    expect(screen.getAllByText('Your visualization is ready')).toHaveLength(3);
    await tick(500);
    await flush();
    expect(screen.getAllByText('Your visualization is ready')).toHaveLength(1);
    await tick(5_000);
    await flush();
    expect(screen.queryByText('Your visualization is ready')).not.toBeInTheDocument();
  });

  it('starts polling again for a case the user just started', async () => {
    const seen = polls({ list: [], complete: 1 }, { list: [aiCase({ case_id: 'new', status: 1 })], complete: 0 }, { list: [aiCase({ case_id: 'new', status: 2 })], complete: 1 });
    const m = await mountOn();
    await flush();
    expect(seen.count).toBe(1);
    await tick(30_000);
    expect(seen.count).toBe(1);
    act(() => void m.events.emit('cara:case-updated', { case_id: 'new', status: 1 }));
    expect(m.emitted).toContainEqual({ name: 'cara:cases-in-progress', payload: { count: 1 } });
    await tick(10_000);
    expect(seen.count).toBe(2);
    await tick(10_000);
    expect(seen.count).toBe(3);
    expect(screen.getByText('Your visualization is ready')).toBeInTheDocument();
  });

  it('runs for signed-in users of the dealer variant too (notices link to My Visualizations), and never for visitors', async () => {
    const seen = polls({ list: [aiCase({ case_id: 'd', status: 1 })], complete: 0 }, { list: [aiCase({ case_id: 'd', status: 2 })], complete: 1 });
    await mountOn('CA_DEALER');
    await flush();
    await tick(10_000);
    expect(screen.getByRole('link', { name: 'View it' })).toHaveAttribute('href', '/visualizations');
    vi.useRealTimers();
    await unmountAll();
    const before = seen.count;
    await mountAssistant({ session: { ...designerSession, token: null, roles: [] }, route: matchedRoute('home') });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.count).toBe(before);
  });
});

describe('the notice of the cases that finished while the designer was away', () => {
  const settled = 1_764_800_000_000;

  it('lists them at the next visit with links to their details, kept until dismissed, and tells the server they were seen', async () => {
    polls({ list: [], complete: 1 });
    server.use(
      mock(CARA_CALLS.caseNotices, {
        case_list: [aiCase({ case_id: 'r1', status: 2, update_time: settled }), aiCase({ case_id: 'f1', status: -2, update_time: settled, notice: 'The render failed' })],
      }),
    );
    await mountAssistant({ route: matchedRoute('home') });
    const notice = await screen.findByRole('region', { name: '2 visualizations finished while you were away' });
    const links = within(notice).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/AISchemeDetails?case_id=r1', '/AISchemeDetails?case_id=f1']);
    expect(links[0]).toHaveTextContent(/^Ready: visualization of /);
    expect(links[1]).toHaveTextContent(/^Could not be generated: visualization of /);
    await waitFor(() => expect(noticed).toEqual([['r1', 'f1']]));
    // Not gone after the 5 s of a live notice: it waits for the designer.
    await new Promise((r) => setTimeout(r, 50));
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /while you were away/ })).not.toBeInTheDocument();
  });

  it('says one in Chinese, and shows nothing when none finished while away', async () => {
    polls({ list: [], complete: 1 });
    server.use(mock(CARA_CALLS.caseNotices, { case_list: [aiCase({ case_id: 'r2', status: 2, update_time: settled })] }));
    await mountAssistant({ route: matchedRoute('home'), session: { ...designerSession, language: 'zh' } });
    const notice = await screen.findByRole('region', { name: '您离开期间有 1 张效果图已完成' });
    expect(within(notice).getByRole('link')).toHaveTextContent(/^已完成：/);
    await unmountAll();
    server.use(mock(CARA_CALLS.caseNotices, { case_list: [] }));
    const m = await mountAssistant({ route: matchedRoute('home') });
    await waitFor(() => expect(m.emitted.some((e) => e.name === 'cara:cases-in-progress')).toBe(true));
    expect(screen.queryByRole('region', { name: /while you were away/ })).not.toBeInTheDocument();
    expect(noticed).toEqual([['r2']]);
  });
});
