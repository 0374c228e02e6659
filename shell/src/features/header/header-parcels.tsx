import { BRAND_TABLE, cartBadgeText, cartHref, cartLinkLabel, cartSource, guestCartFromCookies, type LiveSearchProps, type MiniCartProps, type ShellProps } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { cartCountAtom } from './cart-count';
import { RemoteRegion } from '../remotes';
import { BagIcon } from './icons';
import { SearchBox } from './search-box';

/**
 * The plain cart link: the mini-cart's stand-in from the first frame until it is mounted (and if it cannot be
 * loaded), in the same place and size, so the header neither jumps nor looks empty.
 */
function CartLink({ to, count = 0 }: { to: string; count?: number }) {
  const badge = cartBadgeText(count);
  return (
    <Link to={to} className="sf-icon-link" aria-label={cartLinkLabel(count)}>
      <BagIcon />
      {badge ? (
        <span className="sf-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** What changes the cart from elsewhere on the page: the mini-cart reads the cart again when one of them is heard. */
const CART_CHANGES = ['catalog:added-to-cart', 'cara:added-to-cart', 'account:project-added-to-cart', 'cart:changed'] as const;

/** Whether the outlet's guest cart (the sku_list cookie) has lines: an empty one has no badge to draw. */
function guestCartHasLines(): boolean {
  return typeof document !== 'undefined' && guestCartFromCookies(document.cookie).length > 0;
}

/**
 * The header's cart: mf-cart-checkout's mini-cart (badge and preview), which reads the cart itself. It loads when the
 * page has loaded and the browser is idle: the plain link works until then, and the page's own content comes first.
 * Where the stand-in can draw what the first view shows without it, the mini-cart loads when the cart is reached for
 * (its preview) or the page has been idle a while, and at once when something is added to the cart: an outlet visitor
 * whose guest cart is empty (no badge), and an account whose count the mini-cart kept from its last read (the
 * shoppingCartNum cookie, drawn as the badge).
 */
export function HeaderCart({ shell, closeSignal }: { shell: ShellProps; closeSignal: string }) {
  const [pointerInside, setPointerInside] = useState(false);
  const props = useMemo<MiniCartProps>(() => ({ ...shell, closeSignal, pointerInside }), [shell, closeSignal, pointerInside]);
  const source = cartSource(shell.brand, shell.session);
  const kept = useAtomValue(cartCountAtom);
  const [changed, setChanged] = useState(false);
  const { events } = shell;
  useEffect(() => {
    if (changed) return;
    const offs = CART_CHANGES.map((name) => events.on(name, () => setChanged(true)));
    return () => offs.forEach((off) => off());
  }, [events, changed]);
  const drawn = source === 'account' ? kept : null;
  const loadWhen = changed ? 'now' : (source === 'guest' && !guestCartHasLines()) || drawn !== null ? 'use' : 'idle';
  return (
    // Where the pointer is, for a mini-cart that mounts under it.
    <span className="sf-cart-slot" onPointerEnter={() => setPointerInside(true)} onPointerLeave={() => setPointerInside(false)}>
      <RemoteRegion owner="mf-cart-checkout" expose="miniCart" props={props} fallback={<CartLink to={cartHref(source)} count={drawn ?? 0} />} loadWhen={loadWhen} />
    </span>
  );
}

interface SearchProps {
  shell: ShellProps;
  /** Called after a search takes the person away (the slide-out menu closes). */
  onSearched?: () => void;
  placeholder?: string;
}

/**
 * The header's search: where the brand has the live dropdown (ART), mf-catalog's live search, with the plain box
 * standing in until it is mounted (search works from the first frame), loaded when the person reaches for the box or
 * the page has been idle a while; elsewhere the plain box.
 */
export function HeaderSearch({ shell, onSearched, placeholder }: SearchProps) {
  const props = useMemo<LiveSearchProps>(() => ({ ...shell, placeholder, onSearched }), [shell, placeholder, onSearched]);
  const box = <SearchBox brand={shell.brand} navigate={shell.navigate} onSearched={onSearched} placeholder={placeholder} language={shell.session.language} />;
  if (!BRAND_TABLE[shell.brand].features.liveSearchDropdown) return box;
  return <RemoteRegion owner="mf-catalog" expose="liveSearch" props={props} fallback={box} loadWhen="use" />;
}
