import { LANGUAGE_NAMES, defineMessages, messagesIn, otherLanguage } from './i18n';

const catalog = defineMessages(
  { title: 'My Account', items: (n: number) => `${n} items` },
  { title: '我的账户', items: (n: number) => `${n} 件商品` },
);

describe('message catalogs', () => {
  it('gives the texts of the language asked for, English for any other', () => {
    expect(messagesIn(catalog, 'zh').title).toBe('我的账户');
    expect(messagesIn(catalog, 'zh').items(3)).toBe('3 件商品');
    expect(messagesIn(catalog, 'en').items(3)).toBe('3 items');
    expect(messagesIn(catalog, 'fr').title).toBe('My Account');
  });

  it('refuses a Chinese catalog without every key of the English one, or with other shapes', () => {
    // @ts-expect-error a key is missing
    defineMessages({ a: 'A', b: 'B' }, { a: '甲' });
    // @ts-expect-error a text where the English builds one from a value
    defineMessages({ a: (n: number) => `${n}` }, { a: '甲' });
    expect(true).toBe(true);
  });

  it('switches between the two, each named in itself', () => {
    expect(otherLanguage('en')).toBe('zh');
    expect(otherLanguage('zh')).toBe('en');
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', zh: '中文' });
  });
});
