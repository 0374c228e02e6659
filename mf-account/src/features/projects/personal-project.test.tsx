import { ERR, PROJECT_CALLS, PROJECT_MESSAGES, type ProjectSummary } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { browsingSession, mountPage, projectSummary, unmountAll } from '../../test/projects';
import PersonalProjectPage from './personal-project';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

interface ListBody {
  search?: string;
  page?: number;
  limit?: number;
}

/** Answers the project list from `store` like the api (searched by project or customer name, paged); returns every body sent. */
function answerList(store: ProjectSummary[]): ListBody[] {
  const bodies: ListBody[] = [];
  server.use(
    on(PROJECT_CALLS.list, async ({ request }) => {
      const body = (await request.json()) as ListBody;
      bodies.push(body);
      const search = (body.search ?? '').toLowerCase();
      const found = store.filter((p) => `${p.name} ${p.customer_name}`.toLowerCase().includes(search));
      const page = body.page ?? 1;
      const limit = body.limit ?? 20;
      return ok({ list: found.slice((page - 1) * limit, page * limit), total: found.length });
    }),
  );
  return bodies;
}

const kitchen = projectSummary('Kitchen refresh', { item_count: 4, updated_at: '2025-03-05T12:00:00.000Z' });
const lounge = projectSummary('Lounge', { customer_name: 'Blake Rivers', item_count: 1, updated_at: '2025-02-14T12:00:00.000Z' });
const suite = projectSummary('Primary suite', { customer_name: 'Casey Morgan', item_count: 0 });
const all = () => [kitchen, lounge, suite].map((p) => ({ ...p }));

const projects = async () => within(await screen.findByRole('list', { name: 'Projects' })).getAllByRole('listitem');

