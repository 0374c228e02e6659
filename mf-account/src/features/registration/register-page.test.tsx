import { ERR, FILE_CALLS, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS, REGISTRATION_MESSAGES as M, fileReadUrl } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { fill, fillBusiness, mountPage, textbox, unmountAll, type User } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const REGISTRATION_ID = '11111111-2222-4333-8444-555555555555';
const FILE_ID = (n: number) => `aaaaaaaa-bbbb-4ccc-8ddd-${String(n).padStart(12, '0')}`;

/** The option lists and districts every registration test needs; returns what step calls received. */
function baseHandlers() {
  const calls: Record<string, unknown[]> = { firstCheck: [], secondCheck: [], submit: [], fileDel: [], sendCode: [] };
  server.use(
    on(REGISTRATION_CALLS.optionList, () => fail(ERR.SERVER, 'offline')),
    on(REGISTRATION_CALLS.district, () => fail(ERR.SERVER, 'offline')),
    on(REGISTRATION_CALLS.sendCode, async ({ request }) => {
      calls.sendCode!.push(await request.json());
      return ok({ sent: true, channel: 'email', expires_in: 600 });
    }),
    on(REGISTRATION_CALLS.firstCheck, async ({ request }) => {
      calls.firstCheck!.push(await request.json());
      return ok({ registration_id: REGISTRATION_ID });
    }),
    on(REGISTRATION_CALLS.secondCheck, async ({ request }) => {
      calls.secondCheck!.push(await request.json());
      return ok({ registration_id: REGISTRATION_ID, files: [] });
    }),
    on(REGISTRATION_CALLS.submit, async ({ request }) => {
      calls.submit!.push(await request.json());
      return ok({ registration_id: REGISTRATION_ID, state: 'submitted', email: 'avery@harborlight.test' });
    }),
    on(REGISTRATION_CALLS.fileDel, async ({ request }) => {
      calls.fileDel!.push(await request.json());
      return ok({ deleted: true });
    }),
  );
  return calls;
}

/** Upload answers, each held until `release` is called (or at once when `immediate`). */
function uploads(immediate = true) {
  let n = 0;
  const waiting: Array<() => void> = [];
  server.use(
    on(FILE_CALLS.upload, async () => {
      n += 1;
      const id = FILE_ID(n);
      if (!immediate) await new Promise<void>((resolve) => waiting.push(resolve));
      const filename = `Newcache_1_${id}.pdf`;
      const file = { file_id: id, filename, url: fileReadUrl(filename), size: 1000, mime: 'application/pdf' };
      return ok({ ...file, list: [file] });
    }),
  );
  return { release: () => waiting.splice(0).forEach((go) => go()) };
}

const pdf = (name = 'certificate.pdf', size = 2048) => {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type: 'application/pdf' });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const addFiles = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

async function toDocuments(user: User) {
  await mountPage('register', { query: { data1: 'signup' } });
  await fillBusiness(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
}

async function toTerms(user: User) {
  uploads();
  await toDocuments(user);
  addFiles([pdf()]);
  expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
}

describe('registration, step 1: Business Information', () => {
  it('shows every required field message in the spec words when Next is pressed empty, and focuses the first', async () => {
    baseHandlers();
    const user = userEvent.setup({ delay: null });
    await mountPage('register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Registration steps' })).toHaveTextContent(/Business Information.*Documents.*Terms and Conditions/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      M.businessName, M.businessType, M.howHeard, M.street, M.city, M.state, M.postal, M.firstName, M.lastName,
      MESSAGES.enterEmail, MESSAGES.validPhone, M.code,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(textbox('Business Name')).toHaveFocus());
    expect(textbox('Business Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates a field when it is left: email, phone, postal code, EIN and website', async () => {
    baseHandlers();
    const user = userEvent.setup({ delay: null });
    await mountPage('register');
    await fill(user, 'Email', 'avery@harborlight');
    await user.tab();
    expect(await screen.findByText(MESSAGES.validEmail)).toBeInTheDocument();
    await fill(user, 'Phone', '555-01');
    await user.tab();
    expect(await screen.findByText(MESSAGES.validPhone)).toBeInTheDocument();
    await fill(user, 'Postal Code', '1001');
    await user.tab();
    expect(await screen.findByText(M.postalValid)).toBeInTheDocument();
    await fill(user, 'EIN', '12-34');
    await user.tab();
    expect(await screen.findByText(M.ein)).toBeInTheDocument();
    await fill(user, 'Company Website', 'not a site');
    await user.tab();
    expect(await screen.findByText(M.website)).toBeInTheDocument();
    // Untouched fields stay quiet.
    expect(screen.queryByText(M.businessName)).not.toBeInTheDocument();
  });

  it('sends the verification code to the email', async () => {
    const calls = baseHandlers();
    const user = userEvent.setup({ delay: null });
    await mountPage('register');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    expect(calls.sendCode).toHaveLength(0);
    await fill(user, 'Email', 'avery@harborlight.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to avery@harborlight.test. It expires in 10 minutes.')).toBeInTheDocument();
    expect(calls.sendCode).toEqual([{ email: 'avery@harborlight.test' }]);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });

  it("shows 'The company is already registered' on the business name, and the other refusals on their fields", async () => {
    baseHandlers();
    let answer = fail(ERR.COMPANY_REGISTERED, MESSAGES.companyRegistered);
    server.use(on(REGISTRATION_CALLS.firstCheck, () => answer.clone()));
    const user = userEvent.setup({ delay: null });
    await mountPage('register');
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The company is already registered')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Business Name')).toHaveFocus());
    answer = fail(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Verification Code')).toHaveFocus());
    answer = fail(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.phoneRegistered)).toBeInTheDocument();
    answer = fail(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.emailUsed)).toBeInTheDocument();
  });
});

