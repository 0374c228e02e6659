import {
  CLAIM_CALLS,
  CLAIM_MESSAGES,
  FILE_CALLS,
  MESSAGES,
  claimWindowMessage,
  createApiClient,
  readUrlAtWidth,
  routeById,
  type AnswerOf,
  type RouteId,
  type SessionSnapshot,
} from '@storefront/contracts';
import { fail, matchedRoute, ok, on, testShellProps } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ElementType } from 'react';
import { designerSession, signedReadUrl, visitorSession } from '../../test/forms';
import ClaimDetailPage from './claim-detail-page';
import ClaimSubmittedPage from './claim-submitted-page';
import ClaimsPage from './claims-page';
import SubmitClaimPage from './submit-claim-page';

const server = setupServer();
const MOUNTED: Array<() => Promise<void>> = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  for (const unmount of MOUNTED.splice(0)) await unmount();
  server.resetHandlers();
});
afterAll(() => server.close());

async function mount(Page: ElementType, route: RouteId, query: Record<string, string> = {}, session: SessionSnapshot = designerSession) {
  const visited: string[] = [];
  const props = testShellProps({
    brand: 'HOM',
    session,
    api: createApiClient({ brand: 'HOM', session: () => session }),
    navigate: (to) => visited.push(to),
    route: matchedRoute(route, { path: routeById(route).paths[0], query }),
  });
  const pages = { [route]: Page } as unknown as PageMap<'mf-after-sales'>;
  const lifecycles = await mountLifecycles(defineRemote({ owner: 'mf-after-sales', pages }), props);
  MOUNTED.push(lifecycles.unmount);
  return { visited };
}

const SOFA = '0f8fad5b-d9cb-469f-a165-70867728950e';
const BED = '1f8fad5b-d9cb-469f-a165-70867728950e';
const delivered = new Date(Date.now() - 2 * 86_400_000).toISOString();
const ORDER: AnswerOf<typeof CLAIM_CALLS.order> = {
  order_id: 'o1',
  number: 'SO100001',
  date: '2026-11-01T10:00:00.000Z',
  total: 4200,
  items: [
    { item_id: SOFA, sku_number: 'CA-SOFA', name: 'Harlow Sofa', count: 2, delivered_at: delivered, open_kinds: ['concealed', 'shortage', 'invoice'] },
    { item_id: BED, sku_number: 'RO-BED', name: 'Rowe Bed', count: 1, delivered_at: delivered, open_kinds: ['damage', 'concealed', 'shortage', 'invoice'] },
  ],
  kinds: [
    { kind: 'damage', label: 'Damage', days: 10, open: true, closes_on: '2026-12-05' },
    { kind: 'concealed', label: 'Concealed damage', days: 15, open: true, closes_on: '2026-12-10' },
    { kind: 'shortage', label: 'Shortage', days: 15, open: true, closes_on: '2026-12-10' },
    { kind: 'invoice', label: 'Invoice discrepancy', days: 30, open: false, closes_on: null },
  ],
  contact: { contact_name: 'Dana Whitfield', phone: '2125550142', email: 'dana@studio.test' },
};
const DETAIL: AnswerOf<typeof CLAIM_CALLS.detail> = {
  id: 'c1',
  reference: 'CL100001',
  order_number: 'SO100001',
  kind: 'damage',
  kind_label: 'Damage',
  state: 'in_review',
  state_label: 'In review',
  requested_amount: 250,
  date: '2026-11-20T10:00:00.000Z',
  items: [{ item_id: BED, sku_number: 'RO-BED', name: 'Rowe Bed', quantity: 1 }],
  contact_name: 'Dana Whitfield',
  contact_phone: '2125550142',
  contact_email: 'dana@studio.test',
  description: 'Cracked headboard',
  photos: [{ file_id: 'f1', filename: 'Newcache_2_f1.png', url: signedReadUrl('Newcache_2_f1.png') }],
  staff_note: 'We are looking at the photos.',
  updated_at: '2026-11-21T10:00:00.000Z',
};

