import { CLIENT_AGENT_CALLS, ERR, MESSAGES, type PaymentMethodResponse } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mountAgentPage, payLink, unmountAgentPages, visitorSession } from '../../test/client-agent';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAgentPages();
  server.resetHandlers();
});
afterAll(() => server.close());

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const method = (funding: PaymentMethodResponse['funding'], last4: string): PaymentMethodResponse => ({ token: `pm_${last4}`, method: funding === 'bank' ? 'ach' : 'card', brand: funding === 'bank' ? '' : 'visa', funding, last4 }) as PaymentMethodResponse;

describe('/clientPay', { timeout: 20_000 }, () => {
  it('shows the lines, totals and address, pays by card with its fee once, then the order received', async () => {
    const paid: unknown[] = [];
    server.use(
      on(CLIENT_AGENT_CALLS.payLink, () => ok(payLink())),
      on(CLIENT_AGENT_CALLS.payLinkTokenizeCard, () => ok(method('credit', '4242'))),
      on(CLIENT_AGENT_CALLS.payLinkPay, async ({ request }) => {
        paid.push(await request.json());
        return ok({ reference: 'PL100001', order_number: 'SO100042', charged: 4274.5, total: 4150 });
      }),
    );
    const { user } = await mountAgentPage('clientPay', { token: TOKEN }, visitorSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay your order' })).toBeInTheDocument();
    const order = await screen.findByRole('table');
    expect(within(order).getByRole('rowheader', { name: /Harlow Sofa/ })).toBeInTheDocument();
    expect(screen.getByText('$4,150.00')).toBeInTheDocument();
    expect(screen.getByText('Casey Morgan, 200 Park Avenue South, New York, NY 10016, US')).toBeInTheDocument();
    expect(screen.getByText(/valid until March 8, 2026, 16:30 UTC/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('Please enter card number')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Casey Morgan');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(/Visa credit card ending in 4242: a card fee of \$124.50 applies/)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay $4,274.50' });
    await waitFor(() => expect(pay).toHaveFocus());
    await user.click(pay);
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Order received' })).toBeInTheDocument();
    expect(done).toHaveTextContent('Your order number is SO100042.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(paid).toEqual([{ token: TOKEN, payment_token: 'pm_4242', amount_due: 4274.5 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('pays by bank account (ACH) with no fee, and says a decline', async () => {
    server.use(
      on(CLIENT_AGENT_CALLS.payLink, () => ok(payLink())),
      on(CLIENT_AGENT_CALLS.payLinkTokenizeAch, () => ok(method('bank', '6789'))),
      on(CLIENT_AGENT_CALLS.payLinkPay, () => fail(ERR.PAYMENT_FAILED, MESSAGES.paymentFailed)),
    );
    const { user } = await mountAgentPage('clientPay', { token: TOKEN }, visitorSession);
    await user.click(await screen.findByRole('radio', { name: 'Bank account (ACH)' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000123456789');
    await user.type(screen.getByRole('textbox', { name: 'Routing number' }), '110000000');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Casey');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Morgan');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $4,150.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentFailed);
    expect(screen.getByRole('button', { name: 'Review payment' })).toBeInTheDocument();
  });

  it('says the link has expired, and that a paid link is paid', async () => {
    server.use(on(CLIENT_AGENT_CALLS.payLink, () => fail(ERR.LINK_EXPIRED, MESSAGES.linkExpired)));
    await mountAgentPage('clientPay', { token: TOKEN }, visitorSession);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.linkExpired);
    expect(screen.queryByRole('button', { name: 'Review payment' })).not.toBeInTheDocument();
    await unmountAgentPages();

    server.use(on(CLIENT_AGENT_CALLS.payLink, () => fail(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid)));
    await mountAgentPage('clientPay', { token: TOKEN }, visitorSession);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentAlreadyPaid);
    await unmountAgentPages();

    // A link without a token never asks the api.
    await mountAgentPage('clientPay', {}, visitorSession);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.linkExpired);
  });
});
