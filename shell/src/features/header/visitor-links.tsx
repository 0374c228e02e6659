import { BRAND_TABLE, hrefFor, type Brand } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import type { AccountEntry } from './account-entries';

/**
 * A visitor's ways in (spec section 2): Sign Up and Login; Request Access on the dealer brand; ART's Designer Login
 * and Dealer Login (the dealer portal).
 */
export function visitorEntries(brand: Brand): AccountEntry[] {
  const info = BRAND_TABLE[brand];
  const entries: AccountEntry[] = [];
  if (info.features.requestAccess) entries.push({ id: 'requestAccess', label: 'Request Access', href: '/page/request-access/' });
  entries.push({ id: 'signUp', label: 'Sign Up', href: hrefFor('/register', { data1: 'signup' }) });
  if (info.features.designerAndDealerLogin) {
    entries.push({ id: 'designerLogin', label: 'Designer Login', href: '/login' });
    if (info.dealerPortalUrl) entries.push({ id: 'dealerLogin', label: 'Dealer Login', href: info.dealerPortalUrl });
  } else {
    entries.push({ id: 'login', label: 'Login', href: '/login' });
  }
  return entries;
}

export function VisitorLinks({ brand }: { brand: Brand }) {
  const entries = visitorEntries(brand);
  const primary = entries[entries.length - 1]?.id === 'dealerLogin' ? 'designerLogin' : 'login';
  return (
    <nav aria-label="Account" className="sf-visitor-links">
      {entries.map((entry) => (
        <Link
          key={entry.id}
          to={entry.href as string}
          className={entry.id === primary ? 'sf-button sf-button--small sf-visitor-primary' : `sf-visitor-link sf-visitor-link--${entry.id}`}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