/** Answers the upload after `hold` resolves. */
function answerUploads(hold?: Promise<void>) {
  let n = 0;
  server.use(
    on(FILE_CALLS.upload, async () => {
      n += 1;
      await hold;
      const id = `7c9e6679-7425-40de-944b-e07fc1f90ae${n}`;
      const filename = `Newcache_2_${id}.png`;
      const file = { file_id: id, filename, url: signedReadUrl(filename), size: 2048, mime: 'image/png' };
      return ok({ ...file, list: [file] });
    }),
  );
}

const png = (name = 'damage.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('/subClaim', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', async () => {
    await mount(SubmitClaimPage, 'subClaim', { number: 'SO100001' }, visitorSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a Claim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FsubClaim%3Fnumber%3DSO100001');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('files a claim: the order from the query, kind, item, amount, contact, an image, then the submitted page', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      on(CLAIM_CALLS.order, () => ok(ORDER)),
      on(CLAIM_CALLS.create, async ({ request }) => {
        sent.push(await request.json());
        return ok({ id: 'c1', reference: 'CL100001', submitted_at: '2026-11-25T10:00:00.000Z' });
      }),
    );
    let release!: () => void;
    answerUploads(new Promise<void>((resolve) => (release = resolve)));
    const { visited } = await mount(SubmitClaimPage, 'subClaim', { number: 'SO100001' });
    const form = await screen.findByRole('form', { name: 'Claim form' });
    expect(await within(form).findByText(/Order SO100001, placed Nov 1, 2026/)).toBeInTheDocument();
    expect(textbox('Order Number')).toHaveValue('SO100001');
    // Closed kinds cannot be chosen and say why.
    expect(screen.getByRole('radio', { name: /Invoice discrepancy/ })).toBeDisabled();
    expect(screen.getByText(claimWindowMessage('invoice'))).toBeInTheDocument();
    // The contact starts from the order's.
    expect(textbox('Claims Contact Name')).toHaveValue('Dana Whitfield');
    expect(textbox('Claims Contact Email')).toHaveValue('dana@studio.test');

    await user.click(screen.getByRole('radio', { name: /^Damage/ }));
    await user.click(screen.getByRole('checkbox', { name: /Rowe Bed/ }));
    expect(textbox('Quantity of RO-BED')).toHaveValue('1');
    await user.type(textbox('Requested Amount'), '250');
    await user.upload(screen.getByLabelText(/^Images/), png());
    expect(await screen.findByText(/Uploading/)).toBeInTheDocument();
    // Submitting while an image uploads warns and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLAIM_MESSAGES.uploading);
    expect(sent).toEqual([]);
    release();
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    await waitFor(() => expect(visited).toEqual(['/feedbackText?ref=CL100001']));
    expect(sent).toEqual([
      {
        order_number: 'SO100001',
        kind: 'damage',
        items: [{ item_id: BED, quantity: 1 }],
        requested_amount: '250',
        contact_name: 'Dana Whitfield',
        contact_phone: '2125550142',
        contact_email: 'dana@studio.test',
        description: '',
        photos: ['7c9e6679-7425-40de-944b-e07fc1f90ae1'],
      },
    ]);
  });

  it('says what is missing in the spec’s words, and a closed window for a chosen item', async () => {
    const user = userEvent.setup();
    server.use(on(CLAIM_CALLS.order, () => ok({ ...ORDER, contact: { contact_name: '', phone: '', email: '' } })));
    await mount(SubmitClaimPage, 'subClaim', { number: 'SO100001' }, { ...designerSession, user: null });
    await screen.findByText(/Order SO100001/);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(screen.getByRole('group', { name: /Kind of Claim/ })).toHaveTextContent(CLAIM_MESSAGES.kind);
    expect(screen.getByRole('group', { name: /Items to Claim/ })).toHaveTextContent(CLAIM_MESSAGES.items);
    expect(textbox('Requested Amount')).toHaveAccessibleDescription(new RegExp(`^${CLAIM_MESSAGES.amount}`));
    expect(textbox('Claims Contact Name')).toHaveAccessibleDescription(MESSAGES.enterContactName);
    expect(textbox('Claims Contact Number')).toHaveAccessibleDescription(CLAIM_MESSAGES.contactPhone);
    expect(screen.getByLabelText(/^Images/)).toHaveAccessibleDescription(new RegExp(CLAIM_MESSAGES.photos));
    await user.type(textbox('Claims Contact Number'), '555');
    await user.type(textbox('Claims Contact Email'), 'nope');
    await user.type(textbox('Requested Amount'), 'lots');
    await user.tab();
    expect(textbox('Claims Contact Number')).toHaveAccessibleDescription(MESSAGES.validPhone);
    expect(textbox('Claims Contact Email')).toHaveAccessibleDescription(MESSAGES.validEmail);
    expect(textbox('Requested Amount')).toHaveAccessibleDescription(new RegExp(`^${CLAIM_MESSAGES.validAmount}`));
    // The sofa's damage window has closed.
    await user.click(screen.getByRole('radio', { name: /^Damage/ }));
    await user.click(screen.getByRole('checkbox', { name: /Harlow Sofa/ }));
    expect(screen.getByRole('group', { name: /Items to Claim/ })).toHaveTextContent(claimWindowMessage('damage'));
    await user.clear(textbox('Quantity of CA-SOFA'));
    await user.type(textbox('Quantity of CA-SOFA'), '3');
    await user.tab();
    expect(textbox('Quantity of CA-SOFA')).toHaveAccessibleDescription(CLAIM_MESSAGES.quantity(2));
  });

  it('refuses a wrong image before it is sent, and removes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(on(CLAIM_CALLS.order, () => ok(ORDER)));
    await mount(SubmitClaimPage, 'subClaim', { number: 'SO100001' });
    await screen.findByText(/Order SO100001/);
    await user.upload(screen.getByLabelText(/^Images/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload the photo as a JPG or PNG file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 1: notes.txt' }));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Images/)).toHaveFocus();
  });

  it('says when the order is not found, or has nothing delivered yet', async () => {
    const user = userEvent.setup();
    server.use(on(CLAIM_CALLS.order, async ({ request }) => ((await request.json()) as { number: string }).number === 'SO1' ? fail(24709, MESSAGES.orderNotFound) : ok({ ...ORDER, items: [] })));
    await mount(SubmitClaimPage, 'subClaim');
    await user.type(await screen.findByRole('textbox', { name: /^Order Number/ }), 'SO1');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    await waitFor(() => expect(textbox('Order Number')).toHaveAccessibleDescription(MESSAGES.orderNotFound));
    await user.clear(textbox('Order Number'));
    await user.type(textbox('Order Number'), 'SO100001');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText(/Nothing on order SO100001 has been delivered yet/)).toBeInTheDocument();
  });

  it('shows the api’s refusal of a claim', async () => {
    const user = userEvent.setup();
    answerUploads();
    server.use(
      on(CLAIM_CALLS.order, () => ok(ORDER)),
      on(CLAIM_CALLS.create, () => fail(24961, claimWindowMessage('damage'))),
    );
    await mount(SubmitClaimPage, 'subClaim', { number: 'SO100001' });
    await screen.findByText(/Order SO100001/);
    await user.click(screen.getByRole('radio', { name: /^Damage/ }));
    await user.click(screen.getByRole('checkbox', { name: /Rowe Bed/ }));
    await user.type(textbox('Requested Amount'), '100');
    await user.upload(screen.getByLabelText(/^Images/), png());
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.formSubmitFailed);
    expect(alert).toHaveTextContent(claimWindowMessage('damage'));
    expect(alert).toHaveFocus();
  });
});

