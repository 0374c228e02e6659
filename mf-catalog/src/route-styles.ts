/**
 * The route app's stylesheet (loaded on demand, see styles.ts) and the part of it one route's page needs: the page
 * server sends only that part with a page it rendered (less for the browser to read before the first paint); the
 * whole sheet replaces it before a page of another group shows.
 */
import { PAGES as DETAIL_PAGES } from './features/product-detail';
import { PAGES as HOME_PAGES } from './features/home';
import { PAGES as LIST_PAGES } from './features/product-list';
import whole, { SHEETS } from './styles';

export default whole;

/** Pages of one group whose look also takes rules of another group's sheet: they get the whole sheet. */
const MIXED: ReadonlySet<string> = new Set([
  // The room tiles of the products page share the home's room rules.
  'products',
]);

export function forRoute(routeId: string): string {
  const { ui, list, detail, home } = SHEETS;
  if (MIXED.has(routeId)) return whole;
  if (routeId in LIST_PAGES) return [ui, list].join('\n');
  if (routeId in DETAIL_PAGES) return [ui, detail].join('\n');
  if (routeId in HOME_PAGES) return [ui, home].join('\n');
  return whole;
}
