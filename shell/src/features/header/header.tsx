import { BRAND_TABLE, cartSource, hasPermission, hrefFor, isSignedIn, type ShellProps } from '@storefront/contracts';
import { Link, useWhenNeeded } from '@storefront/remote-kit';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { SiteMenus } from '../layout';
import { accountEntries, ffdVisitorEntries, modeLabelOf, type AccountEntry } from './account-entries';
import { shellTexts } from '../../texts';
import { LanguageSwitch } from './language-switch';
import { HeaderCart, HeaderSearch } from './header-parcels';
import { HeartIcon, MenuIcon } from './icons';
import { MainNav } from './main-nav';
import { visibleMenu } from './menu-items';
import { SwitchBar } from './switch-bar';
import { useHeaderPin } from './use-header-pin';
import { useSidebar } from './use-sidebar';
import { UserMenu } from './user-menu';
import { VisitorLinks, visitorSheetEntries } from './visitor-links';

function initials(session: ShellProps['session']): string {
  const user = session.user;
  const text = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return text || '·';
}

/** The brand's wordmark; the first word carries its own colour where the brand's look asks (FFD). */
function LogoMark({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className="sf-logo-mark">
      <span className="sf-logo-first">{first}</span>
      {rest.length ? ` ${rest.join(' ')}` : null}
    </span>
  );
}

/** The slide-out sheet of narrow screens: downloaded when the person reaches for the menu button, or when idle. */
const MobileMenu = lazy(() => import('./mobile-menu'));

/** Counts AI cases in progress from the Cara squad's event (CA and CA_DEALER show an indicator while above 0). */
function useCasesInProgress(events: ShellProps['events'], enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => (enabled ? events.on('cara:cases-in-progress', ({ count: n }) => setCount(n)) : undefined), [events, enabled]);
  return enabled ? count : 0;
}

/**
 * The header of every site layout (spec section 2): switch bar, logo, search, favorites, cart with preview,
 * avatar and user menu (or the visitor's ways in), the brand's navigation, and the slide-out menu of narrow screens.
 * The cart (mf-cart-checkout's mini-cart) and ART's live search (mf-catalog's) are their owners' parcels: the header
 * places them, with a plain cart link and the plain search box standing in until they are mounted.
 */
export function Header({ shell, menus }: { shell: ShellProps; menus: SiteMenus | null }) {
  const { brand, session, route, events, account, navigate } = shell;
  const info = BRAND_TABLE[brand];
  const ffd = info.features.ffdVariants;
  const signedIn = isSignedIn(session);
  const routeKey = `${route.path}?${new URLSearchParams(route.query).toString()}`;
  const { pin, scrolledDown } = useHeaderPin();
  const closeSignal = `${routeKey}#${scrolledDown}`;
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  useEffect(() => setUserMenuOpen(false), [closeSignal]);
  const [sheetOpen, setSheetOpen] = useSidebar(routeKey);
  const closeSheet = useCallback(() => setSheetOpen(false), [setSheetOpen]);
  const sheet = useWhenNeeded();
  const cases = useCasesInProgress(events, info.features.myVisualizations && signedIn);
  const items = menus ? visibleMenu(menus.menu, session.roles, brand) : [];
  const t = shellTexts(session.language);

  const here = hrefFor(route.path, route.query);
  const entries: AccountEntry[] = signedIn ? accountEntries(brand, session, cases, here) : ffd ? ffdVisitorEntries(session.language) : visitorSheetEntries(brand, session.language);
  const showCart = cartSource(brand, session) !== null;
  const showFavorites = signedIn && !ffd && hasPermission(session.roles, 'favorites', brand);

  return (
    <>
      <div className={`sf-header-slot${signedIn && !ffd ? ' sf-header-slot--bar' : ''}`}>
        <header className={`sf-header sf-header--${pin}`}>
          {signedIn && !ffd ? <SwitchBar brand={brand} session={session} account={account} api={shell.api} navigate={navigate} here={here} /> : null}
          <div className="sf-header-main">
            <button
              type="button"
              className="sf-icon-button sf-burger"
              aria-label={t.openMenu}
              aria-expanded={sheetOpen}
              onPointerEnter={sheet.reach}
              onTouchStart={sheet.reach}
              onFocus={sheet.reach}
              onClick={() => {
                sheet.reach();
                setSheetOpen(true);
              }}
            >
              <MenuIcon />
            </button>
            <Link to={ffd ? '/home' : '/page/home/'} className="sf-logo" aria-label={t.homeOf(info.name)}>
              <LogoMark name={info.name} />
            </Link>
            <div className="sf-header-search">
              <HeaderSearch shell={shell} />
            </div>
            <div className="sf-header-actions">
              <LanguageSwitch language={session.language} account={account} />
              {!signedIn && !ffd ? <VisitorLinks brand={brand} language={session.language} /> : null}
              {showFavorites ? (
                <Link to="/my-favorites" className="sf-icon-link sf-favorites" aria-label={t.myFavorites}>
                  <HeartIcon />
                </Link>
              ) : null}
              {showCart ? <HeaderCart shell={shell} closeSignal={closeSignal} /> : null}
              {signedIn && !ffd ? (
                <Link to="/personalCenter" className="sf-avatar">
                  <span className="sf-visually-hidden">
                    {t.myAccount}
                    {cases > 0 ? t.busySuffix : ''}
                  </span>
                  {session.user?.headImg ? <img src={session.user.headImg} alt="" width={32} height={32} /> : <span aria-hidden="true">{initials(session)}</span>}
                  {cases > 0 ? <span className="sf-ai-dot sf-ai-dot--avatar" aria-hidden="true" /> : null}
                </Link>
              ) : null}
              {signedIn || ffd ? (
                <UserMenu
                  label={signedIn ? (session.user?.firstName ?? t.account) : t.account}
                  texts={t}
                  entries={entries}
                  account={account}
                  navigate={navigate}
                  isOpen={userMenuOpen}
                  onOpenChange={setUserMenuOpen}
                  modeLabel={signedIn && !ffd && session.roles.length ? modeLabelOf(session) : undefined}
                  busy={cases > 0}
                />
              ) : null}
            </div>
          </div>
          <div className="sf-header-nav">{items.length ? <MainNav items={items} closeSignal={closeSignal} /> : null}</div>
        </header>
      </div>
      {sheet.wanted || sheetOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            isOpen={sheetOpen}
            onOpenChange={setSheetOpen}
            items={items}
            search={<HeaderSearch shell={shell} onSearched={closeSheet} placeholder={t.search} />}
            texts={t}
            account={account}
            navigate={navigate}
            entries={entries}
          />
        </Suspense>
      ) : null}
    </>
  );
}
