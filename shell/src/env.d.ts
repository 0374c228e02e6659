import type { Brand } from '@storefront/contracts';

declare global {
  /** The brand of a page that names none (the dev server's BRAND); the shell server names it in every page. */
  const __DEFAULT_BRAND__: Brand;
  /** A build made with MOCK=1: every page runs against the mock api (decision 038). */
  const __MOCK__: boolean;
}
