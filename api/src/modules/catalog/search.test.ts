import { BRANDS, BRAND_TABLE, CATALOG_CALLS, ERR, MESSAGES, type ProductCard, type ProductListResponse } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { seedCatalog } from './generator';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'S-1', brandId: 'ca', name: 'Harlow Sofa', category: 'Sofas', materials: 'Oak, linen', finish: 'Oak', rank: 1 },
    { skuNumber: 'S-2', brandId: 'jc', name: 'Bellamy Sofa', category: 'Sofas', materials: 'Beech, velvet', finish: 'Ivory', rank: 2 },
    { skuNumber: 'S-3', brandId: 'art', name: 'Aldo Dining Table', space: 'Dining Room', category: 'Dining Tables', materials: 'Walnut', finish: 'Walnut', rank: 3 },
    { skuNumber: 'S-4', brandId: 'art', name: 'Pierce Dining Table', space: 'Dining Room', category: 'Dining Tables', materials: 'Oak', finish: 'Oak', rank: 4 },
    { skuNumber: 'S-5', brandId: 'hom', name: 'Avery Nightstand', space: 'Bedroom', category: 'Nightstands', materials: 'Maple', finish: 'Maple', rank: 5 },
    { skuNumber: 'S-6', brandId: 'rowe', name: 'Lyle Lounge Chair', category: 'Chairs', materials: 'Ash, boucle', finish: 'Ash', rank: 6 },
    { skuNumber: 'S-7', brandId: 'art', name: 'Walnut Dining Chair', space: 'Dining Room', category: 'Dining Chairs', materials: 'Walnut', finish: 'Walnut', rank: 7 },
    { skuNumber: 'S-8', brandId: 'art', name: 'Selene Mirror', space: 'Bedroom', category: 'Mirrors', materials: 'Brass', finish: 'Brass', rank: 8 },
    { skuNumber: 'S-9', brandId: 'hom', name: 'Tilden Track Arm Bench', category: 'Benches', materials: 'Teak', finish: 'Teak', rank: 9 },
    { skuNumber: 'S-10', brandId: 'jc', name: 'Mercer Sideboard', space: 'Living Room', category: 'Sideboards', materials: 'Mahogany', finish: 'Mahogany', rank: 10 },
    { skuNumber: 'S-11', brandId: 'art', name: 'Darby Linen Press Armoire', space: 'Bedroom', category: 'Armoires', materials: 'Oak', finish: 'Oak', rank: 11 },
    { skuNumber: 'OL-1', brandId: 'ol', name: 'Outlet Walnut Dining Table', space: 'Dining Room', category: 'Dining Tables', materials: 'Walnut', rank: 1 },
  ]);
});
afterAll(() => api.close());

const search = async (keyword: string, extra: Record<string, unknown> = {}, obtain = 'hom') => {
  const res = await api.call<ProductListResponse>(CATALOG_CALLS.productList, { body: { keyword, ...extra }, query: { obtain } });
  expect(res.err, res.errmsg).toBe(ERR.OK);
  return res.val.list.map((c) => c.sku_number);
};

