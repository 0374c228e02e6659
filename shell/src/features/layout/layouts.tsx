import { BRAND_TABLE, routeById, type Brand, type LayoutName, type MatchedRoute, type SessionSnapshot } from '@storefront/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { FooterFrame } from './footer-frame';
import { HeaderFrame } from './header-frame';

interface LayoutProps {
  brand: Brand;
  route: MatchedRoute;
  session: SessionSnapshot;
  children: ReactNode;
}

/** The brand's colours for everything the shell shows: layouts, banner, dialogs, toasts. */
export function brandStyle(brand: Brand): CSSProperties {
  const { theme } = BRAND_TABLE[brand];
  return { '--sf-ink': theme.ink, '--sf-accent': theme.accent, '--sf-surface': theme.surface } as CSSProperties;
}

/** A layout per site type (hub, luxury, Rowe, JC, ART, FFD): the same frames, each brand's arrangement and colours. */
export function SiteLayout({ brand, route, session, children }: LayoutProps) {
  const layout: LayoutName = BRAND_TABLE[brand].layout;
  return (
    <div className={`sf-layout sf-layout--${layout}`} data-layout={layout}>
      <a className="sf-skip-link" href="#sf-main">
        Skip to content
      </a>
      <HeaderFrame brand={brand} session={session} />
      <main id="sf-main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      {routeById(route.id).hideFooter ? null : <FooterFrame brand={brand} />}
    </div>
  );
}

/** Standalone screens: no header or footer. */
export function StandaloneLayout({ children }: Omit<LayoutProps, 'route' | 'session'>) {
  return (
    <div className="sf-layout sf-layout--standalone" data-layout="standalone">
      <main id="sf-main" className="sf-main sf-main--standalone" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
