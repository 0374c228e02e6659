import { BRAND_TABLE, hasPermission, type ApiClient, type Brand, type SessionApi, type SessionSnapshot } from '@storefront/contracts';
import { shellTexts } from '../../texts';
import { Link } from '@storefront/remote-kit';
import { chooseCustomerHref, offersClientMode, quickSwitchTarget, runAccountAction, servedCustomerLabel } from './account-entries';
import { openSiblingSite } from './sibling-site';

const LANDINGS: ReadonlyArray<{ brand: Brand; path: string }> = [
  { brand: 'CA', path: '/brand/caracole' },
  { brand: 'ROWE', path: '/brand/rowe' },
  { brand: 'JC', path: '/brand/jonathanCharles' },
  { brand: 'ART', path: '/brand/art' },
];

/** The family's brands: the hub links its landing pages, a brand site the other brands' sites. */
export function brandLinks(brand: Brand): Array<{ name: string; href: string; current: boolean; site?: Brand }> {
  if (brand === 'HOM') return LANDINGS.map((l) => ({ name: BRAND_TABLE[l.brand].name, href: l.path, current: false }));
  return LANDINGS.flatMap((l) => {
    const info = BRAND_TABLE[l.brand];
    const current = BRAND_TABLE[brand].siteType === info.siteType;
    if (!info.homeUrl) return [];
    return [current ? { name: info.name, href: '/home', current } : { name: info.name, href: info.homeUrl, current, site: l.brand }];
  });
}

/**
 * The switch bar above the header for signed-in users (spec section 2): the brand menu (brand_menu) and the
 * current mode with its quick switch (mode), Client Mode beside it, and in client mode the customer served (or the ask
 * for one) with the way to change it. Its height is reserved from the first frame. A sibling brand's site opens in a
 * new window, signed in as here where the account signs in there (the brand redirect).
 */
export function SwitchBar({
  brand,
  session,
  account,
  api,
  navigate,
  here,
}: {
  brand: Brand;
  session: SessionSnapshot;
  account: SessionApi;
  api: ApiClient;
  navigate(to: string): void;
  here: string;
}) {
  const showBrands = hasPermission(session.roles, 'brand_menu', brand);
  const target = hasPermission(session.roles, 'mode', brand) ? quickSwitchTarget(session.mode) : null;
  const client = offersClientMode(brand, session);
  const t = shellTexts(session.language);
  return (
    <div className="sf-switch-bar">
      <div className="sf-switch-inner">
        {showBrands ? (
          <nav aria-label={t.ourBrands} className="sf-brand-menu">
            <ul>
              {brandLinks(brand).map((link) => (
                <li key={link.name}>
                  <Link
                    to={link.href}
                    aria-current={link.current ? 'true' : undefined}
                    onClick={(event) => {
                      const site = link.site;
                      if (!site || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      void openSiblingSite({ api, brand: site, fallback: link.href });
                    }}
                  >
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        {session.roles.length ? (
          <div className="sf-mode">
            <span className="sf-mode-label">{t.mode(session.mode)}</span>
            {session.mode === 'mibd_communicate' ? (
              <Link to={chooseCustomerHref(here)} className="sf-mode-customer" data-missing={session.customerId ? undefined : ''}>
                {servedCustomerLabel(session)}
                {session.customerId ? (
                  <>
                    {' '}
                    <span className="sf-visually-hidden">{t.change}</span>
                  </>
                ) : null}
              </Link>
            ) : null}
            {target ? (
              <button type="button" className="sf-mode-switch" onClick={() => runAccountAction(account, target, navigate, here)}>
                {t.switchTo(t.mode(target))}
              </button>
            ) : null}
            {client ? (
              <button type="button" className="sf-mode-switch" onClick={() => runAccountAction(account, 'mibd_communicate', navigate, here)}>
                {t.switchTo(t.mode('mibd_communicate'))}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