describe('search', () => {
  it('finds sofas from the typo "sofe"', async () => {
    expect((await search('sofe')).sort()).toEqual(['S-1', 'S-2']);
  });

  it('finds walnut dining tables from "walnut dinning", the table before the chair', async () => {
    const found = await search('walnut dinning');
    expect(found.sort()).toEqual(['S-3', 'S-7']);
    expect(await search('walnut dinning table')).toEqual(['S-3']);
  });

  it('finds nightstands from the partial word "nightst"', async () => {
    expect(await search('nightst')).toEqual(['S-5']);
  });

  it('matches stems, prefixes of two letters, SKUs and any letter case', async () => {
    expect((await search('Dining')).sort()).toEqual(['S-3', 'S-4', 'S-7']);
    expect((await search('so')).sort()).toEqual(['S-1', 'S-2']);
    expect(await search('s-5')).toEqual(['S-5']);
    expect(await search('MIRROR')).toEqual(['S-8']);
  });

  it('never matches a word by its prefix inside another: "armoire" is not "arm"', async () => {
    expect(await search('armoire')).toEqual(['S-11']);
    expect(await search('arm')).toEqual(['S-9']);
  });

  it('finds a kind by its other names: a server is a sideboard, a wardrobe an armoire', async () => {
    expect(await search('server')).toEqual(['S-10']);
    expect(await search('mahogany server')).toEqual(['S-10']);
    expect(await search('wardrobe')).toEqual(['S-11']);
  });

  it('ranks the closer match first', async () => {
    const found = await search('walnut dining chair');
    expect(found[0]).toBe('S-7');
  });

  it('combines the search with filters and facets', async () => {
    expect(await search('dining', { brand_id: 'art', category: 'Dining Chairs' })).toEqual(['S-7']);
    const res = await api.call<ProductListResponse>(CATALOG_CALLS.productList, { body: { keyword: 'dining' } });
    expect(res.val.facets.category).toEqual([
      { value: 'Dining Chairs', count: 1 },
      { value: 'Dining Tables', count: 2 },
    ]);
    expect(res.val.total).toBe(3);
  });

  it('answers an empty list when nothing matches (the UI shows the no-items message)', async () => {
    expect(await search('zebrawood credenza')).toEqual([]);
    expect(await search('the')).toEqual([]);
  });

  it('searches the outlet on the FFD site only', async () => {
    expect(await search('walnut dinning', {}, 'ol')).toEqual(['OL-1']);
    const outlet = await api.call<ProductListResponse>(CATALOG_CALLS.outletList, { body: { keyword: 'dining', category: 'dining-tables' } });
    expect(outlet.val.list.map((c) => c.sku_number)).toEqual(['OL-1']);
  });

  it('refuses a one-character search with a clear message', async () => {
    for (const keyword of ['s', ' s ', '-']) {
      const res = await api.call(CATALOG_CALLS.productList, { body: { keyword } });
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.SEARCH_TOO_SHORT, errmsg: MESSAGES.searchTooShort });
    }
  });

  it('takes odd text without a server error', async () => {
    for (const keyword of ["sofa's & \"chair\" | !:*", '-sofa', 'sofa or chair', '%_\\', '😀😀', 'ÉTAGÈRE']) {
      const res = await api.call(CATALOG_CALLS.productList, { body: { keyword } });
      expect(res.status, keyword).toBeLessThan(500);
      expect([ERR.OK, ERR.SEARCH_TOO_SHORT]).toContain(res.err);
    }
    expect((await search('sofa or chair')).sort()).toEqual(['S-1', 'S-2', 'S-6', 'S-7']);
  });
});

describe('the ART live search', () => {
  const art = (body: Record<string, unknown>) =>
    api.call<{ list: ProductCard[]; total: number; limit: number }>(CATALOG_CALLS.liveSearch, { body, query: { obtain: 'art' } });

  it('answers up to 10 products of the site by relevance, with the total', async () => {
    const res = await art({ search: 'dinning' });
    expect(res.val.limit).toBe(10);
    expect(res.val.list.map((c) => c.sku_number).sort()).toEqual(['S-3', 'S-4', 'S-7']);
    expect(res.val.total).toBe(3);
    const one = await art({ search: 'dining', limit: 1, page: 2 });
    expect(one.val.list).toHaveLength(1);
    expect(one.val.total).toBe(3);
  });

  it('answers an empty list for an empty search', async () => {
    expect((await art({ search: '' })).val).toMatchObject({ list: [], total: 0 });
    expect((await art({})).val).toMatchObject({ list: [], total: 0 });
  });
});

describe("each brand's search over its own catalog", () => {
  let generated: TestApi;
  beforeAll(async () => {
    generated = await startTestApi();
    // The catalog the storefront's demo and the journeys run on (seed 1).
    await seedCatalog(generated.services.db, { seed: 1, count: 1500 });
  }, 120_000);
  afterAll(() => generated.close());

  const list = async (brand: (typeof BRANDS)[number], body: Record<string, unknown>) => {
    const endpoint = brand === 'FFD' ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList;
    const res = await generated.call<ProductListResponse>(endpoint, { body, query: { obtain: BRAND_TABLE[brand].code } });
    expect(res.err, res.errmsg).toBe(ERR.OK);
    return res.val.list;
  };

  // What a visitor types in the header: a word of a product on the site, cut short by two letters, its first five
  // letters, one letter changed, the last two letters swapped. Each finds a product named with the word.
  it.each(BRANDS)('%s finds its products by partial and misspelt words', async (brand) => {
    const words = (await list(brand, { page: 1, limit: 24 })).flatMap((c) => c.name.split(/\s+/)).filter((w) => /^[A-Za-z]{6,}$/.test(w));
    const word = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
    expect(word).not.toBe('');
    const swap = word[3] === 'e' ? 'a' : 'e';
    for (const typed of [word.slice(0, -2), word.slice(0, 5), `${word.slice(0, 3)}${swap}${word.slice(4)}`, `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`]) {
      const found = await list(brand, { page: 1, keyword: typed });
      expect(found.some((c) => new RegExp(word, 'i').test(c.name)), `${brand}: '${typed}' finds a product named with '${word}'`).toBe(true);
    }
  });
});
