import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BRANDS, BRAND_TABLE, type Brand } from './brands';
import { linkDestination } from './navigation';
import { routeAvailableOn, routeById } from './routes';
import { catalogLink, jcCategoryListResponse, menuItem, type MenuItem } from './schemas/catalog';
import { footerGroups, siteMenuEntries } from './site-menus';

const walk = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...walk(i.children)]);

/** Other sites a link may open: the brand sites and dealer portals of the brand table. */
const ALLOWED_ORIGINS = new Set(
  Object.values(BRAND_TABLE).flatMap((b) => [b.homeUrl, b.dealerPortalUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin)),
);

/** The catalog's links as the menus build them (rooms, categories, brands, collections), with names that need encoding. */
function catalogLinks(brand: Brand): string[] {
  const site = BRAND_TABLE[brand].code;
  return [
    catalogLink(site, {}),
    catalogLink(site, { room: 'Living Room' }),
    catalogLink(site, { room: 'Dining Room', category: 'Dining Tables' }),
    catalogLink(site, { room: 'Bedroom', category: 'Benches', brand: 'ca' }),
    catalogLink(site, { brand: 'jc' }),
    catalogLink(site, { portfolio: 'Harlow & Co.' }),
  ];
}

/** Every link of the menus' and the footer's data of a brand: the fixed entries and the catalog's. */
function menuLinks(brand: Brand): Array<{ name: string; link: string }> {
  const site = BRAND_TABLE[brand].code;
  const entries = walk([...siteMenuEntries(site), ...footerGroups(site)]).filter((e) => e.link);
  return [...entries.map(({ name, link }) => ({ name, link })), ...catalogLinks(brand).map((link) => ({ name: 'catalog', link }))];
}

describe("every brand's menu and footer links lead somewhere (the crawl, on the data)", () => {
  it.each(BRANDS.flatMap((brand) => [[brand, 'a visitor', false] as const, [brand, 'a designer', true] as const]))(
    'on %s, as %s: each link resolves to a route of the site or an allowed external site, never /404',
    (brand, _who, signedIn) => {
      const links = menuLinks(brand);
      expect(links.length).toBeGreaterThan(0);
      for (const { name, link } of links) {
        const to = linkDestination(brand, link, signedIn);
        expect(to.kind, `${brand} ${name} ${link}`).not.toBe('missing');
        if (to.kind === 'external') expect(ALLOWED_ORIGINS.has(to.origin), `${brand} ${name} ${link}`).toBe(true);
      }
    },
  );

  it('lists Designer Benefits only where the spec has the page (the hub\'s whitelist holds designerAccount)', () => {
    for (const brand of BRANDS) {
      const names = walk([...siteMenuEntries(BRAND_TABLE[brand].code), ...footerGroups(BRAND_TABLE[brand].code)]).map((e) => e.name);
      expect(names.includes('Designer Benefits'), brand).toBe(BRAND_TABLE[brand].siteType === 'hom');
    }
  });
});

describe("the footer's dialog entries (spec section 2: the dialog host's About and Contact, opened from the footer)", () => {
  const groupOf = (brand: Brand, name: string) => footerGroups(BRAND_TABLE[brand].code).find((g) => g.name === name)?.children ?? [];
  const dialogsOf = (brand: Brand) => walk(footerGroups(BRAND_TABLE[brand].code)).filter((e) => e.dialog);

  it.each(BRANDS)('on %s, About holds "About <brand>", which opens the About dialog and links nowhere', (brand) => {
    const about = groupOf(brand, 'About').filter((e) => e.dialog === 'About');
    expect(about).toEqual([expect.objectContaining({ name: `About ${BRAND_TABLE[brand].name}`, link: '', _blank: false, role: '' })]);
    // The brand's own site stays one link away, named apart from the dialog's button.
    const home = BRAND_TABLE[brand].homeUrl;
    if (home) expect(groupOf(brand, 'About')).toContainEqual(expect.objectContaining({ name: `Visit ${BRAND_TABLE[brand].name}`, link: home, _blank: true }));
  });

  it.each(BRANDS)('on %s, Contact Us is the /contactUs page where the site has it, else the Contact dialog', (brand) => {
    const contact = groupOf(brand, 'Customer Care').filter((e) => e.name === 'Contact Us');
    expect(contact).toHaveLength(1);
    if (routeAvailableOn(routeById('contactUs'), BRAND_TABLE[brand].siteType)) {
      expect(contact[0]).toMatchObject({ link: '/contactUs' });
      expect(contact[0]?.dialog).toBeUndefined();
    } else {
      expect(contact[0]).toMatchObject({ link: '', dialog: 'Contact' });
    }
    expect(dialogsOf(brand).map((e) => e.dialog).sort()).toEqual(brand === 'JC' || brand === 'FFD' ? ['About'] : ['About', 'Contact']);
  });

  it("keeps the dialog's kind through the menu call's response schema", () => {
    const footer = footerGroups('hom');
    const parsed = z.parse(jcCategoryListResponse, { menu: [], footer, socialList: [] });
    expect(walk(parsed.footer).filter((e) => e.dialog).map((e) => [e.name, e.dialog])).toEqual([
      ['About HOM', 'About'],
      ['Contact Us', 'Contact'],
    ]);
    // A dialog this storefront does not know is left out: the entry stays, the menu is not refused.
    const unknown = z.safeParse(menuItem, { ...footer[0]!, dialog: 'Nowhere' });
    expect(unknown.success).toBe(true);
    expect(unknown.data?.dialog).toBeUndefined();
  });
});

describe('linkDestination', () => {
  it('follows the /page/ aliases: /page/designerAccount/ is the hub\'s page and /404 on Caracole (the broken Designer Benefits)', () => {
    expect(linkDestination('HOM', '/page/designerAccount/', false)).toEqual({ kind: 'route', id: 'designerAccount', path: '/designerAccount' });
    expect(linkDestination('CA', '/page/designerAccount/', false).kind).toBe('missing');
    expect(linkDestination('CA', '/page/home/', true)).toMatchObject({ kind: 'route', id: 'home' });
    expect(linkDestination('CA_DEALER', '/page/request-access/', false)).toMatchObject({ kind: 'route', id: 'register' });
  });

  it('follows the login guard and redirect-only routes, as a visitor and signed in', () => {
    expect(linkDestination('HOM', '/designerOrder', false)).toMatchObject({ kind: 'route', id: 'login' });
    expect(linkDestination('HOM', '/designerOrder', true)).toMatchObject({ kind: 'route', id: 'designerOrder' });
    expect(linkDestination('FFD', '/ffdOrder', false)).toMatchObject({ kind: 'route', id: 'login' });
    expect(linkDestination('CA', '/product', false)).toMatchObject({ kind: 'route', id: 'home' });
  });

  it('says missing for unknown pages, pages of another site type, /404 itself and addresses of another host', () => {
    for (const [brand, link] of [
      ['HOM', '/nowhere'],
      ['CA', '/productList?Room=Bedroom'],
      ['JC', '/artSale'],
      ['HOM', '/404'],
      ['HOM', '//evil.com/home'],
      ['HOM', 'home'],
      ['HOM', '/page/nowhere/'],
    ] as const) {
      expect(linkDestination(brand, link, true).kind, `${brand} ${link}`).toBe('missing');
    }
  });

  it('tells other sites and the static files apart', () => {
    expect(linkDestination('CA', 'https://www.caracole.com', false)).toEqual({ kind: 'external', origin: 'https://www.caracole.com' });
    expect(linkDestination('JC', '/static/social/instagram.svg', false)).toEqual({ kind: 'file', path: '/static/social/instagram.svg' });
  });
});
