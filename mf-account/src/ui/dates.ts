import { LOCALES, type Language } from '@storefront/contracts';

/** A date written the way the session's language writes it (en-US, zh-CN). */
export function formatDateIn(language: Language | string, date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALES[language === 'zh' ? 'zh' : 'en'], options).format(date);
}

/** An ISO date (or date and time) written as a short date in the language ('Mar 5, 2026', '2026年3月5日'); as sent when it is not one. */
export function shortDateIn(language: Language | string, iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(language, date, { month: 'short', day: 'numeric', year: 'numeric', ...options });
}
