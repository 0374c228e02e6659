import { LANGUAGE_NAMES, LOCALES, otherLanguage, type Language, type SessionApi } from '@storefront/contracts';
import { shellTexts } from '../../texts';

/**
 * The header's language switch (spec section 1): names the other language in itself ('中文', 'English') and switches
 * to it in place. Shown where the shell offers it (a shell's account without setLanguage shows none).
 */
export function LanguageSwitch({ language, account }: { language: Language; account: Pick<SessionApi, 'setLanguage'> }) {
  if (!account.setLanguage) return null;
  const next = otherLanguage(language);
  return (
    <button type="button" className="sf-language-switch" onClick={() => account.setLanguage?.(next)}>
      <span className="sf-visually-hidden">{shellTexts(language).language}: </span>
      <span lang={LOCALES[next]}>{LANGUAGE_NAMES[next]}</span>
    </button>
  );
}
