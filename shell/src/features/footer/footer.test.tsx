import { CATALOG_CALLS, DIALOG_TABLE, footerGroups, type DialogKind } from '@storefront/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtom } from 'jotai';
import { Suspense } from 'react';
import { LazyModalFrame, dialogAtom, loadModalFrame } from '../dialogs';
import { SAMPLE_DESIGNER, SAMPLE_FOOTER, layoutApi } from '../../test/fake-api';
import { designerSession, visitorSession } from '../../test/props';
import { Footer } from './footer';
import '../../test/slow-machine';

/** The dialog host as the shell draws it (its store and its frame), with a stand-in for the remote's body. */
function TestDialogHost() {
  const [open, setOpen] = useAtom(dialogAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalFrame title={DIALOG_TABLE[open.kind].title} onClose={() => setOpen(null)}>
        <p>body of {open.kind}</p>
      </LazyModalFrame>
    </Suspense>
  );
}

const menus = (social = [] as Array<{ icon_url: string; icon_link: string }>, footer = SAMPLE_FOOTER) => ({ menu: [], footer, social });
const dialogs = () => ({ open: vi.fn() });

describe('Footer', () => {
  it('shows link columns the roles allow, the showroom, social icons with names and the designer info', async () => {
    render(<Footer brand="HOM" session={visitorSession({ roles: ['designer_benefits'] })} api={layoutApi()} menus={menus()} dialogs={dialogs()} />);
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
    render(<Footer brand="HOM" session={designerSession({ roles: ['order'] })} api={layoutApi()} menus={menus()} dialogs={dialogs()} />);
    expect(screen.queryByRole('navigation', { name: 'Policies' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/TermsOfUse');
    expect(within(screen.getByRole('navigation', { name: 'Trade' })).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('uses the social links of the menu call when it lists them', () => {
    const social = [{ icon_url: '/static/social/pinterest.svg', icon_link: 'https://www.pinterest.com/jonathancharles' }];
    render(<Footer brand="JC" session={visitorSession()} api={layoutApi()} menus={menus(social)} dialogs={dialogs()} />);
    const list = screen.getByRole('list', { name: 'Jonathan Charles on social media' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Pinterest (opens in a new tab)' })).toHaveAttribute('href', social[0]?.icon_link);
  });

  it('with the whole detail off shows only the legal links and copyright; the designer info flag alone adds the block', async () => {
    const api = layoutApi();
    const { unmount } = render(<Footer brand="HOM" session={visitorSession()} api={api} menus={menus()} dialogs={dialogs()} flags={{ footerWholeDetail: false, footerDesignerInfo: false }} />);
    expect(screen.queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
    expect(screen.queryByText('220 Elm Street, Suite 300')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warranty' })).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
    unmount();
    render(<Footer brand="HOM" session={visitorSession()} api={api} menus={menus()} dialogs={dialogs()} flags={{ footerWholeDetail: false, footerDesignerInfo: true }} />);
    expect(await screen.findByRole('region', { name: 'Your contact' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
  });

  it('FFD leaves the designer info out by its brand flag; ART shows the 2020 range', () => {
    const api = layoutApi();
    const { unmount } = render(<Footer brand="FFD" session={visitorSession()} api={api} menus={menus()} dialogs={dialogs()} />);
    expect(api.call).not.toHaveBeenCalledWith(CATALOG_CALLS.designerInfo, expect.anything());
    unmount();
    render(<Footer brand="ART" session={visitorSession()} api={api} menus={null} dialogs={dialogs()} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2020-${new Date().getFullYear()} A.R.T. Furniture. All rights reserved.`);
  });

  it("draws the site's dialog entries as buttons that open the dialog host's About and Contact, and keeps other sites' links apart", async () => {
    const user = userEvent.setup();
    const host = dialogs();
    render(<Footer brand="CA" session={visitorSession()} api={layoutApi()} menus={menus([], footerGroups('ca'))} dialogs={host} />);
    const about = screen.getByRole('navigation', { name: 'About' });
    const button = within(about).getByRole('button', { name: 'About Caracole' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(about).queryByRole('link', { name: /About Caracole/ })).not.toBeInTheDocument();
    const site = within(about).getByRole('link', { name: 'Visit Caracole (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://www.caracole.com');
    expect(site).toHaveAttribute('target', '_blank');
    await user.click(button);
    expect(host.open).toHaveBeenLastCalledWith('About');

    // Caracole has no /contactUs page: Contact Us opens the Contact dialog, from the keyboard too.
    const contact = within(screen.getByRole('navigation', { name: 'Customer Care' })).getByRole('button', { name: 'Contact Us' });
    contact.focus();
    await user.keyboard('{Enter}');
    expect(host.open).toHaveBeenLastCalledWith('Contact');
    expect(host.open).toHaveBeenCalledTimes(2);
  });

  it('JC keeps Contact Us a link to its /contactUs page; only About opens a dialog', () => {
    render(<Footer brand="JC" session={visitorSession()} api={layoutApi()} menus={menus([], footerGroups('jc'))} dialogs={dialogs()} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactUs');
    expect(within(footer).getAllByRole('button').map((b) => b.textContent)).toEqual(['About Jonathan Charles']);
  });

  it("opens the About dialog in the shell's dialog host, and Escape closes it with focus back on the footer's button", async () => {
    await loadModalFrame();
    const user = userEvent.setup();
    const store = createStore();
    // What the shell's dialogs.open does (app/shell-api.ts): the host's store names the dialog.
    const open = (kind: DialogKind, payload: Record<string, unknown> = {}) => store.set(dialogAtom, { kind, payload });
    render(
      <Provider store={store}>
        <Footer brand="HOM" session={visitorSession()} api={layoutApi()} menus={menus([], footerGroups('hom'))} dialogs={{ open }} />
        <TestDialogHost />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'About HOM' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(dialog).toHaveTextContent('body of About');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(dialogAtom)).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());

    // The hub has no /contactUs page either: Contact Us opens the Contact dialog.
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toHaveTextContent('body of Contact');
    act(() => store.set(dialogAtom, null));
  });
});
