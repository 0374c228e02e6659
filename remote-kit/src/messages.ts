import { messagesIn, type MessageCatalog, type Texts } from '@storefront/contracts';
import { useShell } from './define-remote';

/** The catalog's texts in the session's language (spec section 1): a switch of language renders them anew. */
export function useMessages<T extends Texts>(catalog: MessageCatalog<T>): T {
  return messagesIn(catalog, useShell().session.language);
}
