import { CATALOG_CALLS } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import { SAMPLE_DESIGNER, SAMPLE_FOOTER, layoutApi } from '../../test/fake-api';
import { designerSession, visitorSession } from '../../test/props';
import { Footer } from './footer';

const menus = (social = [] as Array<{ icon_url: string; icon_link: string }>) => ({ menu: [], footer: SAMPLE_FOOTER, social });

describe('Footer', () => {
  it('shows link columns the roles allow, the showroom, social icons with names and the designer info', async () => {
    render(<Footer brand="HOM" session={visitorSession({ roles: ['designer_benefits'] })} api={layoutApi()} menus={menus()} />);
    const footer = screen.getByRole('contentinfo');
    const trade = within(footer).getByRole('navigation', { name: 'Trade' });
    expect(within(trade).getByRole('link', { name: 'Designer Benefits' })).toHaveAttribute('href', '/designerAccount');
    expect(within(trade).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(footer).getByText('220 Elm Street, Suite 300')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://www.instagram.com/hom');
    const contact = await within(footer).findByRole('region', { name: 'Your contact' });
    expect(within(contact).getByText(SAMPLE_DESIGNER.name)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: SAMPLE_DESIGNER.email })).toHaveAttribute('href', `mailto:${SAMPLE_DESIGNER.email}`);
    expect(within(contact).getByRole('link', { name: SAMPLE_DESIGNER.phone_number })).toHaveAttribute('href', 'tel:8005550100');
  });

  it('puts the legal links in the bottom bar rather than a Policies column', () => {
    render(<Footer brand="HOM" session={designerSession({ roles: ['order'] })} api={layoutApi()} menus={menus()} />);
    expect(screen.queryByRole('navigation', { name: 'Policies' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/TermsOfUse');
    expect(within(screen.getByRole('navigation', { name: 'Trade' })).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('uses the social links of the menu call when it lists them', () => {
    const social = [{ icon_url: '/static/social/pinterest.svg', icon_link: 'https://www.pinterest.com/jonathancharles' }];
    render(<Footer brand="JC" session={visitorSession()} api={layoutApi()} menus={menus(social)} />);
    const list = screen.getByRole('list', { name: 'Jonathan Charles on social media' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Pinterest (opens in a new tab)' })).toHaveAttribute('href', social[0]?.icon_link);
  });

  it('with the whole detail off shows only the legal links and copyright; the designer info flag alone adds the block', async () => {
    const api = layoutApi();
    const { unmount } = render(<Footer brand="HOM" session={visitorSession()} api={api} menus={menus()} flags={{ footerWholeDetail: false, footerDesignerInfo: false }} />);
    expect(screen.queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
    expect(screen.queryByText('220 Elm Street, Suite 300')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warranty' })).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
    unmount();
    render(<Footer brand="HOM" session={visitorSession()} api={api} menus={menus()} flags={{ footerWholeDetail: false, footerDesignerInfo: true }} />);
    expect(await screen.findByRole('region', { name: 'Your contact' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
  });

  it('FFD leaves the designer info out by its brand flag; ART shows the 2020 range', () => {
    const api = layoutApi();
    const { unmount } = render(<Footer brand="FFD" session={visitorSession()} api={api} menus={menus()} />);
    expect(api.call).not.toHaveBeenCalledWith(CATALOG_CALLS.designerInfo, expect.anything());
    unmount();
    render(<Footer brand="ART" session={visitorSession()} api={api} menus={null} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2020-${new Date().getFullYear()} A.R.T. Furniture. All rights reserved.`);
  });
});
