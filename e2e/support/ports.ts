import { BRANDS, type Brand } from '@storefront/contracts';

/** Ports the browser tests use, away from the storefront's own defaults so both can run at once. */
export const API_PORT = 8990;
export const BRAND_PORTS: Readonly<Record<Brand, number>> = Object.fromEntries(BRANDS.map((b, i) => [b, 8981 + i])) as Record<Brand, number>;

export function brandUrl(brand: Brand, path = '/'): string {
  return `http://localhost:${BRAND_PORTS[brand]}${path}`;
}
