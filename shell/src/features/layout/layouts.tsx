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

/** A layout per site type (hub, luxury, Rowe, JC, ART, FFD): the same frames, each brand's arrangement and colours. */
export function SiteLayout({ brand, route, session, children }: LayoutProps) {
  const info = BRAND_TABLE[brand];
  const layout: LayoutName = info.layout;
  const style = { '--sf-ink': info.theme.ink, '--sf-accent': info.theme.accent, '--sf-surface': info.theme.surface } as CSSProperties;
  return (
    <div className={`sf-layout sf-layout--${layout}`} data-layout={layout} style={style}>
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

/** Standalone screens: no header or footer, the brand's colours. */
export function StandaloneLayout({ brand, children }: Omit<LayoutProps, 'route' | 'session'>) {
  const info = BRAND_TABLE[brand];
  const style = { '--sf-ink': info.theme.ink, '--sf-accent': info.theme.accent, '--sf-surface': info.theme.surface } as CSSProperties;
  return (
    <div className="sf-layout sf-layout--standalone" data-layout="standalone" style={style}>
      <main id="sf-main" className="sf-main sf-main--standalone" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
