import { BRANDS, type Brand } from '@storefront/contracts';

/**
 * Ports the browser tests use, away from the storefront's own defaults so both can run at once. E2E_PORT_BASE
 * moves them all (the api on the base, the brands on the ports below it), for a second checkout's journeys beside.
 */
const base = Number(process.env.E2E_PORT_BASE) || 8990;
export const API_PORT = base;
export const BRAND_PORTS: Readonly<Record<Brand, number>> = Object.fromEntries(BRANDS.map((b, i) => [b, base - 9 + i])) as Record<Brand, number>;

export function brandUrl(brand: Brand, path = '/'): string {
  return `http://localhost:${BRAND_PORTS[brand]}${path}`;
}
