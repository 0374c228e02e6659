import {
  BRAND_TABLE,
  CATALOG_CALLS,
  copyrightLine,
  type ApiClient,
  type Brand,
  type BrandFeatures,
  type DesignerInfo,
  type DialogApi,
  type MenuItem,
  type SessionSnapshot,
} from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { shellTexts, type ShellTexts } from '../../texts';
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
  /** The dialog host (the shell's `dialogs`): the entries that name a dialog (About, Contact) open it. */
  dialogs: Pick<DialogApi, 'open'>;
  /** The brand's feature flags mibd_footer_designer_info and mibd_footer_whole_detail (the brand table's by default). */
  flags?: FooterFlags;
}

function LegalLinks({ t }: { t: ShellTexts }) {
  return (
    <nav aria-label={t.legal} className="sf-footer-links">
      <Link to="/TermsOfUse">{t.termsOfUse}</Link>
      <Link to="/privacyPolicy">{t.privacyPolicy}</Link>
      <Link to="/cookiesPolicy">{t.cookiesPolicy}</Link>
      <Link to="/refundPolicy">{t.termsOfSale}</Link>
      <Link to="/cancellation">{t.cancellationPolicy}</Link>
      <Link to="/warranty">{t.warranty}</Link>
    </nav>
  );
}

/**
 * An entry of a link column: a button where it opens a dialog of the dialog host (it leaves the page where it is, so
 * it is no link; the dialog gives focus back to it when it closes), else a link (another site's in a new tab).
 */
function ColumnEntry({ item, dialogs, t }: { item: MenuItem; dialogs: FooterProps['dialogs']; t: ShellTexts }) {
  const dialog = item.dialog;
  if (dialog) {
    return (
      <button type="button" className="sf-footer-button" aria-haspopup="dialog" onClick={() => dialogs.open(dialog)}>
        {item.name}
      </button>
    );
  }
  if (item._blank) {
    return (
      <Link to={item.link} target="_blank" rel="noopener noreferrer" aria-label={t.opensInNewTab(item.name)}>
        {item.name}
      </Link>
    );
  }
  return <Link to={item.link}>{item.name}</Link>;
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
 * designer-info block, by the flags; then the copyright line. With the whole detail off, the legal links only. A
 * column's entry that names a dialog (the About and Contact of the dialog host) is a button that opens it.
 */
export function Footer({ brand, session, api, menus, dialogs, flags = BRAND_TABLE[brand].features }: FooterProps) {
  const info = BRAND_TABLE[brand];
  const designer = useDesignerInfo(api, flags.footerDesignerInfo, `${session.token}|${session.customerId}`);
  // The legal pages sit in the bottom bar on every footer, so their column is left out.
  const groups = menus ? visibleMenu(menus.footer, session.roles, brand).filter((g) => g.children.length && g.name !== 'Policies') : [];
  const social = menus?.social.length ? menus.social : defaultSocialLinks(info.name);
  const showroom = SHOWROOMS[brand];
  const t = shellTexts(session.language);
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
                      <ColumnEntry item={child} dialogs={dialogs} t={t} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          {designer ? <DesignerInfoBlock info={designer} title={t.yourContact} /> : null}
        </div>
      ) : designer ? (
        <div className="sf-footer-top sf-footer-top--compact">
          <DesignerInfoBlock info={designer} title={t.yourContact} />
        </div>
      ) : null}
      <div className="sf-footer-bottom">
        <LegalLinks t={t} />
        <p className="sf-copyright">{copyrightLine(brand)}</p>
      </div>
    </footer>
  );
}