describe('registration, step 2: Documents', () => {
  it('needs a certificate', async () => {
    baseHandlers();
    const user = userEvent.setup({ delay: null });
    await toDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.certificate)).toBeInTheDocument();
  });

  it('does not move on while an upload is unfinished, then does once it finishes', async () => {
    const calls = baseHandlers();
    const held = uploads(false);
    const user = userEvent.setup({ delay: null });
    await toDocuments(user);
    addFiles([pdf('resale.pdf')]);
    expect(await screen.findByText(/Uploading/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.uploadUnfinished)).toBeInTheDocument();
    expect(calls.secondCheck).toHaveLength(0);
    held.release();
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(calls.secondCheck).toEqual([{ registration_id: REGISTRATION_ID, reseller_number: '', state_of_registration: '', sales_tax_number: '', file_ids: [FILE_ID(1)] }]);
  });

  it('refuses other file types, files over 20 MB and more than 10 files; a removed file is deleted', async () => {
    const calls = baseHandlers();
    uploads();
    const user = userEvent.setup({ delay: null });
    await toDocuments(user);
    addFiles([new File(['x'], 'notes.docx', { type: 'application/msword' }), pdf('huge.pdf', 21 * 1024 * 1024)]);
    expect(await screen.findByText('Please upload the certificate as a JPG, PNG or PDF file')).toBeInTheDocument();
    expect(screen.getByText(/The file is too large/)).toBeInTheDocument();
    // Failed files keep Next from moving on until removed.
    await user.click(screen.getByRole('button', { name: 'Remove notes.docx' }));
    await user.click(screen.getByRole('button', { name: 'Remove huge.pdf' }));
    addFiles(Array.from({ length: 11 }, (_, i) => pdf(`page-${i + 1}.pdf`)));
    expect(await screen.findByText(M.tooManyFiles)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/Uploaded/)).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove page-1.pdf' }));
    await waitFor(() => expect(calls.fileDel).toEqual([{ file_id: FILE_ID(1) }]));
  });

  it('Back keeps what was entered in step 1, and the uploads of step 2', async () => {
    baseHandlers();
    uploads();
    const user = userEvent.setup({ delay: null });
    await toDocuments(user);
    addFiles([pdf('resale.pdf')]);
    expect(await screen.findByText(/Uploaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Business Information' })).toBeInTheDocument();
    expect(textbox('Business Name')).toHaveValue('Harbor Light Design');
    expect(textbox('Email')).toHaveValue('avery@harborlight.test');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('New York');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('resale.pdf')).toBeInTheDocument();
  });
});

