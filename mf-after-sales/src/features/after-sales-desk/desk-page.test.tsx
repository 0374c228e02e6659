import { CLAIM_CALLS, ERR, SERVICE_REQUEST_CALLS, readUrlAtWidth, type ClaimStaffDetail, type ServiceStaffDetail } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { claimRow, designerSession, mountDesk, requestRow, staffClaim, staffRequest, unmountAll } from '../../test/after-sales-desk';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

type Body = Record<string, unknown>;

/** The service requests' calls answered from `requests`, each list body kept in `asked`. */
function serveRequests(requests: ServiceStaffDetail[], asked: Body[] = [], total = requests.length) {
  server.use(
    on(SERVICE_REQUEST_CALLS.staffList, async ({ request }) => {
      const body = (await request.json()) as Body;
      asked.push(body);
      const list = requests.filter((r) => !body.state || r.state === body.state).map(requestRow);
      return ok({ list, total: body.state ? list.length : total, page: Number(body.page ?? 1), limit: 20 });
    }),
    on(SERVICE_REQUEST_CALLS.staffDetail, async ({ request }) => {
      const { reference } = (await request.json()) as { reference: string };
      return ok(requests.find((r) => r.reference === reference)!);
    }),
  );
}

describe('/afterSalesDesk', { timeout: 20_000 }, () => {
  it('sends a signed-in designer to the no-permission page', async () => {
    const { visited } = await mountDesk(designerSession);
    expect(screen.getByRole('heading', { level: 1, name: 'After-Sales Desk' })).toBeInTheDocument();
    await waitFor(() => expect(visited).toEqual(['/noPermission']));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists every account's service requests with a state filter and a pager", async () => {
    const asked: Body[] = [];
    serveRequests(
      [staffRequest('submitted'), staffRequest('waiting_review', { reference: 'AS100002', account_name: 'Ren Lee', account_email: 'ren@lee.test', company: 'Lee Studio' })],
      asked,
      45,
    );
    const { user } = await mountDesk();
    // react-aria's tabs are drawn in the render after the collection is built.
    expect(await screen.findByRole('tab', { name: 'Service requests', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Service requests' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Reference', 'Account / Company', 'Order', 'Item', 'State', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('AS100001Dana Whitfield (designer@storefront.test)Whitfield InteriorsSO100001CA-1001 Marlowe SofaSubmittedNov 2, 2026');
    expect(rows[1]).toHaveTextContent('Lee Studio');
    expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, state: null }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Waiting review');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, state: 'waiting_review' }));
    const filtered = await screen.findByRole('table', { name: 'Service requests' });
    await waitFor(() => expect(within(filtered).getAllByRole('row')).toHaveLength(2));
    expect(within(filtered).getByRole('button', { name: 'AS100002' })).toBeInTheDocument();
  });

  it('opens a request with its photos and history, and moves it with a note: the row and the detail show the new state', async () => {
    const request = staffRequest('submitted');
    serveRequests([request]);
    const moves: Body[] = [];
    server.use(
      on(SERVICE_REQUEST_CALLS.move, async ({ request: sent }) => {
        moves.push((await sent.json()) as Body);
        return ok(
          staffRequest('waiting_review', {
            id: request.id,
            photos: request.photos,
            events: [...request.events, { state: 'waiting_review', state_label: 'Waiting review', note: 'Looking at the photos', at: '2026-11-03T09:00:00.000Z', by: 'staff' }],
          }),
        );
      }),
    );
    const { user } = await mountDesk();
    await user.click(await screen.findByRole('button', { name: 'AS100001' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Service request AS100001' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('The left leg is cracked.')).toBeInTheDocument();
    // Read at the signed URL the api gave staff, at the thumbnail's width.
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', readUrlAtWidth(request.photos[0]!.url, 300));
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Move to / }).map((b) => b.textContent)).toEqual(['Move to Waiting review', 'Move to Rejected']);
    expect(await axeViolations()).toEqual([]);

    // The photo opens larger, and closes back to its thumbnail.
    const thumb = screen.getByRole('button', { name: 'View photo 1 of 1 larger' });
    await user.click(thumb);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 1' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', readUrlAtWidth(request.photos[0]!.url, 1200));
    expect(within(viewer).getByRole('link', { name: 'Open the original' })).toHaveAttribute('href', request.photos[0]!.url);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumb).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Staff note (optional)' }), 'Looking at the photos');
    await user.click(screen.getByRole('button', { name: 'Move to Waiting review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('AS100001 moved to Waiting review.');
    expect(moves).toEqual([{ reference: 'AS100001', state: 'waiting_review', note: 'Looking at the photos' }]);
    const row = within(screen.getByRole('table', { name: 'Service requests' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Waiting review');
    expect(screen.getByText(/^State:/)).toHaveTextContent('State: Waiting review');
    expect(screen.getAllByRole('button', { name: /^Move to / }).map((b) => b.textContent)).toEqual(['Move to Approved', 'Move to Rejected']);
    expect(screen.getByText('Looking at the photos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Staff note (optional)' })).toHaveValue('');
  });

  it('says why a move is refused, where the buttons are', async () => {
    serveRequests([staffRequest('repair_chosen', { next_states: [{ state: 'repair_provided', label: 'Repair provided' }] })]);
    server.use(on(SERVICE_REQUEST_CALLS.move, () => fail(ERR.BAD_REQUEST, 'The repair bill has not been uploaded yet')));
    const { user } = await mountDesk();
    await user.click(await screen.findByRole('button', { name: 'AS100001' }));
    await user.click(await screen.findByRole('button', { name: 'Move to Repair provided' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The repair bill has not been uploaded yet');
    expect(screen.getByText(/^State:/)).toHaveTextContent('State: Repair chosen');
  });

  it('shows a request that cannot move further without move buttons, and a failed list with Try again', async () => {
    serveRequests([staffRequest('rejected', { next_states: [] })]);
    const { user } = await mountDesk();
    await user.click(await screen.findByRole('button', { name: 'AS100001' }));
    expect(await screen.findByText('No further moves: this service request is rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AS100001' })).toHaveFocus();
  });

  it('lists the claims on their tab, and moves one', async () => {
    serveRequests([]);
    let claim: ClaimStaffDetail = staffClaim('submitted');
    server.use(
      on(CLAIM_CALLS.staffList, () => ok({ list: [claimRow(claim)], total: 1, page: 1, limit: 20 })),
      on(CLAIM_CALLS.staffDetail, () => ok(claim)),
      on(CLAIM_CALLS.state, async ({ request }) => {
        const body = (await request.json()) as { state: 'approved'; note: string };
        claim = staffClaim(body.state, { id: claim.id, photos: claim.photos, staff_note: body.note });
        return ok(claim);
      }),
    );
    const { user } = await mountDesk();
    expect(await screen.findByText('No service requests.')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Claims' }));
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Reference', 'Account / Company', 'Order', 'Items', 'State', 'Date']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('CL100001Dana Whitfield (designer@storefront.test)Whitfield InteriorsSO100002RW-3003 × 1SubmittedNov 4, 2026');
    await user.click(within(table).getByRole('button', { name: 'CL100001' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Claim CL100001' })).toBeInTheDocument();
    expect(screen.getByText('1 × Rowe Bed (RW-3003)')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d of 2$/ })).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Move to Approved' }));
    expect(await screen.findByRole('status')).toHaveTextContent('CL100001 moved to Approved.');
    expect(within(screen.getByRole('table', { name: 'Claims' })).getAllByRole('row')[1]).toHaveTextContent('Approved');
    expect(screen.getAllByRole('button', { name: /^Move to / }).map((b) => b.textContent)).toEqual(['Move to Refunded']);
  });
});
