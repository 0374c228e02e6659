import {
  BRANDS,
  BRAND_TABLE,
  CART_CALLS,
  CATALOG_CALLS,
  catalogLink,
  footerGroups,
  linkDestination,
  menuEntry,
  modesOf,
  rolesFor,
  siteMenuEntries,
  type Brand,
  type MenuItem,
  type Principal,
  type SessionSnapshot,
} from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import { accountEntries, ffdVisitorEntries } from '../features/header/account-entries';
import { visibleMenu } from '../features/header';
import { visitorEntries } from '../features/header/visitor-links';
import { SiteLayout } from '../features/layout/layouts';
import { fakeApi, SAMPLE_DESIGNER } from '../test/fake-api';
import { fakeRemotes } from '../test/fake-remotes';
import { designerSession, matchedRoute, shellProps, visitorSession } from '../test/props';

/**
 * No broken links: every brand's header, footer and menu links, as a visitor and as a designer (the outlet's shopper
 * on FFD), lead to a route the site has or to an allowed other site, never to /404. The crawl, done on the data the
 * shell renders: the menus and the footer as the menu call answers them (the contracts' site menus and catalog
 * links), the account's and the visitor's entries, and every link the layout itself renders.
 */

const SOCIAL_ORIGINS = ['https://www.instagram.com', 'https://www.facebook.com', 'https://www.pinterest.com', 'https://www.houzz.com'];
const ALLOWED_ORIGINS = new Set([
  ...Object.values(BRAND_TABLE).flatMap((b) => [b.homeUrl, b.dealerPortalUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin)),
  ...SOCIAL_ORIGINS,
]);

const walk = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...walk(i.children)]);

/** The brand's menus as its menu call answers them: products by room and category, then the site's own entries. */
function menusOf(brand: Brand): { menu: MenuItem[]; footer: MenuItem[] } {
  const site = BRAND_TABLE[brand].code;
  const room = (name: string, categories: string[]) =>
    menuEntry(name, catalogLink(site, { room: name }), { children: categories.map((c) => menuEntry(c, catalogLink(site, { room: name, category: c }))) });
  const products = menuEntry('Products', catalogLink(site, {}), { children: [room('Living Room', ['Sofas']), room('Dining Room', ['Dining Tables'])] });
  return { menu: [products, ...siteMenuEntries(site)], footer: footerGroups(site) };
}

function menuApi(brand: Brand) {
  const { menu, footer } = menusOf(brand);
  return fakeApi([
    [CATALOG_CALLS.caWebMenu, { pc: menu, pad: menu, footer }],
    [CATALOG_CALLS.jcCategories, { menu, footer, socialList: [] }],
    [CATALOG_CALLS.outletCategories, { menu, footer }],
    [CATALOG_CALLS.designerInfo, SAMPLE_DESIGNER],
    [CART_CALLS.list, { list: [], count: 0 }],
    [CART_CALLS.guestList, { list: [], count: 0 }],
  ]);
}

/** Who looks: a visitor, and a signed-in account of the site (a designer; the shopper on the outlet) in each of its modes. */
function sessionsOf(brand: Brand): Array<{ who: string; session: SessionSnapshot }> {
  const principal: Principal = BRAND_TABLE[brand].features.ffdVariants ? 'ffd_shopper' : 'designer';
  return [
    { who: 'a visitor', session: visitorSession({ roles: rolesFor('visitor', 'mibd_visitor') ?? [] }) },
    ...modesOf(principal).map((mode) => ({ who: `a ${principal} in ${mode}`, session: designerSession({ mode, roles: rolesFor(principal, mode) ?? [] }) })),
  ];
}

function expectLeadsSomewhere(brand: Brand, session: SessionSnapshot, label: string, href: string) {
  // The designer-info block's email and phone open the mail and phone apps, not a page.
  if (/^(mailto|tel):/.test(href)) return;
  const to = linkDestination(brand, href, session.token !== null);
  expect(to.kind, `${brand} ${label} ${href}`).not.toBe('missing');
  if (to.kind === 'external') expect(ALLOWED_ORIGINS.has(to.origin), `${brand} ${label} ${href}`).toBe(true);
}

describe("no broken links: every brand's header, footer and menus", () => {
  it.each(BRANDS)('on %s, as a visitor and as a designer, every link leads to a route of the site or an allowed site', async (brand) => {
    const { menu, footer } = menusOf(brand);
    for (const { who, session } of sessionsOf(brand)) {
      // The menus' and the footer's data, as the roles see it.
      for (const item of walk(visibleMenu([...menu, ...footer], session.roles, brand))) {
        if (item.link) expectLeadsSomewhere(brand, session, `${who}: ${item.name}`, item.link);
      }
      // The account's entries (user menu, slide-out menu) and the visitor's ways in.
      const signedIn = session.token !== null;
      const entries = signedIn ? accountEntries(brand, session, 0) : BRAND_TABLE[brand].features.ffdVariants ? ffdVisitorEntries('en') : visitorEntries(brand);
      for (const entry of entries) if (entry.href) expectLeadsSomewhere(brand, session, `${who}: ${entry.label}`, entry.href);

      // Every link the layout renders: logo, icons, legal links, footer columns, social icons, menus.
      const view = render(
        <SiteLayout shell={shellProps({ brand, route: matchedRoute('home', { brand }), session, api: menuApi(brand) })}>
          <p>page</p>
        </SiteLayout>,
        { wrapper: fakeRemotes().wrapper },
      );
      const footerEl = await screen.findByRole('contentinfo');
      if (BRAND_TABLE[brand].features.footerWholeDetail) await within(footerEl).findAllByRole('heading', { level: 2 });
      const links = [...view.container.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => !a.getAttribute('href')!.startsWith('#'));
      expect(links.length, `${brand} ${who}`).toBeGreaterThan(3);
      for (const a of links) expectLeadsSomewhere(brand, session, `${who}: link "${a.textContent ?? a.getAttribute('aria-label')}"`, a.getAttribute('href')!);
      view.unmount();
    }
  });
});
