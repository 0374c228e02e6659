/**
 * mf-catalog's server entry (decision 013): the page server renders these routes' pages into the HTML it sends, so
 * the largest paint (the hero, the first cards, the product's picture) comes with the page: the home, landing and
 * content pages, the lists and searches, and the product page.
 */
import type { RemoteServerRender, RouteIdOwnedBy, ShellProps } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/remote-kit/server';
import { CATALOG } from './app';
import { PAGES as DETAIL_PAGES } from './features/product-detail';
import { PAGES as HOME_PAGES } from './features/home';
import { PAGES as LIST_PAGES } from './features/product-list';

const SERVER_RENDERED = new Set<string>([...Object.keys(HOME_PAGES), ...Object.keys(LIST_PAGES), ...Object.keys(DETAIL_PAGES)]);

export const render: RemoteServerRender = async (props, options) => {
  const shell = props as ShellProps;
  if (!SERVER_RENDERED.has(shell.route.id as RouteIdOwnedBy<'mf-catalog'>)) return null;
  return renderRemotePage(CATALOG, shell, options);
};
