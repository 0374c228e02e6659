import { CASE_TEXTS, CHAT_TEXTS, SPEC_TEXTS, UPLOAD_TEXTS, VISUALIZATION_TEXTS } from './texts';

const CATALOGS = { SPEC_TEXTS, CHAT_TEXTS, UPLOAD_TEXTS, VISUALIZATION_TEXTS, CASE_TEXTS };

describe("mf-cara's catalog", () => {
  it.each(Object.entries(CATALOGS))('%s has a Chinese text for every fixed English one', (_name, catalog) => {
    const english: Record<string, unknown> = catalog.en;
    const chinese: Record<string, unknown> = catalog.zh;
    for (const [key, text] of Object.entries(chinese)) {
      if (typeof text !== 'string') continue;
      // Copied English would pass the typecheck: every Chinese text is written in Chinese.
      expect([key, /\p{Script=Han}/u.test(text)]).toEqual([key, true]);
      expect([key, text]).not.toEqual([key, english[key]]);
    }
  });
});
