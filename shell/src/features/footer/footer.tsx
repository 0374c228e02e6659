import {
  BRAND_TABLE,
  CATALOG_CALLS,
  copyrightLine,
  type ApiClient,
  type Brand,
  type BrandFeatures,
  type DesignerInfo,
  type SessionSnapshot,
} from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { startTransition, useEffect, useState } from 'react';
import { visibleMenu } from '../header';
import type { SiteMenus } from '../layout';
import { DesignerInfoBlock } from './designer-info';
import { SHOWROOMS } from './showrooms';
import { SocialIcons, defaultSocialLinks } from './social-icons';

type FooterFlags = Pick<BrandFeatures, 'footerDesignerInfo' | 'footerWholeDetail'>;

interface FooterProps {
  brand: Brand;
  session: SessionSnapshot;
  api: ApiClient;
  menus: SiteMenus | null;
  /** The brand's feature flags mibd_footer_designer_info and mibd_footer_whole_detail (the brand table's by default). */
  flags?: FooterFlags;
}

function LegalLinks() {
  return (
    <nav aria-label="Legal" className="sf-footer-links">
      <Link to="/TermsOfUse">Terms of Use</Link>
      <Link to="/privacyPolicy">Privacy Policy</Link>
      <Link to="/cookiesPolicy">Cookies Policy</Link>
      <Link to="/refundPolicy">Terms of Sale</Link>
      <Link to="/warranty">Warranty</Link>
    </nav>
  );
}

/** The designer-info block's data: the customer's own designer, else the site's trade desk (loaded after the frame). */
function useDesignerInfo(api: ApiClient, enabled: boolean, sessionKey: string): DesignerInfo | null {
  const [info, setInfo] = useState<DesignerInfo | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Rendered as a transition: the answer is no reason to keep the person waiting.
    api.call(CATALOG_CALLS.designerInfo, { body: {} }).then(
      (val) => live && startTransition(() => setInfo(val)),
      () => live && startTransition(() => setInfo(null)),
    );
    return () => {
      live = false;
    };
  }, [api, enabled, sessionKey]);
  return enabled ? info : null;
}

/**
 * The footer (spec section 2): the brand, its showroom and social icons, link columns from the menu call and the
 * designer-info block, by the flags; then the copyright line. With the whole detail off, the legal links only.
 */
export function Footer({ brand, session, api, menus, flags = BRAND_TABLE[brand].features }: FooterProps) {
  const info = BRAND_TABLE[brand];
  const designer = useDesignerInfo(api, flags.footerDesignerInfo, `${session.token}|${session.customerId}`);
  // The legal pages sit in the bottom bar on every footer, so their column is left out.
  const groups = menus ? visibleMenu(menus.footer, session.roles, brand).filter((g) => g.children.length && g.name !== 'Policies') : [];
  const social = menus?.social.length ? menus.social : defaultSocialLinks(info.name);
  const showroom = SHOWROOMS[brand];
  return (
    <footer className={`sf-footer${flags.footerWholeDetail ? ' sf-footer--whole' : ''}`}>
      {flags.footerWholeDetail ? (
        <div className="sf-footer-top">
          <section className="sf-footer-brand" aria-label={info.name}>
            <p className="sf-footer-wordmark">{info.name}</p>
            <address className="sf-showroom">
              <span className="sf-footer-label">{showroom.title}</span>
              {showroom.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <SocialIcons links={social} brandName={info.name} />
          </section>
          <div className="sf-footer-columns">
            {groups.map((group) => (
              <nav key={group.name} aria-label={group.name} className="sf-footer-column">
                <h2 className="sf-footer-heading">{group.name}</h2>
                <ul>
                  {group.children.map((child) => (
                    <li key={child.name}>
                      <Link to={child.link} {...(child._blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          {designer ? <DesignerInfoBlock info={designer} /> : null}
        </div>
      ) : designer ? (
        <div className="sf-footer-top sf-footer-top--compact">
          <DesignerInfoBlock info={designer} />
        </div>
      ) : null}
      <div className="sf-footer-bottom">
        <LegalLinks />
        <p className="sf-copyright">{copyrightLine(brand)}</p>
      </div>
    </footer>
  );
}
