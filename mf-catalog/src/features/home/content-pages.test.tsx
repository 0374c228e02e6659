import { TRADE_DESKS } from '@storefront/contracts';
import { matchedRoute } from '@storefront/contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designerSession, mountPage, unmountPages } from '../../test/catalog';
import { BrandsPage } from './brand-landing';
import { DealerLocatorPage } from './jc-pages';
import { DesignerAccountPage } from './trade-pages';

afterEach(() => unmountPages());

describe('content pages', () => {
  it('designer benefits invite a visitor to apply, and send a signed-in designer shopping', async () => {
    await mountPage(DesignerAccountPage, { route: matchedRoute('designerAccount') });
    expect(screen.getByRole('heading', { level: 1, name: 'A trade account built for the way designers work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for a trade account' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('Within 30 days of a return authorization; a 25% restocking fee applies')).toBeInTheDocument();
    await unmountPages();
    await mountPage(DesignerAccountPage, { route: matchedRoute('designerAccount'), session: designerSession });
    expect(screen.queryByRole('link', { name: 'Apply for a trade account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it('the brands page links each house to its landing and its products', async () => {
    await mountPage(BrandsPage, { route: matchedRoute('brand') });
    expect(screen.getByRole('link', { name: 'Discover Rowe' })).toHaveAttribute('href', '/brand/rowe');
    expect(screen.getByRole('link', { name: 'Shop Jonathan Charles' })).toHaveAttribute('href', '/productList?Brand=jc');
  });

  it('the JC dealer locator takes a ZIP code and answers with the trade desk', async () => {
    const user = userEvent.setup();
    await mountPage(DealerLocatorPage, { brand: 'JC', route: matchedRoute('DealerLocator') });
    const find = screen.getByRole('button', { name: 'Find dealers' });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '2726');
    expect(find).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '0');
    await user.click(find);
    expect(screen.getByRole('status')).toHaveTextContent(`Dealers near 27260: call our trade desk at ${TRADE_DESKS.jc.phone_number}`);
  });
});
