import { isBrand, type Brand } from '@storefront/contracts';

/**
 * The brand of the page: one shell build serves every brand, and the shell server names the brand it
 * serves on the page's root element (`<html data-brand="CA">`). A page that names none (the dev server's)
 * is the fallback's.
 */
export function pageBrand(doc: Document, fallback: Brand): Brand {
  const named = doc.documentElement.dataset.brand;
  return named && isBrand(named) ? named : fallback;
}
