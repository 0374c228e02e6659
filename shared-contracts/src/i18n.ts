/**
 * The interface's two languages (spec section 1): English, and Chinese where the designer asks for it. Each remote
 * (and the shell) keeps its fixed texts in one catalog per language; the Chinese catalog has every key of the English
 * one, or the typecheck fails. The catalog is data: the remote kit's `useMessages` picks the session's language.
 */

export type Language = 'en' | 'zh';

export const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Each language named in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', zh: '中文' };

/** The locale dates are written in, and the page's `lang`. Prices stay in US dollars, written alike in both. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', zh: 'zh-CN' };

/** A fixed text, or one built from values (a name, a count). */
export type Text = string | ((...values: never[]) => string);
export type Texts = Record<string, Text>;

/** A catalog: the same keys, with the same shapes, in both languages. */
export interface MessageCatalog<T extends Texts> {
  en: T;
  zh: T;
}

/** The English texts, and the Chinese with every key of them (a missing or extra key fails the typecheck). */
export function defineMessages<T extends Texts>(en: T, zh: { [K in keyof T]: T[K] }): MessageCatalog<T> {
  return { en, zh };
}

/** The catalog's texts in a language (English for one it does not know). */
export function messagesIn<T extends Texts>(catalog: MessageCatalog<T>, language: string): T {
  return language === 'zh' ? catalog.zh : catalog.en;
}

/** The language's next: what the switch changes to. */
export function otherLanguage(language: Language): Language {
  return language === 'zh' ? 'en' : 'zh';
}
