import { PROJECT_CALLS, type ProjectSummary } from '@storefront/contracts';
import { ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { customerSession, mountPage, projectSummary, unmountAll } from '../../test/projects';
import CustomerProjectPage from './customer-project';
import PersonalProjectPage from './personal-project';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

function answerList(list: ProjectSummary[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    on(PROJECT_CALLS.list, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ list, total: list.length });
    }),
  );
  return bodies;
}

const living = projectSummary('Living room', { item_count: 2 });
const study = projectSummary('Study', { item_count: 5 });

const projects = async () => within(await screen.findByRole('list', { name: 'My Projects' })).getAllByRole('listitem');

describe('/customerProject', { timeout: 15_000 }, () => {
  it("lists the customer's own projects, read-only, each linking to its detail", async () => {
    const bodies = answerList([living, study]);
    await mountPage(CustomerProjectPage, 'customerProject', { session: customerSession });
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    await waitFor(async () => expect(await projects()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Study' })).toHaveAttribute('href', `/projectDetail?id=${study.id}`);
    expect((await projects())[1]).toHaveTextContent('Items5');
    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Customer:/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ page: 1, limit: 20 }]);
  });

  it('reads only on /personalProject too when an invited customer lands there', async () => {
    answerList([living]);
    await mountPage(PersonalProjectPage, 'personalProject', { session: customerSession });
    expect(await screen.findByRole('link', { name: 'Living room' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('says where projects come from when there are none', async () => {
    answerList([]);
    await mountPage(CustomerProjectPage, 'customerProject', { session: customerSession });
    expect(await screen.findByText('You have no projects yet.')).toBeInTheDocument();
    expect(screen.getByText(/Your designer adds the products they choose for you to a project/)).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    answerList([living, study]);
    await mountPage(CustomerProjectPage, 'customerProject', { session: customerSession });
    await waitFor(async () => expect(await projects()).toHaveLength(2));
    expect(await axeViolations()).toEqual([]);
  });
});
