import { axeViolations } from '@storefront/tooling/axe';
import { screen } from '@testing-library/react';
import { mountAt, unmountAll } from '../../test/checkout';
import PaymentFailedPage from './payment-failed';

afterEach(() => unmountAll());

describe('Payment failed', () => {
  it('says nothing was charged and offers checkout again (with u) and the cart', async () => {
    await mountAt('paymentFailed', PaymentFailedPage, { query: {} });
    expect(screen.getByRole('heading', { name: 'Payment failed', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged and the order was not placed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout?isCart=1&u=8f3a21c9');
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart?u=8f3a21c9');
    expect(await axeViolations()).toEqual([]);
  });
});
