/**
 * The certificate upload list on its own, as registration and the account settings use it: each file uploaded as it
 * is added, with its progress, a retry when the upload failed and a removal; files beyond the limit and of another
 * type refused before they are sent.
 */
import { ERR, FILE_CALLS, FILE_RULES, fileReadUrl } from '@storefront/contracts';
import { fail, ok, on, testShellProps } from '@storefront/contracts/testing';
import { defineParcel } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { CertificateUploadList, useCertificateUploads, type Upload } from './certificate-uploads';

const FILE_ID = (n: number) => `00000000-0000-4000-d000-${String(n).padStart(12, '0')}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (mounted.length) await mounted.pop()!();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers uploads: the first `failing` refused, then each held until `release` unless `immediate`. */
function answerUploads({ failing = 0, immediate = true } = {}) {
  let n = 0;
  const waiting: Array<() => void> = [];
  server.use(
    on(FILE_CALLS.upload, async () => {
      n += 1;
      if (n <= failing) return fail(ERR.SERVER, 'The file could not be stored');
      if (!immediate) await new Promise<void>((resolve) => waiting.push(resolve));
      const id = FILE_ID(n);
      const file = { file_id: id, filename: `Newcache_3_${id}.pdf`, url: fileReadUrl(`Newcache_3_${id}.pdf`), size: 2048, mime: 'application/pdf' };
      return ok({ ...file, list: [file] });
    }),
  );
  return { release: () => waiting.splice(0).forEach((go) => go()) };
}

interface Options {
  limit?: number;
  error?: string;
  disabled?: boolean;
  roomy?: boolean;
}

/** The list over a state of its own, as a page holds it; returns the files handed to onRemove. */
async function mountList({ limit = 3, error, disabled = false, roomy = false }: Options = {}) {
  const removed: Upload[] = [];
  function Files() {
    const [uploads, setUploads] = useState<Upload[]>([]);
    const files = useCertificateUploads({
      uploads,
      setUploads,
      limit,
      tooMany: (space) => `Only ${space} more`,
      say: (message) => `Said: ${message}`,
      onRemove: (upload) => removed.push(upload),
    });
    return <CertificateUploadList uploads={files} label="Certificate files" rules="JPG, PNG or PDF" error={error} disabled={disabled} prefix="acc-test" chooseClass="choose" roomy={roomy} />;
  }
  const page = await mountLifecycles(defineParcel({ owner: 'mf-account', root: Files }), testShellProps());
  mounted.push(page.unmount);
  return { removed, user: userEvent.setup({ delay: null }), root: page.domElement };
}

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });
const addFiles = (files: File[]) => fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
const list = () => screen.getByRole('list', { name: 'Certificate files' });

describe('the certificate upload list', () => {
  it('uploads a file as it is added, shows its progress, offers a retry when it failed, and hands a removed file on', async () => {
    const { release } = answerUploads({ failing: 1, immediate: false });
    const { removed, user } = await mountList();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('JPG, PNG or PDF');
    addFiles([pdf('resale.pdf')]);
    expect(await screen.findByText('The file could not be stored')).toBeInTheDocument();
    expect(within(list()).getByRole('listitem')).toHaveTextContent('resale.pdf2 KB · The file could not be stored');
    await user.click(screen.getByRole('button', { name: 'Upload resale.pdf again' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading resale.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(list()).getByRole('listitem')).toHaveTextContent('resale.pdf2 KB · Uploading 0%');
    release();
    await waitFor(() => expect(within(list()).getByRole('listitem')).toHaveTextContent('resale.pdf2 KB · Uploaded'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload resale.pdf again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove resale.pdf' }));
    expect(screen.queryByRole('list', { name: 'Certificate files' })).not.toBeInTheDocument();
    expect(removed.map((u) => u.fileId)).toEqual([FILE_ID(2)]);
  });

  it('takes no more files than its limit and says why; refuses a file of another type before sending it, with no retry', async () => {
    answerUploads();
    const { user } = await mountList({ limit: 2 });
    addFiles([new File(['x'], 'notes.docx', { type: 'application/msword' }), pdf('one.pdf'), pdf('two.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 more');
    expect(await screen.findByText(`Said: ${FILE_RULES.certificate.message}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload notes.docx again' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByText(/Uploaded/)).toHaveLength(1));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove notes.docx' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });

  it("shows the field's message, and neither chooses nor removes while disabled", async () => {
    answerUploads();
    const first = await mountList({ error: 'Please upload a certificate', roomy: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a certificate');
    // The page's sheet draws it: the prefix names its classes.
    expect(first.root.querySelector('.acc-test-dropzone.acc-test-dropzone--invalid')).not.toBeNull();
    addFiles([pdf('resale.pdf')]);
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
    await mounted.pop()!();
    await mountList({ disabled: true });
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    addFiles([pdf('other.pdf')]);
    expect(await screen.findByRole('button', { name: 'Remove other.pdf' })).toBeDisabled();
  });
});
