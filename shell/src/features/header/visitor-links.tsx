import { BRAND_TABLE, hrefFor, type Brand, type Language } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { shellTexts } from '../../texts';
import { languageEntry, type AccountEntry } from './account-entries';

/**
 * A visitor's ways in (spec section 2): Sign Up and Login; Request Access on the dealer brand; ART's Designer Login
 * and Dealer Login (the dealer portal).
 */
export function visitorEntries(brand: Brand, language: Language = 'en'): AccountEntry[] {
  const info = BRAND_TABLE[brand];
  const t = shellTexts(language);
  const entries: AccountEntry[] = [];
  if (info.features.requestAccess) entries.push({ id: 'requestAccess', label: t.requestAccess, href: '/page/request-access/' });
  entries.push({ id: 'signUp', label: t.signUp, href: hrefFor('/register', { data1: 'signup' }) });
  if (info.features.designerAndDealerLogin) {
    entries.push({ id: 'designerLogin', label: t.designerLogin, href: '/login' });
    if (info.dealerPortalUrl) entries.push({ id: 'dealerLogin', label: t.dealerLogin, href: info.dealerPortalUrl });
  } else {
    entries.push({ id: 'login', label: t.login, href: '/login' });
  }
  return entries;
}

/** The slide-out menu's entries for a visitor: the ways in, and the language switch. */
export function visitorSheetEntries(brand: Brand, language: Language): AccountEntry[] {
  return [...visitorEntries(brand, language), languageEntry(language)];
}

export function VisitorLinks({ brand, language }: { brand: Brand; language: Language }) {
  const entries = visitorEntries(brand, language);
  const primary = entries[entries.length - 1]?.id === 'dealerLogin' ? 'designerLogin' : 'login';
  return (
    <nav aria-label={shellTexts(language).account} className="sf-visitor-links">
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
