/**
 * mf-catalog's stylesheets as text (the host does not load CSS of federated modules). The route app loads them on
 * demand (`styles: () => import('./route-styles')`): a page the server rendered brings its sheet in the HTML, so the
 * text stays off that page's first load; a mount elsewhere waits for it.
 */
import detail from './features/product-detail/styles.css?inline';
import home from './features/home/styles.css?inline';
import list from './features/product-list/styles.css?inline';
import ui from './ui/styles.css?inline';

/** Each page group's sheet, and the shared one (cards, rails, prices) every page uses. */
export const SHEETS = { ui, list, detail, home } as const;

/** The route app's sheet: every page group's. */
export default [ui, list, detail, home].join('\n');

/** The dialogs' sheet: the cards and the product's quick view. */
export const DIALOG_STYLES: string = [ui, detail].join('\n');
