import type { Brand } from '@storefront/contracts';

declare global {
  /** The brand of a page that names none (the dev server's BRAND); the shell server names it in every page. */
  const __DEFAULT_BRAND__: Brand;
}
