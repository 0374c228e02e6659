import { AFTER_SALES_CALLS, AFTER_SALES_MESSAGES, ERR, MESSAGES } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { designerSession, mountPage, outletSession, unmountAll } from '../../test/forms';
import ContactPage from './contact-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers contact us (after `hold`, when given) and records every body sent. */
function answerContact(answer: () => Response = () => ok({ id: 'c1', reference: 'CU100001', submitted_at: '2026-11-25T10:00:00.000Z' }), hold?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    on(AFTER_SALES_CALLS.contactUs, async ({ request }) => {
      sent.push(await request.json());
      await hold;
      return answer();
    }),
  );
  return sent;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Jane Doe');
  await user.type(field('Email'), 'jane@studio.test');
  await user.type(field('Order Number'), 'SO100001');
  await user.type(field('Comments'), 'The drawer sticks.');
}

describe('/contactUs', { timeout: 20_000 }, () => {
  it('shows the form with a label on every field and the four required ones marked', async () => {
    await mountPage(ContactPage, 'contactUs', { brand: 'JC' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/Jonathan Charles trade desk/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contact form' });
    for (const name of ['Full Name', 'Phone', 'Email', 'Order Number', 'Company Name', 'Product Number', 'Comments']) {
      expect(within(form).getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    for (const name of ['Full Name', 'Email', 'Order Number', 'Comments']) expect(field(name)).toHaveAttribute('aria-required', 'true');
    for (const name of ['Phone', 'Company Name', 'Product Number']) expect(field(name)).not.toHaveAttribute('aria-required');
    expect(await axeViolations()).toEqual([]);
  });

  it('checks a field when it is left, in the spec\'s words', async () => {
    const user = userEvent.setup();
    await mountPage(ContactPage, 'contactUs', { brand: 'JC' });
    await user.click(await screen.findByRole('textbox', { name: /^Full Name/ }));
    await user.tab();
    expect(field('Full Name')).toHaveAccessibleDescription(MESSAGES.enterFullName);
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Email'), 'jane@studio');
    await user.tab();
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.validEmail);
    await user.type(field('Phone'), '555');
    await user.tab();
    expect(field('Phone')).toHaveAccessibleDescription(MESSAGES.validPhone);
  });

  it('refuses an empty submit: every required message shows, the first field in error takes focus, nothing is sent', async () => {
    const user = userEvent.setup();
    const sent = answerContact();
    await mountPage(ContactPage, 'contactUs', { brand: 'JC' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(field('Full Name')).toHaveAccessibleDescription(MESSAGES.enterFullName);
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.enterEmail);
    expect(field('Order Number')).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.orderNumber);
    expect(field('Comments')).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.comments);
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(field('Full Name')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends once however often Submit is pressed, shows it is sending, then says submitted successfully', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const sent = answerContact(undefined, new Promise<void>((resolve) => (release = resolve)));
    await mountPage(ContactPage, 'contactUs', { brand: 'JC' });
    await screen.findByRole('form', { name: 'Contact form' });
    await fillRequired(user);
    await user.type(field('Phone'), '212-555-0100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(busy);
    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(MESSAGES.formSubmitted);
    expect(status).toHaveTextContent('Your reference is CU100001.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([
      { full_name: 'Jane Doe', phone: '212-555-0100', email: 'jane@studio.test', order_number: 'SO100001', company_name: '', product_number: '', comments: 'The drawer sticks.' },
    ]);
    expect(field('Full Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  });

  it('says Failed to submit information, please resubmit, with the api\'s reason, and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerContact(() => fail(ERR.DAILY_LIMIT, MESSAGES.dailyLimit));
    await mountPage(ContactPage, 'contactUs', { brand: 'JC' });
    await screen.findByRole('form', { name: 'Contact form' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.formSubmitFailed);
    expect(alert).toHaveTextContent(MESSAGES.dailyLimit);
    expect(field('Full Name')).toHaveValue('Jane Doe');

    server.resetHandlers();
    answerContact(() => fail(ERR.SERVER, MESSAGES.requestFalse));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${MESSAGES.formSubmitFailed}$`)));
  });

  it('fills in the signed-in designer\'s name and email', async () => {
    await mountPage(ContactPage, 'contactUs', { brand: 'JC', session: designerSession });
    expect(await screen.findByRole('textbox', { name: /^Full Name/ })).toHaveValue('Dana Designer');
    expect(field('Email')).toHaveValue('designer@storefront.test');
  });

  it("FFD has its own page: the outlet's words, Your Orders for the order number, the shopper's name filled in", async () => {
    const user = userEvent.setup();
    const sent = answerContact();
    const page = await mountPage(ContactPage, 'contactUs', { brand: 'FFD', session: outletSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/flash deal or an outlet order/)).toBeInTheDocument();
    expect(screen.queryByText(/trade desk/)).not.toBeInTheDocument();
    expect(field('Order Number')).toHaveAccessibleDescription('The number on your order confirmation email');
    await user.click(screen.getByRole('link', { name: 'Your Orders' }));
    expect(page.visited).toEqual(['/ffdOrder']);
    expect(field('Full Name')).toHaveValue('Olive Outlet');
    await user.type(field('Order Number'), 'SO100002');
    await user.type(field('Comments'), 'Delivery date?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.formSubmitted);
    expect(sent).toMatchObject([{ full_name: 'Olive Outlet', email: 'olive@outlet.test', order_number: 'SO100002' }]);
    expect(await axeViolations()).toEqual([]);
  });
});