describe('the claims pages', { timeout: 20_000 }, () => {
  it('/feedback lists the claims with a link to submit one', async () => {
    server.use(on(CLAIM_CALLS.list, () => ok({ list: [DETAIL], total: 1, page: 1, limit: 20 })));
    await mount(ClaimsPage, 'feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a Claim' })).toHaveAttribute('href', '/subClaim');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('link', { name: 'CL100001' })).toHaveAttribute('href', '/feedbackDetail?ref=CL100001');
    expect(row).toHaveTextContent(/SO100001.*Damage.*\$250\.00.*In review.*Nov 20, 2026/);
    expect(await axeViolations()).toEqual([]);
  });
  it('/feedback goes through the claims a page at a time', async () => {
    const asked: unknown[] = [];
    server.use(
      on(CLAIM_CALLS.list, async ({ request }) => {
        const body = (await request.json()) as { page: number };
        asked.push(body);
        return ok({ list: [{ ...DETAIL, reference: `CL10000${body.page}` }], total: 45, page: body.page, limit: 20 });
      }),
    );
    await mount(ClaimsPage, 'feedback');
    const pages = await screen.findByRole('navigation', { name: 'Pages of claims' });
    expect(pages).toHaveTextContent('Page 1 of 3 (45 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = within(pages).getByRole('button', { name: 'Next page' });
    await userEvent.setup().click(next);
    expect(await screen.findByRole('link', { name: 'CL100002' })).toBeInTheDocument();
    // The page shown stays while the next loads: the pager, and the focus on it, too.
    expect(next).toHaveFocus();
    expect(asked).toEqual([{ page: 1 }, { page: 2 }]);
    expect(screen.getByRole('navigation', { name: 'Pages of claims' })).toHaveTextContent('Page 2 of 3 (45 in all)');
  });
  it('/feedback says when there are none, and asks a visitor to log in', async () => {
    server.use(on(CLAIM_CALLS.list, () => ok({ list: [], total: 0, page: 1, limit: 20 })));
    await mount(ClaimsPage, 'feedback');
    expect(await screen.findByText('You have not filed any claims yet.')).toBeInTheDocument();
  });
  it('/feedbackText says it was submitted, with the reference and links', async () => {
    await mount(ClaimSubmittedPage, 'feedbackText', { ref: 'CL100001' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your claim was submitted successfully.');
    expect(screen.getByRole('status')).toHaveTextContent('CL100001');
    expect(screen.getByRole('link', { name: 'View the claim' })).toHaveAttribute('href', '/feedbackDetail?ref=CL100001');
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/feedback');
  });
  it('/feedbackDetail shows the claim, its state and the staff note', async () => {
    server.use(on(CLAIM_CALLS.detail, () => ok(DETAIL)));
    await mount(ClaimDetailPage, 'feedbackDetail', { ref: 'CL100001' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Claim CL100001' })).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByText('We are looking at the photos.')).toBeInTheDocument();
    expect(screen.getByText(/1 × Rowe Bed \(RO-BED\)/)).toBeInTheDocument();
    // The image is read at the signed URL the api gave, at the thumbnail's width.
    expect(screen.getByRole('img', { name: 'Image 1 of claim CL100001' })).toHaveAttribute('src', readUrlAtWidth(DETAIL.photos[0]!.url, 300));
    expect(await axeViolations()).toEqual([]);
  });
  it('/feedbackDetail says when the claim is not found', async () => {
    server.use(on(CLAIM_CALLS.detail, () => fail(24963, MESSAGES.claimNotFound)));
    await mount(ClaimDetailPage, 'feedbackDetail', { ref: 'CL9' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.claimNotFound);
  });
  it('asks a visitor to log in on the list and the detail', async () => {
    await mount(ClaimsPage, 'feedback', {}, visitorSession);
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2Ffeedback');
  });
});
