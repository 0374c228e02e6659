/** The account's entries (the user menu's and the slide-out menu's), by brand, mode and permission. */
import { BRAND_TABLE, LANGUAGE_NAMES, hasPermission, otherLanguage, type Brand, type Language, type Mode, type SessionApi, type SessionSnapshot } from '@storefront/contracts';
import { shellTexts } from '../../texts';

export interface AccountEntry {
  id: string;
  label: string;
  href?: string;
  /** Shown next to the label (the AI indicator). */
  note?: string;
  /** What choosing it does: sign out, switch to a mode, or switch to a language. */
  action?: 'signOut' | Mode | Language;
  /** The page the entry was offered on (client mode comes back to it once the customer is chosen). */
  here?: string;
  /** The language the label is written in, when it is not the page's (the language switch). */
  lang?: Language;
}

/** The quick switch (spec section 4): designer and browsing toggle; client mode offers Designer Mode. */
export function quickSwitchTarget(mode: Mode): Mode | null {
  if (mode === 'mibd_designer') return 'mibd_safe';
  if (mode === 'mibd_safe' || mode === 'mibd_communicate') return 'mibd_designer';
  return null;
}

/**
 * The signed-in user's entries, each shown only with the permission it needs (spec section 6): My Account, Orders,
 * Projects, Favorites, Customers, My Visualizations (CA and CA_DEALER), the mode switch and Sign Out. FFD: Your Orders
 * and Sign Out.
 */
export function accountEntries(brand: Brand, session: SessionSnapshot, casesInProgress = 0, here = '/'): AccountEntry[] {
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(session.roles, p, brand);
  const info = BRAND_TABLE[brand];
  const t = shellTexts(session.language);
  if (info.features.ffdVariants) {
    return [{ id: 'orders', label: t.yourOrders, href: '/ffdOrder' }, languageEntry(session.language), { id: 'signOut', label: t.signOut, action: 'signOut' }];
  }
  const customer = session.mode === 'mibd_customer';
  const entries: AccountEntry[] = [{ id: 'account', label: t.myAccount, href: '/personalCenter' }];
  if (can('order')) entries.push({ id: 'orders', label: t.orders, href: customer ? '/customerOrder' : '/designerOrder' });
  if (can('designer_project')) entries.push({ id: 'projects', label: t.projects, href: customer ? '/customerProject' : '/personalProject' });
  if (can('favorites')) entries.push({ id: 'favorites', label: t.favorites, href: '/my-favorites' });
  if (session.roles.includes('customers')) entries.push({ id: 'customers', label: t.customers, href: '/customerFavourite' });
  if (info.features.myVisualizations && can('AI_design_scheme_list')) {
    entries.push({
      id: 'visualizations',
      label: t.myVisualizations,
      href: '/visualizations',
      note: casesInProgress > 0 ? t.visualizationInProgress : undefined,
    });
  }
  if (session.mode === 'mibd_communicate') {
    entries.push({ id: 'customer', label: servedCustomerLabel(session), href: chooseCustomerHref(here) });
  }
  const target = can('mode') ? quickSwitchTarget(session.mode) : null;
  if (target) entries.push({ id: 'mode', label: t.switchTo(t.mode(target)), action: target });
  if (offersClientMode(brand, session)) entries.push({ id: 'clientMode', label: t.switchTo(t.mode('mibd_communicate')), action: 'mibd_communicate', here });
  entries.push(languageEntry(session.language), { id: 'signOut', label: t.signOut, action: 'signOut' });
  return entries;
}

/** The account menu's language switch (spec section 1): the other language, named in itself. */
export function languageEntry(language: Language): AccountEntry {
  const next = otherLanguage(language);
  return { id: 'language', label: LANGUAGE_NAMES[next], action: next, lang: next };
}

/** Client mode is offered beside the quick switch to an account that may switch modes and is not in it already. */
export function offersClientMode(brand: Brand, session: SessionSnapshot): boolean {
  return hasPermission(session.roles, 'mode', brand) && (session.mode === 'mibd_designer' || session.mode === 'mibd_safe');
}

/** The page that asks for the customer to serve, coming back to `here` after. */
export function chooseCustomerHref(here: string): string {
  return `/selectCustomer?redirect=${encodeURIComponent(here)}`;
}

/** Who the designer serves in client mode, or the ask for one (spec section 4: the customer is preset in client mode). */
export function servedCustomerLabel(session: Pick<SessionSnapshot, 'customerId' | 'customerName'> & Partial<Pick<SessionSnapshot, 'language'>>): string {
  const t = shellTexts(session.language ?? 'en');
  if (!session.customerId) return t.chooseCustomer;
  return session.customerName ? t.serving(session.customerName) : t.servingACustomer;
}

/**
 * Runs an entry's action. Client mode then asks for the customer to serve (/selectCustomer, which comes back to `here`
 * with the new mode's roles); the other modes reload the page in place.
 */
export function runAccountAction(account: SessionApi, action: NonNullable<AccountEntry['action']>, navigate: (to: string) => void, here: string): void {
  if (action === 'signOut') void account.signOut();
  else if (action === 'en' || action === 'zh') account.setLanguage?.(action);
  else if (action === 'mibd_communicate') void account.switchMode(action).then(() => navigate(chooseCustomerHref(here)));
  else void account.switchMode(action, { reload: true });
}

/** FFD visitors: Sign In and Sign Up in the same menu. */
export function ffdVisitorEntries(language: Language): AccountEntry[] {
  const t = shellTexts(language);
  return [{ id: 'signIn', label: t.signIn, href: '/login' }, { id: 'signUp', label: t.signUp, href: '/register' }, languageEntry(language)];
}

/**
 * What the account menu says of the mode: a client agent (staff) reads as the agent, by name and agent code, and the
 * customer served when one is chosen (on /clientAgent); anyone else, the mode's name ('Designer Mode', ...).
 */
export function modeLabelOf(session: Pick<SessionSnapshot, 'mode' | 'clientAgent' | 'user' | 'customerName'> & Partial<Pick<SessionSnapshot, 'language'>>): string {
  const t = shellTexts(session.language ?? 'en');
  if (!session.clientAgent) return t.mode(session.mode);
  const name = [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ');
  const agent = t.clientAgent(name, session.clientAgent.code);
  return session.customerName ? t.agentServing(agent, session.customerName) : agent;
}
