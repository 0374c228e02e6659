import { CUSTOMIZABLE_NONE, PRODUCT_STATUS } from '@storefront/contracts';
import { products } from '../platform/db/schema';
import type { Services } from '../platform/services';

export type ProductRow = typeof products.$inferInsert;

let serial = 0;
/** Inserts products for a test: anything not given gets a plain default (a walnut sofa on sale, in stock). */
export async function insertProducts(services: Services, rows: Array<Partial<ProductRow>>): Promise<ProductRow[]> {
  const full = rows.map((row) => {
    serial += 1;
    const base: ProductRow = {
      skuNumber: `TEST-${String(serial).padStart(5, '0')}`,
      brandId: 'ca',
      name: 'Harlow Sofa',
      style: 'Transitional',
      portfolio: 'Harlow',
      space: 'Living Room',
      category: 'Sofas',
      shape: 'sofa',
      materials: 'Walnut, linen',
      finish: 'Walnut',
      finishColor: '#6b4a2f',
      description: 'A deep-seated sofa.',
      specifications: [],
      width: 90,
      length: 38,
      height: 34,
      msrpCents: 800_000,
      designerCents: 400_000,
      promotionalCents: null,
      consumerCents: 600_000,
      priceLabel: 'Retail 50',
      status: PRODUCT_STATUS.ON_SALE,
      stock: 5,
      futureStock: 0,
      backorderQuantity: 0,
      expectedDelivery: null,
      customizableType: CUSTOMIZABLE_NONE,
      views: 3,
      rank: serial,
      searchText: '',
    };
    const merged = { ...base, ...row };
    if (!row.searchText) {
      merged.searchText = [merged.name, merged.brandId, merged.style, merged.portfolio, merged.space, merged.category, merged.materials, merged.finish, merged.skuNumber].join(' ');
    }
    return merged;
  });
  if (full.length) await services.db.insert(products).values(full);
  return full;
}
