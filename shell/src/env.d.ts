/** The brand this shell was built for (BRAND at build time). */
declare const __BRAND__: import('@storefront/contracts').Brand;
