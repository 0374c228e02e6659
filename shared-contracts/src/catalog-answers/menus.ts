/**
 * The menus and category lists of a site, built from its live catalog by room, category, brand and portfolio (spec
 * sections 3 and 7). The api answers with these, and so does the mock api (decision 038).
 */
import { brandByCode, type BrandCode } from '../brands';
import { PRODUCT_BRAND_NAMES, type ProductBrand } from '../catalog';
import { catalogLink, type CategoryItem, type MenuItem } from '../schemas/catalog';
import { footerGroups, menuEntry, menuStyleOf, siteMenuEntries, type MenuExtra } from '../site-menus';
import { productImageUrl } from './cards';

/** A room, category, brand, style or portfolio of a site, with its products' count. */
export interface SectionCount {
  name: string;
  count: number;
  /** The best-ranked product of the section: its picture stands for it. */
  preview: string;
  /** That product's rank. */
  rank: number;
}

export interface RoomSection extends SectionCount {
  categories: SectionCount[];
}

export interface BrandSection extends SectionCount {
  brand: ProductBrand;
  rooms: RoomSection[];
}

/** What the menus read of a site's live catalog. */
export interface MenuSections {
  rooms: RoomSection[];
  /** Every category of the site (a category may sit in several rooms). */
  categories: SectionCount[];
  brands: BrandSection[];
  portfolios: SectionCount[];
}

/** Lines a mega-menu column holds before the next room starts a new column (line_wrap). */
const COLUMN_LINES = 12;
/** Portfolios listed under Collections. */
const COLLECTIONS_SHOWN = 12;

type Extra = MenuExtra;
const item = menuEntry;
const styleOf = menuStyleOf;

/** The footer's groups are the contracts' (site-menus.ts), beside the fixed menu entries. */
export { footerGroups };

const megaStyleOf = (site: BrandCode, preview: string): Extra =>
  site === 'jc' || site === 'art' ? { second_menu_style: '5', preview_link: productImageUrl(preview), is_show: true } : {};

/** Rooms with their categories, rooms starting a new column when the current one is full. */
function roomItems(site: BrandCode, rooms: readonly RoomSection[], brand?: string): MenuItem[] {
  let lines = 0;
  return rooms.map((room, index) => {
    const height = 1 + room.categories.length;
    const wrap = index > 0 && lines + height > COLUMN_LINES;
    lines = wrap ? height : lines + height;
    return item(room.name, catalogLink(site, { room: room.name, brand }), {
      ...megaStyleOf(site, room.preview),
      line_wrap: wrap,
      count: room.count,
      children: room.categories.map((c) =>
        item(c.name, catalogLink(site, { room: room.name, category: c.name, brand }), { ...styleOf(site), count: c.count }),
      ),
    });
  });
}

/** The products menu of a site: rooms and categories from the live catalog; the hub adds its brands. */
function productMenus(site: BrandCode, sections: MenuSections): MenuItem[] {
  const top = [...sections.rooms].sort((a, b) => a.rank - b.rank)[0]?.preview ?? '';
  const menus: MenuItem[] = [];
  const products = item('Products', catalogLink(site, {}), { ...megaStyleOf(site, top), children: roomItems(site, sections.rooms) });
  menus.push(products);
  if (site === 'hom') {
    menus.push(
      item('Brands', '/brand', {
        children: sections.brands.map((b) =>
          item(PRODUCT_BRAND_NAMES[b.brand], catalogLink(site, { brand: b.brand }), { count: b.count, children: roomItems(site, b.rooms, b.brand) }),
        ),
      }),
    );
  }
  if (site === 'ca' || site === 'ca_dealer') {
    menus.push(item('In Stock', '/product/shop-instock'), item('Coming Soon', '/product/comingsoon'), item('Last Chance', '/product/last-chance'));
  }
  if (site === 'jc') menus.push(item('New', '/productList/new', styleOf(site)));
  if (site === 'art') menus.push(item('Sale', '/artSale', styleOf(site)));
  if ((site === 'jc' || site === 'art' || site === 'ca' || site === 'ca_dealer') && sections.portfolios.length) {
    const shown = [...sections.portfolios].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, COLLECTIONS_SHOWN);
    menus.push(
      item('Collections', catalogLink(site, { portfolio: shown[0]?.name ?? '' }), {
        ...styleOf(site),
        children: shown.sort((a, b) => a.name.localeCompare(b.name)).map((p) => item(p.name, catalogLink(site, { portfolio: p.name }), { ...styleOf(site), count: p.count })),
      }),
    );
  }
  return menus;
}

/** The desktop menu of a site. */
export function pcMenu(site: BrandCode, sections: MenuSections): MenuItem[] {
  return [...productMenus(site, sections), ...siteMenuEntries(site)];
}

/** The tablet menu: rooms are top-level entries (no mega menu), then the site's other entries. */
export function padMenu(site: BrandCode, sections: MenuSections): MenuItem[] {
  const rooms = roomItems(site, sections.rooms).map((r) => ({ ...r, line_wrap: false }));
  return [...rooms, ...productMenus(site, sections).slice(1), ...siteMenuEntries(site)];
}

/** The FFD outlet's menu: its categories, flat. */
export function outletMenu(sections: MenuSections): MenuItem[] {
  return [
    item('All Deals', catalogLink('ol', {}), {
      children: sections.categories.map((c) => item(c.name, catalogLink('ol', { category: c.name }), { count: c.count })),
    }),
    ...sections.categories.map((c) => item(c.name, catalogLink('ol', { category: c.name }), { count: c.count })),
  ];
}

const SOCIAL: ReadonlyArray<{ name: string; url: (slug: string) => string }> = [
  { name: 'instagram', url: (slug) => `https://www.instagram.com/${slug}` },
  { name: 'facebook', url: (slug) => `https://www.facebook.com/${slug}` },
  { name: 'pinterest', url: (slug) => `https://www.pinterest.com/${slug}` },
  { name: 'houzz', url: (slug) => `https://www.houzz.com/pro/${slug}` },
];

/** The social icons of the footer (icons are the shell's static files). */
export function socialList(site: BrandCode): Array<{ icon_url: string; icon_link: string }> {
  const slug = brandByCode(site).name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return SOCIAL.map((s) => ({ icon_url: `/static/social/${s.name}.svg`, icon_link: s.url(slug) }));
}

/** Category items (name, value, category) of rooms and their categories. */
export function roomCategoryItems(rooms: readonly RoomSection[]): CategoryItem[] {
  return rooms.map((room) => ({
    name: room.name,
    value: room.name,
    count: room.count,
    category: room.categories.map((c) => ({ name: c.name, value: c.name, count: c.count })),
  }));
}

/** Category items of brands, each with its rooms and their categories. */
export function brandCategoryItems(sections: MenuSections): CategoryItem[] {
  return sections.brands.map((b) => ({ name: PRODUCT_BRAND_NAMES[b.brand], value: b.brand, count: b.count, category: roomCategoryItems(b.rooms) }));
}
