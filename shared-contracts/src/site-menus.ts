import { brandByCode, type BrandCode } from './brands';
import type { DialogKind } from './dialogs';
import { isFullLoadHref, matchPath } from './navigation';
import { routeAvailableOn, routeById, type RouteId } from './routes';
import type { MenuItem } from './schemas/catalog';

/**
 * The menus' and footer's fixed entries per site (what the menu calls answer beside the catalog's rooms, categories
 * and collections): designer benefits, magazines, visualizations, the brand's own pages, and the footer's groups.
 * Built from the route table, so an entry names a page the site has; the api answers them and the rule test walks
 * them through the route table for every brand.
 */

export type MenuExtra = Partial<Omit<MenuItem, 'name' | 'link'>>;

/** A menu entry; an http(s) link opens in a new tab. */
export function menuEntry(name: string, link: string, extra: MenuExtra = {}): MenuItem {
  return { name, link, _blank: /^https?:/i.test(link), role: '', line_wrap: false, children: [], ...extra };
}

/**
 * A footer entry that opens a dialog of the dialog host (spec section 2: About, Contact) instead of a page: no link,
 * the dialog's kind; the footer draws it as a button.
 */
export function dialogEntry(name: string, dialog: Extract<DialogKind, 'About' | 'Contact'>, extra: MenuExtra = {}): MenuItem {
  return menuEntry(name, '', { ...extra, dialog });
}

/** Whether an in-app link leads to a page of the site (links of other origins and full loads are judged elsewhere). */
function availableOn(site: BrandCode, link: string): boolean {
  if (isFullLoadHref(link)) return true;
  const matched = matchPath(link.split('?')[0] ?? link);
  return matched !== null && routeAvailableOn(matched.route, brandByCode(site).siteType);
}

/** A route's own page, named by its title, when the site has it; nothing when it does not. */
export function pageEntry(site: BrandCode, id: RouteId, extra: MenuExtra = {}, query = ''): MenuItem[] {
  const route = routeById(id);
  const link = `${route.paths[0]}${query}`;
  return availableOn(site, link) ? [menuEntry(route.title, link, extra)] : [];
}

/** JC and ART menus style their plain lists. */
export const menuStyleOf = (site: BrandCode): MenuExtra => (site === 'jc' || site === 'art' ? { second_menu_style: '1', is_show: true } : {});

/**
 * Entries after the products: designer benefits (the spec's designerAccount page, which only the hub's whitelist
 * holds: the other sites have no such page and no such entry), magazines, visualizations, the brand's own pages.
 */
export function siteMenuEntries(site: BrandCode): MenuItem[] {
  const style = menuStyleOf(site);
  const menus: MenuItem[] = [];
  if (site !== 'ol') {
    menus.push(...pageEntry(site, 'designerAccount', { role: 'designer_benefits', ...style }));
    menus.push(...pageEntry(site, 'magazines', style));
  }
  const brand = brandByCode(site).brand;
  if (brand === 'CA' || brand === 'CA_DEALER') menus.push(...pageEntry(site, 'visualizations', { role: 'AI_design_scheme_list' }));
  if (site === 'jc') menus.push(...pageEntry(site, 'bespokeDining', style), ...pageEntry(site, 'DealerLocator', style), ...pageEntry(site, 'eCatalog', style));
  return menus;
}

/**
 * Footer groups: About, Trade, Customer Care, Policies (the legal pages of the route table). The About dialog sits in
 * About on every site; the Contact dialog in Customer Care on the sites without a /contactUs page.
 */
export function footerGroups(site: BrandCode): MenuItem[] {
  const info = brandByCode(site);
  const group = (name: string, children: MenuItem[]) => menuEntry(name, '', { children, ...menuStyleOf(site) });
  // About: the hub's brands page or the brand's own site, the About dialog (every site), the magazines.
  const about: MenuItem[] = [];
  if (site === 'hom') about.push(...pageEntry(site, 'brand'));
  else if (info.homeUrl) about.push(menuEntry(`Visit ${info.name}`, info.homeUrl));
  about.push(dialogEntry(`About ${info.name}`, 'About'));
  about.push(...pageEntry(site, 'magazines'));
  const trade: MenuItem[] = [];
  if (site === 'ol') {
    trade.push(...pageEntry(site, 'register'), ...pageEntry(site, 'login'), ...pageEntry(site, 'ffdOrder', { role: 'order' }));
  } else {
    trade.push(...pageEntry(site, 'designerAccount', { role: 'designer_benefits' }));
    if (info.features.requestAccess) trade.push(menuEntry('Request Access', '/page/request-access/'));
    else trade.push(menuEntry('Open a Trade Account', '/register?data1=signup'));
    trade.push(...pageEntry(site, 'designerOrder', { role: 'order' }));
  }
  // Contact Us: the /contactUs page where the site has one (JC, FFD), else the dialog host's Contact form.
  const contact = pageEntry(site, 'contactUs');
  const care = [
    ...(contact.length ? contact : [dialogEntry(routeById('contactUs').title, 'Contact')]),
    ...pageEntry(site, 'sample-request'),
    ...pageEntry(site, 'feedback'),
    ...pageEntry(site, 'afterSalesRecords'),
    ...pageEntry(site, 'DealerLocator'),
  ];
  const policies = (['TermsOfUse', 'privacyPolicy', 'cookiesPolicy', 'refundPolicy', 'cancellation', 'warranty'] as const).flatMap((id) => pageEntry(site, id));
  return [group('About', about), group('Trade', trade), group('Customer Care', care), group('Policies', policies)].filter((g) => g.children.length);
}
