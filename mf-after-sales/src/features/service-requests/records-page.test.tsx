import { FILE_CALLS, SERVICE_MESSAGES, SERVICE_REQUEST_CALLS, readUrlAtWidth, type ServiceRequestDetail } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { signedReadUrl } from '../../test/forms';
import { mountService, newId, photoOf, requestOf, unmountAll, visitorSession } from '../../test/service-requests';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const summary = ({ description: _d, photos: _p, repair_files: _r, repair_amount: _a, can_upload_repair: _c, events: _e, ...rest }: ServiceRequestDetail) => rest;

describe('/afterSalesRecords', { timeout: 20_000 }, () => {
  it('asks a visitor to log in', async () => {
    await mountService('afterSalesRecords', { session: visitorSession });
    expect(screen.getByRole('heading', { level: 1, name: 'After-Sales Records' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FafterSalesRecords');
  });

  it('lists the requests, and opens one on its steps with the repair bill link while repair is chosen', async () => {
    const chosen = requestOf('repair_chosen');
    const older = requestOf('rejected', { reference: 'AS100000', sku_number: 'RW-3003', item_name: 'Rowe Bed' });
    server.use(
      on(SERVICE_REQUEST_CALLS.list, () => ok({ list: [summary(chosen), summary(older)], total: 2, page: 1, limit: 20 })),
      on(SERVICE_REQUEST_CALLS.detail, () => ok(chosen)),
    );
    const { user, visited } = await mountService('afterSalesRecords');
    const table = await screen.findByRole('table', { name: 'Your service requests' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Reference', 'Order', 'Item', 'State', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('AS100001SO100001CA-1001 Marlowe SofaRepair chosenNov 2, 2026');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(table).getByRole('link', { name: 'AS100001' }));
    expect(visited).toEqual(['/afterSalesRecords?ref=AS100001']);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Service request AS100001' });
    await waitFor(() => expect(heading).toHaveFocus());
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.querySelector('.asr-step-label')?.textContent)).toEqual(['Submitted', 'Waiting review', 'Approved', 'Repair chosen']);
    expect(within(steps).getByText('Please have it repaired locally.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload repair bill' })).toHaveAttribute('href', '/uploadRepair?ref=AS100001');
    // The photo is read at the signed URL the api gave, never one built from its name (which is not served).
    expect(screen.getByRole('img', { name: 'Photos 1 of 1' })).toHaveAttribute('src', readUrlAtWidth(chosen.photos[0]!.url, 300));
    expect(screen.getByRole('img', { name: 'Photos 1 of 1' }).getAttribute('src')).toMatch(/&expires=\d+&sig=/);
    expect(screen.getByRole('link', { name: /All service requests/ })).toHaveAttribute('href', '/afterSalesRecords');
    expect(await axeViolations()).toEqual([]);
  });

  it('goes through the requests a page at a time, keeping the page shown while the next loads', async () => {
    const asked: unknown[] = [];
    server.use(
      on(SERVICE_REQUEST_CALLS.list, async ({ request }) => {
        const body = (await request.json()) as { page: number };
        asked.push(body);
        return ok({ list: [summary(requestOf('submitted', { reference: `AS10000${body.page}` }))], total: 41, page: body.page, limit: 20 });
      }),
    );
    const { user } = await mountService('afterSalesRecords');
    const pages = await screen.findByRole('navigation', { name: 'Pages of service requests' });
    expect(pages).toHaveTextContent('Page 1 of 3 (41 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = within(pages).getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'AS100002' })).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(asked).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('shows no repair bill link in other states, and the bill once uploaded', async () => {
    const bill = { file_id: newId(), filename: 'Newcache_2_bill.jpg', url: signedReadUrl('Newcache_2_bill.jpg') };
    server.use(on(SERVICE_REQUEST_CALLS.detail, () => ok(requestOf('repair_provided', { repair_files: [bill], repair_amount: 1250.5 }))));
    await mountService('afterSalesRecords', { query: { ref: 'as100001' } });
    await screen.findByRole('heading', { level: 2, name: 'Service request AS100001' });
    expect(screen.queryByRole('link', { name: 'Upload repair bill' })).toBeNull();
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Repair bill 1 of 1' })).toHaveAttribute('src', readUrlAtWidth(bill.url, 300));
  });

  it('says when a request is not there, and when there are none', async () => {
    server.use(
      on(SERVICE_REQUEST_CALLS.detail, () => fail(40400, SERVICE_MESSAGES.notFound)),
      on(SERVICE_REQUEST_CALLS.list, () => ok({ list: [], total: 0, page: 1, limit: 20 })),
    );
    await mountService('afterSalesRecords', { query: { ref: 'AS999999' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_MESSAGES.notFound);
    await unmountAll();
    await mountService('afterSalesRecords');
    expect(await screen.findByText('You have no service requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for service' })).toHaveAttribute('href', '/uploadAfterSales');
  });
});

describe('/uploadRepair', { timeout: 20_000 }, () => {
  function answerBill() {
    const sent: unknown[] = [];
    server.use(
      on(SERVICE_REQUEST_CALLS.detail, () => ok(requestOf('repair_chosen'))),
      on(FILE_CALLS.upload, () => {
        const id = newId();
        const filename = `Newcache_2_${id}.jpg`;
        const file = { file_id: id, filename, url: signedReadUrl(filename), size: 2048, mime: 'image/jpeg' };
        return ok({ ...file, list: [file] });
      }),
      on(SERVICE_REQUEST_CALLS.repairBill, async ({ request }) => {
        sent.push(await request.json());
        return ok(requestOf('repair_chosen', { repair_amount: 420 }));
      }),
    );
    return sent;
  }

  it('asks a visitor to log in', async () => {
    await mountService('uploadRepair', { session: visitorSession, query: { ref: 'AS100001' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Repair Bill' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FuploadRepair%3Fref%3DAS100001');
  });

  it('takes the amount and the bill, checks them, and opens the request’s steps', async () => {
    const sent = answerBill();
    const { user, visited, toasts } = await mountService('uploadRepair', { query: { ref: 'AS100001' } });
    const form = await screen.findByRole('form', { name: 'Repair bill form' });
    expect(screen.getByText('CA-1001 Marlowe Sofa')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Upload repair bill' }));
    const amount = screen.getByRole('textbox', { name: /^Repair amount/ });
    expect(amount).toHaveAccessibleDescription(new RegExp(SERVICE_MESSAGES.repairAmount));
    expect(amount).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICE_MESSAGES.repairFiles);
    await user.type(amount, '12.345');
    expect(amount).toHaveAccessibleDescription(new RegExp(SERVICE_MESSAGES.validRepairAmount));
    expect(await axeViolations()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '420.00');
    fireEvent.change(screen.getByLabelText('Add bill pictures'), { target: { files: [photoOf('bill.jpg')] } });
    await screen.findByText(/Uploaded/);
    await user.click(within(form).getByRole('button', { name: 'Upload repair bill' }));
    await waitFor(() => expect(visited).toEqual(['/afterSalesRecords?ref=AS100001']));
    expect(sent).toEqual([{ reference: 'AS100001', file_ids: [expect.any(String)], amount: '420.00' }]);
    expect(toasts).toEqual(['Repair bill submitted successfully']);
  });

  it('says the bill cannot be uploaded before repair is chosen', async () => {
    server.use(on(SERVICE_REQUEST_CALLS.detail, () => ok(requestOf('waiting_review'))));
    await mountService('uploadRepair', { query: { ref: 'AS100001' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_MESSAGES.repairNotChosen);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the request’s steps' })).toHaveAttribute('href', '/afterSalesRecords?ref=AS100001');
  });
});
