import { describe, expect, it } from 'vitest';
import { productPageUrl } from './schemas/catalog';

const hub = 'https://hub.example.test';

describe("a product's page where it is sold", () => {
  it("is this site's page when the site sells the product's brand", () => {
    expect(productPageUrl('ca', { brand_id: 'ca', sku_number: 'CA-1' }, 'llm', hub)).toBe('/page/products/product-CA-1.html?source=llm');
    expect(productPageUrl('ca_dealer', { brand_id: 'ca', sku_number: 'CA-1' }, undefined, hub)).toBe('/page/products/product-CA-1.html');
    expect(productPageUrl('hom', { brand_id: 'jc', sku_number: 'JC 2' }, 'llm', hub)).toBe('/productDetail?sku_number=JC%202&source=llm');
  });

  it("is the selling brand's site for another brand's product (spec section 2's product page path)", () => {
    expect(productPageUrl('ca', { brand_id: 'jc', sku_number: 'JC-7' }, 'llm', hub)).toBe('https://www.jonathancharles.com/page/products/product-JC-7.html?source=llm');
    expect(productPageUrl('rowe', { brand_id: 'ca', sku_number: 'CA-1' }, 'llm', hub)).toBe('https://www.caracole.com/page/products/product-CA-1.html?source=llm');
  });

  it("is the hub's product detail for a product only the hub sells, and none when no site that sells it is known", () => {
    expect(productPageUrl('ca', { brand_id: 'hom', sku_number: 'H-1' }, 'llm', hub)).toBe('https://hub.example.test/productDetail?sku_number=H-1&source=llm');
    expect(productPageUrl('ca', { brand_id: 'hom', sku_number: 'H-1' }, 'llm', null)).toBeNull();
    expect(productPageUrl('ca', { brand_id: 'ol', sku_number: 'O-1' }, 'llm', hub)).toBeNull();
  });
});
