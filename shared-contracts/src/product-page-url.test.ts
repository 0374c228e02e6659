import { describe, expect, it } from 'vitest';
import { defaultSessionSites } from './session-sites';
import { productPageUrl } from './schemas/catalog';

const production = { sites: defaultSessionSites(), hubUrl: 'https://hub.example.test' };
const local = { sites: [{ brand: 'HOM' as const, origin: 'http://hom.storefront.localhost:8080' }, { brand: 'JC' as const, origin: 'http://jc.storefront.localhost:8084' }], hubUrl: null };

describe("a product's page where it is sold", () => {
  it("is this site's page when the site sells the product's brand", () => {
    expect(productPageUrl('ca', { brand_id: 'ca', sku_number: 'CA-1' }, 'llm', production)).toBe('/page/products/product-CA-1.html?source=llm');
    expect(productPageUrl('ca_dealer', { brand_id: 'ca', sku_number: 'CA-1' }, undefined, production)).toBe('/page/products/product-CA-1.html');
    expect(productPageUrl('hom', { brand_id: 'jc', sku_number: 'JC 2' }, 'llm', production)).toBe('/productDetail?sku_number=JC%202&source=llm');
  });

  it("is the page on the brand's own site for another brand's product (spec section 2's product page path)", () => {
    expect(productPageUrl('ca', { brand_id: 'jc', sku_number: 'JC-7' }, 'llm', production)).toBe('https://www.jonathancharles.com/page/products/product-JC-7.html?source=llm');
    expect(productPageUrl('rowe', { brand_id: 'ca', sku_number: 'CA-1' }, 'llm', production)).toBe('https://www.caracole.com/page/products/product-CA-1.html?source=llm');
    // The sites as configured (every brand served here): the sibling's own address.
    expect(productPageUrl('ca', { brand_id: 'jc', sku_number: 'JC-7' }, 'llm', local)).toBe('http://jc.storefront.localhost:8084/page/products/product-JC-7.html?source=llm');
  });

  it("is the hub's product detail when the brand has no site of its own here, and none when no site that sells it is known", () => {
    expect(productPageUrl('ca', { brand_id: 'hom', sku_number: 'H-1' }, 'llm', production)).toBe('https://hub.example.test/productDetail?sku_number=H-1&source=llm');
    expect(productPageUrl('ca', { brand_id: 'hom', sku_number: 'H-1' }, 'llm', local)).toBe('http://hom.storefront.localhost:8080/productDetail?sku_number=H-1&source=llm');
    expect(productPageUrl('ca', { brand_id: 'art', sku_number: 'A-1' }, 'llm', local)).toBe('http://hom.storefront.localhost:8080/productDetail?sku_number=A-1&source=llm');
    expect(productPageUrl('ca', { brand_id: 'hom', sku_number: 'H-1' }, 'llm', { sites: [], hubUrl: null })).toBeNull();
    expect(productPageUrl('ca', { brand_id: 'ol', sku_number: 'O-1' }, 'llm', production)).toBeNull();
  });
});
