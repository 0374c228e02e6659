import { FILE_CALLS, FILE_RULES, SERVICE_MESSAGES, SERVICE_REQUEST_CALLS } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { signedReadUrl } from '../../test/forms';
import { itemOf, mountService, newId, photoOf, requestOf, unmountAll, visitorSession } from '../../test/service-requests';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const SOFA = itemOf('SO100001', 'CA-1001', 'Marlowe Sofa');
const CHAIR = itemOf('SO100001', 'CA-2002', 'Ames Chair');
const BED = itemOf('SO100007', 'RW-3003', 'Rowe Bed', { open_request: 'AS100004' });

/** Answers the items, the uploads (held until `release` when asked) and the create call; records what was sent. */
function answer({ items = [SOFA, CHAIR, BED], hold = false } = {}) {
  const sent = { items: [] as unknown[], create: [] as Array<{ order_item_id: string; description: string; photo_ids: string[] }>, uploads: 0 };
  const waiting: Array<() => void> = [];
  server.use(
    on(SERVICE_REQUEST_CALLS.serviceableItems, async ({ request }) => {
      sent.items.push(await request.json());
      return ok({ list: items });
    }),
    on(FILE_CALLS.upload, async () => {
      sent.uploads += 1;
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const id = newId();
      const filename = `Newcache_2_${id}.jpg`;
      const file = { file_id: id, filename, url: signedReadUrl(filename), size: 2048, mime: 'image/jpeg' };
      return ok({ ...file, list: [file] });
    }),
    on(SERVICE_REQUEST_CALLS.create, async ({ request }) => {
      sent.create.push((await request.json()) as (typeof sent.create)[number]);
      return ok(requestOf('submitted', { reference: 'AS100009' }));
    }),
  );
  return { sent, release: () => waiting.splice(0).forEach((go) => go()) };
}

const addPhotos = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

describe('/uploadAfterSales', { timeout: 20_000 }, () => {
  it('asks a visitor to log in and come back', async () => {
    await mountService('uploadAfterSales', { session: visitorSession, query: { number: 'SO100001' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Service Request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FuploadAfterSales%3Fnumber%3DSO100001');
  });

  it('from an order line: names the order and item, and sends the description with the photos once they are uploaded', async () => {
    const { sent, release } = answer({ hold: true });
    const { user, visited, toasts } = await mountService('uploadAfterSales', { query: { number: 'SO100001', item: SOFA.item_id } });
    const form = await screen.findByRole('form', { name: 'Service request form' });
    expect(sent.items).toEqual([{ number: 'SO100001' }]);
    expect(within(form).getByText('CA-1001 Marlowe Sofa')).toBeInTheDocument();
    expect(within(form).queryByRole('combobox')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'The left leg is cracked.');
    addPhotos(photoOf('leg.jpg'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading leg.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A photo is still uploading.');

    // Sent while the photo uploads: refused in the form, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_MESSAGES.uploading);
    expect(sent.create).toEqual([]);

    release();
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'leg.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(visited).toEqual(['/afterSalesRecords?ref=AS100009']));
    expect(sent.create).toEqual([{ order_item_id: SOFA.item_id, description: 'The left leg is cracked.', photo_ids: [expect.stringMatching(/^0{8}-/)] }]);
    expect(toasts).toEqual(['Service request AS100009 submitted successfully']);
  });

  it('without a line named: the designer picks the order and the item; an item with a request in progress cannot be picked', async () => {
    const { sent } = answer();
    const { user } = await mountService('uploadAfterSales');
    const order = await screen.findByRole('combobox', { name: /^Order/ });
    expect(sent.items).toEqual([{}]);
    const item = screen.getByRole('combobox', { name: /^Item/ });
    expect(within(order).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an order', 'SO100001 (Oct 2, 2026)', 'SO100007 (Oct 2, 2026)']);

    await user.selectOptions(order, 'SO100007');
    expect(within(item).getByRole('option', { name: 'RW-3003 Rowe Bed (request AS100004 in progress)' })).toBeDisabled();

    await user.selectOptions(order, 'SO100001');
    await user.selectOptions(item, CHAIR.item_id);
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Torn seat');
    addPhotos(photoOf('seat.png', 'image/png'));
    await screen.findByText(/Uploaded/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.create).toHaveLength(1));
    expect(sent.create[0]!.order_item_id).toBe(CHAIR.item_id);
  });

  it('says each missing field, and moves to the first', async () => {
    answer();
    const { user } = await mountService('uploadAfterSales');
    await screen.findByRole('form', { name: 'Service request form' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const item = screen.getByRole('combobox', { name: /^Item/ });
    expect(item).toHaveAccessibleDescription(SERVICE_MESSAGES.chooseItem);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/Please describe the problem/);
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICE_MESSAGES.photos);
    expect(item).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a file of another type or too large before uploading it, and removes it', async () => {
    const { sent } = answer();
    const { user } = await mountService('uploadAfterSales', { query: { item: SOFA.item_id } });
    await screen.findByRole('form', { name: 'Service request form' });
    addPhotos(photoOf('bill.pdf', 'application/pdf'), photoOf('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    expect(await screen.findByText(FILE_RULES.service.message)).toBeInTheDocument();
    expect(screen.getByText('The file is too large (10 MB at most)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_MESSAGES.uploadFailed);
    expect(sent.uploads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove bill.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Remove huge.jpg' }));
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(screen.getByLabelText('Add photos')).toHaveFocus();
  });

  it('says the api’s refusal above the form', async () => {
    answer();
    server.use(on(SERVICE_REQUEST_CALLS.create, () => fail(40000, SERVICE_MESSAGES.alreadyOpen)));
    const { user } = await mountService('uploadAfterSales', { query: { item: SOFA.item_id } });
    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), 'Cracked');
    addPhotos(photoOf('leg.jpg'));
    await screen.findByText(/Uploaded/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit information, please resubmit');
    expect(alert).toHaveTextContent(SERVICE_MESSAGES.alreadyOpen);
  });

  it('says when the line named is not one of the delivered items, and lets the designer choose', async () => {
    answer();
    await mountService('uploadAfterSales', { query: { number: 'SO100001', item: newId() } });
    expect(await screen.findByText(/^Service can be requested only for a delivered item of your orders/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Order/ })).toHaveValue('SO100001');
  });

  it('says when nothing of the order is delivered yet', async () => {
    answer({ items: [] });
    await mountService('uploadAfterSales', { query: { number: 'so100002' } });
    expect(await screen.findByText('Order SO100002 has no delivered items to ask service for.')).toBeInTheDocument();
  });
});
