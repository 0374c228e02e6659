import { consentCookies, consentFromCookies, type CookieConsent } from '@storefront/contracts';
import { atom } from 'jotai';
import type { ShellStore } from '../../app/store';
import { readCookies, writeCookie } from '../session';

/** null until the visitor has accepted (BASIC_COOKIES true); on the server, set per request. */
export const consentAtom = atom<CookieConsent | null>(typeof document === 'undefined' ? null : consentFromCookies(readCookies()));

/** Stores the consent in cookies kept one year, and hides the banner. */
export function giveConsent(store: ShellStore, consent: CookieConsent): void {
  for (const [name, value] of Object.entries(consentCookies(consent))) writeCookie(name, value);
  store.set(consentAtom, consent);
}
