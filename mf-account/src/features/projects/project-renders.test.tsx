import { FILE_CALLS, PROJECT_CALLS, fileReadUrl } from '@storefront/contracts';
import { mock, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { designerSession, mountPage, projectDetail, projectItem, projectSummary, unmountAll } from '../../test/projects';
import ProjectDetailPage from './project-detail';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const project = projectSummary('Harbor Loft', { customer_name: 'Ines Alvarez' });
const render = (n: number) => ({
  id: `r${n}`,
  case_id: String(40 + n),
  high_definition_image: fileReadUrl(`Newcache_2_00000000-0000-4000-8000-00000000000${n}.jpg`),
  low_definition_image: fileReadUrl(`Newcache_2_00000000-0000-4000-8000-00000000001${n}.jpg`),
  create_time: 1_764_800_000_000,
});

describe("a project's room renders", { timeout: 15_000 }, () => {
  it('shows each render kept in the project, read with the session, linking to its visualization', async () => {
    const tokens: (string | null)[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:render'), revokeObjectURL: vi.fn() }));
    server.use(
      mock(PROJECT_CALLS.detail, { ...projectDetail(project, [projectItem('Marlowe Sofa', 'CA-1001')]), renders: [render(2), render(1)] }),
      on(FILE_CALLS.read, ({ request }) => {
        tokens.push(request.headers.get('X-Auth-Token'));
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    await mountPage(ProjectDetailPage, 'projectDetail', { query: { id: project.id }, session: designerSession });
    const section = await screen.findByRole('region', { name: 'Room renders' });
    await waitFor(() => expect(within(section).getByRole('img', { name: 'Room render 1' })).toHaveAttribute('src', 'blob:render'));
    expect(within(section).getByRole('img', { name: 'Room render 2' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the visualization 1' })).toHaveAttribute('href', '/AISchemeDetails?case_id=42');
    expect(within(section).getByRole('link', { name: 'Open the visualization 2' })).toHaveAttribute('href', '/AISchemeDetails?case_id=41');
    expect(tokens.length).toBe(2);
    expect(tokens.every((t) => t === designerSession.token)).toBe(true);
  });

  it('has no renders section when the project keeps none', async () => {
    server.use(mock(PROJECT_CALLS.detail, projectDetail(project, [projectItem('Marlowe Sofa', 'CA-1001')])));
    await mountPage(ProjectDetailPage, 'projectDetail', { query: { id: project.id }, session: designerSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Loft' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Room renders' })).not.toBeInTheDocument();
  });
});
