import { LOCALES, STORAGE_KEYS, type Language } from '@storefront/contracts';
import { startTransition } from 'react';
import type { ShellStore } from '../../app/store';
import { writeCookie } from './cookie-jar';
import { sessionAtom } from './session-store';

/**
 * Switches the interface's language (spec section 1): the language cookie (a year, as the spec keeps its cookies), the
 * page's `lang`, and the session, so the shell and every mounted remote render their texts anew and the next call
 * carries the new lang_type. Nothing is reloaded.
 */
export function switchLanguage(store: ShellStore, language: Language): void {
  writeCookie(STORAGE_KEYS.language, language);
  document.documentElement.lang = LOCALES[language];
  startTransition(() => store.set(sessionAtom, (session) => (session.language === language ? session : { ...session, language })));
}
