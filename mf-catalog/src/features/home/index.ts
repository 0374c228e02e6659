import { lazyPage, type PageMap } from '@storefront/remote-kit';
import type { ComponentType } from 'react';

/** A named page of a module, loaded when its route is visited (or ahead, to hydrate what the server rendered). */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazyPage(async () => pick(await load()));
}

const brandLanding = () => import('./brand-landing');
const tradePages = () => import('./trade-pages');
const jcPages = () => import('./jc-pages');
const standalonePages = () => import('./standalone-pages');

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-catalog'>> = {
  home: lazyPage(async () => (await import('./home-page')).default),
  brand: page(brandLanding, (m) => m.BrandsPage),
  caracole: page(brandLanding, (m) => m.CaracoleLanding),
  rowe: page(brandLanding, (m) => m.RoweLanding),
  jonathanCharles: page(brandLanding, (m) => m.JonathanCharlesLanding),
  art: page(brandLanding, (m) => m.ArtLanding),
  designerAccount: page(tradePages, (m) => m.DesignerAccountPage),
  magazines: page(tradePages, (m) => m.MagazinesPage),
  patternSelection: page(tradePages, (m) => m.PatternSelectionPage),
  DealerLocator: page(jcPages, (m) => m.DealerLocatorPage),
  eCatalog: page(jcPages, (m) => m.ECatalogPage),
  bespokeDining: page(jcPages, (m) => m.BespokeDiningPage),
  fengshui: page(standalonePages, (m) => m.FengShuiPage),
  'freeWiFi-landingpage': page(standalonePages, (m) => m.FreeWiFiPage),
};
