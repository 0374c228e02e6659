import type { Brand } from '@storefront/contracts';

declare global {
  /** The brand this shell was built for (BRAND at build time). */
  const __BRAND__: Brand;
}
