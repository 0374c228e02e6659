import {
  ACCOUNT_CALLS,
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES as M,
  CERTIFICATE_MAX,
  FILE_CALLS,
  FILE_RULES,
  REGISTRATION_MESSAGES,
  fileReadUrl,
  type Certificate,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { accountHandlers, certificateOf, fileOf, fill, mountPage, unmountAll } from '../../test/account-settings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const FILE_ID = (n: number) => `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** Adds files as the picker gives them, once the upload form is there. */
async function addFiles(files: File[]) {
  await screen.findByRole('button', { name: 'Choose files' });
  fireEvent.change(fileInput(), { target: { files } });
}
const pdf = (name = 'NY resale.pdf', size = 2048) => fileOf(name, 'application/pdf', size);

/** Answers the certificate calls from `store`; uploads are held until `release` unless `immediate`. */
function answerCertificates(store: Certificate[], immediate = true) {
  const calls = { add: [] as unknown[], remove: [] as unknown[], uploads: 0 };
  const waiting: Array<() => void> = [];
  server.use(
    on(ACCOUNT_CALLS.certificateList, () => ok({ list: store, max: CERTIFICATE_MAX })),
    on(FILE_CALLS.upload, async () => {
      calls.uploads += 1;
      const id = FILE_ID(calls.uploads);
      if (!immediate) await new Promise<void>((resolve) => waiting.push(resolve));
      const filename = `Newcache_2_${id}.pdf`;
      const file = { file_id: id, filename, url: fileReadUrl(filename), size: 2048, mime: 'application/pdf' };
      return ok({ ...file, list: [file] });
    }),
    on(ACCOUNT_CALLS.certificateAdd, async ({ request }) => {
      const body = (await request.json()) as { file_ids: string[]; reseller_number: string; state_of_registration: string; sales_tax_number: string };
      calls.add.push(body);
      for (const id of body.file_ids) store.unshift(certificateOf(`file ${id.slice(-1)}.pdf`, { file_id: id, reseller_number: body.reseller_number }));
      return ok({ list: store, max: CERTIFICATE_MAX });
    }),
    on(ACCOUNT_CALLS.certificateDelete, async ({ request }) => {
      const body = (await request.json()) as { id: string };
      calls.remove.push(body);
      const at = store.findIndex((c) => c.id === body.id);
      if (at < 0) return fail(ACCOUNT_SETTINGS_ERR.CERTIFICATE_NOT_FOUND, M.certificateNotFound);
      store.splice(at, 1);
      return ok({ list: store, max: CERTIFICATE_MAX });
    }),
  );
  return { calls, release: () => waiting.splice(0).forEach((go) => go()) };
}

async function openCertificates(store: Certificate[], immediate = true) {
  server.use(...accountHandlers());
  const answers = answerCertificates(store, immediate);
  const mounted = await mountPage('accountSettings', { query: { tab: 'certificate' } });
  await screen.findByRole('heading', { level: 2, name: 'Reseller certificates' });
  return { ...mounted, ...answers };
}

const items = () => within(screen.getByRole('list', { name: 'Reseller certificates' })).getAllByRole('listitem');

describe('Reseller certificates', { timeout: 20_000 }, () => {
  it('says when there is none (an empty certificate list), and what a certificate is for', async () => {
    await openCertificates([]);
    expect(await screen.findByText('You have no reseller certificate on file.')).toBeInTheDocument();
    expect(screen.getByText(/Without one you may still browse and add to your cart, but you cannot place orders/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("lists the registration's certificates (kept on file) and those added here (removable)", async () => {
    await openCertificates([
      certificateOf('Resale 2025.pdf', { reseller_number: 'R-100', state_of_registration: 'NY' }),
      certificateOf('registration.jpg', { source: 'registration' }),
    ]);
    await waitFor(() => expect(items()).toHaveLength(2));
    const [added, registered] = items() as [HTMLElement, HTMLElement];
    expect(added).toHaveTextContent('Resale 2025.pdfAdded Mar 5, 2025 · 234 KB · Reseller number R-100 · State NY');
    expect(within(added).getByRole('button', { name: 'Remove Resale 2025.pdf' })).toBeInTheDocument();
    expect(within(added).getByRole('button', { name: 'View Resale 2025.pdf' })).toBeInTheDocument();
    expect(registered).toHaveTextContent('Sent with your registration');
    expect(within(registered).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('uploads each file as it is added, then puts them on file with what they certify', async () => {
    const store: Certificate[] = [];
    const { user, calls, release } = await openCertificates(store, false);
    await addFiles([pdf('one.pdf'), pdf('two.pdf')]);
    const files = await screen.findByRole('list', { name: 'Files to add' });
    expect(within(files).getAllByRole('progressbar')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save certificates' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.uploadUnfinished)).toBeInTheDocument();
    expect(calls.add).toEqual([]);
    release();
    await waitFor(() => expect(within(files).getAllByText(/Uploaded/)).toHaveLength(2));
    await fill(user, 'Reseller Number', 'R-200');
    await fill(user, 'State of Registration', 'NY');
    await user.click(screen.getByRole('button', { name: 'Save certificates' }));
    expect(await screen.findByText('Your certificates have been saved.')).toBeInTheDocument();
    expect(calls.add).toEqual([{ file_ids: [FILE_ID(1), FILE_ID(2)], reseller_number: 'R-200', state_of_registration: 'NY', sales_tax_number: '' }]);
    expect(items()).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Files to add' })).not.toBeInTheDocument();
  });

  it('refuses a file of another type before sending it, and asks for a file when none was added', async () => {
    const { user, calls } = await openCertificates([]);
    await user.click(await screen.findByRole('button', { name: 'Save certificates' }));
    expect(await screen.findByText(M.certificateFiles)).toBeInTheDocument();
    await addFiles([fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
    expect(await screen.findByText(FILE_RULES.certificate.message)).toBeInTheDocument();
    expect(calls.uploads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove notes.docx' }));
    expect(screen.queryByRole('list', { name: 'Files to add' })).not.toBeInTheDocument();
  });

  it(`takes no more than ${CERTIFICATE_MAX} in all`, async () => {
    const nineteen = Array.from({ length: CERTIFICATE_MAX - 1 }, (_, i) => certificateOf(`c${i}.pdf`));
    const { calls } = await openCertificates(nineteen);
    await addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.certificateLimit);
    await waitFor(() => expect(calls.uploads).toBe(1));
    await unmountAll();
    server.resetHandlers();
    await openCertificates([...nineteen, certificateOf('last.pdf')]);
    expect(await screen.findByText(M.certificateLimit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });

  it('removes a certificate added here after a confirm', async () => {
    const store = [certificateOf('Resale 2025.pdf')];
    const { user, calls } = await openCertificates(store);
    await user.click(await screen.findByRole('button', { name: 'Remove Resale 2025.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this certificate?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove certificate' }));
    expect(await screen.findByText('Resale 2025.pdf has been removed.')).toBeInTheDocument();
    expect(calls.remove).toHaveLength(1);
    expect(screen.getByText('You have no reseller certificate on file.')).toBeInTheDocument();
  });

  it("opens a certificate with the account's token (a private file: a link would send none)", async () => {
    const certificate = certificateOf('Resale 2025.pdf');
    const reads: Array<{ token: string | null; filename: string | null }> = [];
    server.use(
      on(FILE_CALLS.read, ({ request }) => {
        reads.push({ token: request.headers.get('X-Auth-Token'), filename: new URL(request.url).searchParams.get('filename') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const tab = { location: { href: '' }, close: () => undefined };
    const own = { open: window.open, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    window.open = (() => tab) as unknown as typeof window.open;
    URL.createObjectURL = () => 'blob:certificate';
    URL.revokeObjectURL = () => undefined;
    try {
      const { user } = await openCertificates([certificate]);
      await user.click(await screen.findByRole('button', { name: 'View Resale 2025.pdf' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:certificate'));
      expect(reads).toEqual([{ token: 'token-1', filename: certificate.filename }]);
    } finally {
      window.open = own.open;
      URL.createObjectURL = own.create;
      URL.revokeObjectURL = own.revoke;
    }
  });
});