describe('registration, step 3: Terms and Conditions', () => {
  it('needs the printed name, title, signature and agreement, in the spec words', async () => {
    const calls = baseHandlers();
    const user = userEvent.setup({ delay: null });
    await toTerms(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [M.printedName, M.title, M.signature, M.agree]) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.submit).toHaveLength(0);
  });

  it('takes a drawn signature, submits and shows the thank-you page', async () => {
    const calls = baseHandlers();
    const user = userEvent.setup({ delay: null });
    await toTerms(user);
    await fill(user, 'Print Name', 'Avery Stone');
    await fill(user, 'Title', 'Principal');
    const pad = screen.getByRole('img', { name: /Signature/ });
    (HTMLCanvasElement.prototype as { toDataURL: () => string }).toDataURL = () => 'data:image/png;base64,iVBORw0KGgo=';
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('avery@harborlight.test')).toBeInTheDocument();
    expect(calls.submit).toEqual([
      { registration_id: REGISTRATION_ID, printed_name: 'Avery Stone', title: 'Principal', signature: 'data:image/png;base64,iVBORw0KGgo=', agree: true },
    ]);
  });

  it('clears a drawn signature, and takes a typed one instead (keyboard users)', async () => {
    const calls = baseHandlers();
    const user = userEvent.setup({ delay: null });
    await toTerms(user);
    const pad = screen.getByRole('img', { name: /Signature/ });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 12, clientY: 12, pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(M.signature)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    await fill(user, 'Type your full name', 'Avery Stone');
    await fill(user, 'Print Name', 'Avery Stone');
    await fill(user, 'Title', 'Principal');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(calls.submit![0]).toMatchObject({ signature: 'Avery Stone' });
  });

  it('shows a refused submit at the top of the step', async () => {
    baseHandlers();
    server.use(on(REGISTRATION_CALLS.submit, () => fail(ERR.SUBMIT_FAILED, MESSAGES.submitFailed)));
    const user = userEvent.setup({ delay: null });
    await toTerms(user);
    await fill(user, 'Print Name', 'Avery Stone');
    await fill(user, 'Title', 'Principal');
    await user.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    await fill(user, 'Type your full name', 'Avery Stone');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.submitFailed);
  });
});

describe('activation email, existing customers and FFD', () => {
  it('sends the activation email again and shows the api refusal in its words', async () => {
    let answer = fail(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
    server.use(on(REGISTRATION_CALLS.sendActivationEmail, () => answer.clone()));
    const user = userEvent.setup({ delay: null });
    await mountPage('register', { query: { view: 'activation' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activation Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Activation Email' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    await fill(user, 'Email', 'avery@harborlight.test');
    await user.click(screen.getByRole('button', { name: 'Send Activation Email' }));
    expect(await screen.findByText(MESSAGES.applicationPending)).toBeInTheDocument();
    answer = ok({ sent: true });
    await user.click(screen.getByRole('button', { name: 'Send Activation Email' }));
    expect(await screen.findByText(/We sent a new activation link to avery@harborlight.test/)).toBeInTheDocument();
  });

  it('lets a person join an existing trade customer with the short registration', async () => {
    server.use(
      mock(REGISTRATION_CALLS.oldUserInfo, { account_number: 'designer@storefront.test', first_name: 'D', last_name: 'D', email: 'd***@storefront.test', phone: '', business_name: 'Studio North', business_type: '', street_address: '', city: '', state: '', postal: '', country: '', brands: [] }),
      mock(REGISTRATION_CALLS.sendCode, { sent: true, channel: 'email', expires_in: 600 }),
      on(REGISTRATION_CALLS.simpleRegister, () => fail(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered)),
    );
    const user = userEvent.setup({ delay: null });
    await mountPage('register', { query: { view: 'existing' } });
    await fill(user, 'Account Number', 'designer@storefront.test');
    await user.click(screen.getByRole('button', { name: 'Find Company' }));
    expect(await screen.findByText('Company: Studio North')).toBeInTheDocument();
    await fill(user, 'First Name', 'Jo');
    await fill(user, 'Last Name', 'Park');
    await fill(user, 'Email', 'jo@studionorth.test');
    await fill(user, 'Phone', '6465550143');
    await fill(user, 'Verification Code', '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.accountRegistered)).toBeInTheDocument();
  });

  it('FFD: its own sign-up with the password checklist, signed in at once', async () => {
    server.use(
      mock(IDENTITY_CALLS.ffdRegister, {
        token: 't',
        user_id: 'u',
        user_first_name: 'Jo',
        user_last_name: '',
        user_email: 'jo@outlet.test',
        head_img: '',
        kind: 'ffd_shopper',
        mode: 'mibd_designer',
        ol_user_name: 'Jo',
      }),
    );
    const user = userEvent.setup({ delay: null });
    const record = await mountPage('register', { brand: 'FFD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'To do: contains 12-20 characters',
      'To do: contains at least one number',
      'To do: contains upper and lower case letters',
    ]);
    await fill(user, 'Email', 'jo@outlet.test');
    await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await user.keyboard('Flash-Deals-2026');
    expect(within(rules).getAllByText(/^Done:/)).toHaveLength(3);
    await user.click(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await user.keyboard('Flash-Deals-2025');
    await user.tab();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await user.keyboard('Flash-Deals-2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(record.visited).toEqual(['/home']));
    expect(record.signedIn).toBe(1);
  });
});
