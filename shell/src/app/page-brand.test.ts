// @vitest-environment jsdom
import { pageBrand } from './page-brand';

describe('the brand of the page', () => {
  afterEach(() => {
    delete document.documentElement.dataset.brand;
  });

  it('is the one the server names on the root element', () => {
    document.documentElement.dataset.brand = 'JC';
    expect(pageBrand(document, 'HOM')).toBe('JC');
  });

  it('falls back when the page names none, or names no brand of the table', () => {
    expect(pageBrand(document, 'CA')).toBe('CA');
    document.documentElement.dataset.brand = 'NOPE';
    expect(pageBrand(document, 'HOM')).toBe('HOM');
  });
});
