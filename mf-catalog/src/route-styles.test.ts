import { describe, expect, it } from 'vitest';
import whole, { forRoute } from './route-styles';
import { SHEETS } from './styles';

describe("the part of the catalog's sheet a route's page is sent with", () => {
  it('is the shared sheet and the page group’s own', () => {
    expect(forRoute('productList')).toBe([SHEETS.ui, SHEETS.list].join('\n'));
    expect(forRoute('productDetail')).toBe([SHEETS.ui, SHEETS.detail].join('\n'));
    expect(forRoute('home')).toBe([SHEETS.ui, SHEETS.home].join('\n'));
    expect(forRoute('magazines')).toBe([SHEETS.ui, SHEETS.home].join('\n'));
  });

  it('is the whole sheet for a page that takes rules of another group, and for a route of no group', () => {
    expect(forRoute('products')).toBe(whole);
    expect(forRoute('noSuchRoute')).toBe(whole);
  });

  it('is always smaller than the whole sheet or the whole sheet itself, and every part is in the whole', () => {
    for (const sheet of Object.values(SHEETS)) expect(whole).toContain(sheet);
  });
});
