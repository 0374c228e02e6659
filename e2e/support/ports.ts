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

/**
 * The cross-site session's own brand sites (decision 035), each at a host of its own under storefront.localhost (ports
 * alone share every cookie), below the brands' shells (API_PORT - 9 .. - 3), the federation journey's (- 11) and the
 * previous release's (- 12). The api knows the sharing pair as its SESSION_SITES (the brand redirect, decision 040).
 */
export const SITE_PORTS = { CA: base - 14, ROWE: base - 15, JC: base - 16, nobody: base - 17 } as const;
export const siteOrigin = (brand: string, port: number) => `http://${brand.toLowerCase()}.storefront.localhost:${port}`;
/** The pair of sites that share the session. */
export const SHARING_SITES = `CA=${siteOrigin('CA', SITE_PORTS.CA)},ROWE=${siteOrigin('ROWE', SITE_PORTS.ROWE)}`;