describe('/personalProject', { timeout: 15_000 }, () => {
  it("lists the company's projects with their customer, item count and last change, each linking to its detail", async () => {
    answerList(all());
    await mountPage(PersonalProjectPage, 'personalProject');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await waitFor(async () => expect(await projects()).toHaveLength(3));
    const first = (await projects())[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Kitchen refresh' })).toHaveAttribute('href', `/projectDetail?id=${kitchen.id}`);
    expect(first).toHaveTextContent('Customer: Avery Stone');
    expect(first).toHaveTextContent('Items4');
    expect(first).toHaveTextContent('Last changeMar 5, 2025');
    expect(screen.getByRole('status')).toHaveTextContent('3 projects');
  });

  it('searches by project or customer name once typing stops, and says when nothing matches', async () => {
    const bodies = answerList(all());
    await mountPage(PersonalProjectPage, 'personalProject');
    await waitFor(async () => expect(await projects()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    for (const typed of ['b', 'bl', 'blake']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kitchen refresh' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Lounge' })).toBeInTheDocument();
    expect(bodies.map((b) => b.search)).toEqual([undefined, 'blake']);
    expect(bodies[1]).toMatchObject({ page: 1, limit: 20 });
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await screen.findByText('No projects match “zz”.')).toBeInTheDocument();
  });

  it('pages through the projects and takes focus to the top of the list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => projectSummary(`Project ${i + 1}`));
    const bodies = answerList(many);
    await mountPage(PersonalProjectPage, 'personalProject');
    await waitFor(async () => expect(await projects()).toHaveLength(20));
    const pages = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(async () => expect(await projects()).toHaveLength(5));
    expect(bodies.at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toHaveFocus();
  });

  it("renames a project in place: the name rules and the api's duplicate message on the field, then the new name", async () => {
    const user = userEvent.setup();
    const store = all();
    answerList(store);
    const renames: unknown[] = [];
    server.use(
      on(PROJECT_CALLS.rename, async ({ request }) => {
        const body = (await request.json()) as { project_id: string; name: string };
        renames.push(body);
        if (body.name === 'Lounge') return fail(ERR.PROJECT_DUPLICATE, PROJECT_MESSAGES.duplicate);
        const project = store.find((p) => p.id === body.project_id)!;
        project.name = body.name;
        return ok({ ...project });
      }),
    );
    await mountPage(PersonalProjectPage, 'personalProject');
    await user.click(await screen.findByRole('button', { name: 'Rename Kitchen refresh' }));
    const field = screen.getByRole('textbox', { name: 'Project name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Kitchen refresh');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(PROJECT_MESSAGES.nameRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.paste('x'.repeat(51));
    expect(field).toHaveAccessibleDescription(PROJECT_MESSAGES.nameTooLong);
    expect(renames).toEqual([]);

    await user.clear(field);
    await user.paste('Lounge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Cannot have duplicate project within same customer'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(field);
    await user.paste('  Kitchen and pantry  ');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Kitchen and pantry' })).toHaveAttribute('href', `/projectDetail?id=${kitchen.id}`);
    expect(renames.at(-1)).toEqual({ project_id: kitchen.id, name: 'Kitchen and pantry' });
    expect(screen.getByRole('status')).toHaveTextContent('Project renamed to “Kitchen and pantry”.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Kitchen and pantry' })).toHaveFocus());
  });

  it('leaves the name as it was on Escape', async () => {
    const user = userEvent.setup();
    answerList(all());
    await mountPage(PersonalProjectPage, 'personalProject');
    await user.click(await screen.findByRole('button', { name: 'Rename Lounge' }));
    await user.paste(' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Project name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lounge' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Lounge' })).toHaveFocus());
  });

  it('deletes a project after a confirm step, then reads the list again', async () => {
    const user = userEvent.setup();
    const store = all();
    const bodies = answerList(store);
    const deleted: unknown[] = [];
    server.use(
      on(PROJECT_CALLS.remove, async ({ request }) => {
        const body = (await request.json()) as { project_id: string };
        deleted.push(body);
        store.splice(
          store.findIndex((p) => p.id === body.project_id),
          1,
        );
        return ok({ deleted: true });
      }),
    );
    await mountPage(PersonalProjectPage, 'personalProject');
    await user.click(await screen.findByRole('button', { name: 'Delete Lounge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('“Lounge” for Blake Rivers and its 1 item will be deleted. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Lounge' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lounge' })).not.toBeInTheDocument());
    expect(deleted).toEqual([{ project_id: lounge.id }]);
    expect(bodies).toHaveLength(2);
    expect(await projects()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Project “Lounge” deleted.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toHaveFocus());
  });

  it("keeps the dialog open with the api's message when the delete is refused", async () => {
    const user = userEvent.setup();
    answerList(all());
    server.use(on(PROJECT_CALLS.remove, () => fail(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)));
    await mountPage(PersonalProjectPage, 'personalProject');
    await user.click(await screen.findByRole('button', { name: 'Delete Lounge' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.notFound);
  });

  it('says how projects are made when there are none', async () => {
    answerList([]);
    await mountPage(PersonalProjectPage, 'personalProject');
    expect(await screen.findByText('You have no projects yet.')).toBeInTheDocument();
    expect(screen.getByText(/Projects are made from a product page: choose “Add to project”/)).toBeInTheDocument();
  });

  it("shows the api's message when the list cannot be read, and reads it again on Try again", async () => {
    const user = userEvent.setup();
    server.use(on(PROJECT_CALLS.list, () => fail(ERR.SERVER, 'The server is busy')));
    await mountPage(PersonalProjectPage, 'personalProject');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    answerList(all());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await projects()).toHaveLength(3));
  });

  it('says projects are not available in browsing mode, without asking the api', async () => {
    const bodies = answerList(all());
    await mountPage(PersonalProjectPage, 'personalProject', { session: browsingSession });
    expect(await screen.findByText('Projects are not available in Browsing Mode.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toHaveAttribute('href', '/selectMode');
    expect(bodies).toEqual([]);
  });

  it('names every control: no serious axe violations, in the list, the rename form and the confirm dialog', async () => {
    const user = userEvent.setup();
    answerList(all());
    await mountPage(PersonalProjectPage, 'personalProject');
    await waitFor(async () => expect(await projects()).toHaveLength(3));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rename Kitchen refresh' }));
    await user.clear(screen.getByRole('textbox', { name: 'Project name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Lounge' }));
    await screen.findByRole('alertdialog');
    expect(await axeViolations()).toEqual([]);
  });
});
