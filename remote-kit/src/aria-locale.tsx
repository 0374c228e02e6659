import { LOCALES, type Language } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * react-aria's own words (a search field's clear button, a dialog's dismiss button, a number field's steppers) and its
 * formatting in the session's language, as the remote's own texts are: without it they follow the browser's. For the
 * remotes that use react-aria-components (`language` of their definitions); the others never load it.
 */
export function AriaLocale({ language, children }: { language: Language; children: ReactNode }) {
  return <I18nProvider locale={LOCALES[language]}>{children}</I18nProvider>;
}
