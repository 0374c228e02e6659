import { BRAND_TABLE, routeById, type Brand, type LayoutName, type ShellProps } from '@storefront/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { Footer } from '../footer';
import { Header } from '../header';
import { useSiteMenus } from './use-site-menus';

/** The brand's colours for everything the shell shows: layouts, banner, dialogs, toasts. */
export function brandStyle(brand: Brand): CSSProperties {
  const { theme } = BRAND_TABLE[brand];
  return { '--sf-ink': theme.ink, '--sf-accent': theme.accent, '--sf-surface': theme.surface } as CSSProperties;
}

/** A layout per site type (hub, luxury, Rowe, JC, ART, FFD): the same frames, each brand's arrangement and colours. */
export function SiteLayout({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  const { brand, route, session, api, toasts, dialogs } = shell;
  const layout: LayoutName = BRAND_TABLE[brand].layout;
  const menus = useSiteMenus(brand, api, toasts);
  return (
    <div className={`sf-layout sf-layout--${layout}`} data-layout={layout}>
      <a className="sf-skip-link" href="#sf-main">
        Skip to content
      </a>
      <Header shell={shell} menus={menus} />
      <main id="sf-main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      {routeById(route.id).hideFooter ? null : <Footer brand={brand} session={session} api={api} menus={menus} dialogs={dialogs} />}
    </div>
  );
}

/** Standalone screens: no header or footer. */
export function StandaloneLayout({ children }: { brand: Brand; children: ReactNode }) {
  return (
    <div className="sf-layout sf-layout--standalone" data-layout="standalone">
      <main id="sf-main" className="sf-main sf-main--standalone" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
