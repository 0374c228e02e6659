import { CATALOG_CALLS, ERR, MESSAGES, type ApiError, type ProductDetail } from '@storefront/contracts';
import { usePageData, useShell } from '@storefront/remote-kit';
import { useCallback, useState } from 'react';

export type ProductState =
  | { kind: 'loading' }
  | { kind: 'ready'; product: ProductDetail }
  /** Unknown SKU (or none given): 'Product does not exist'. */
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * The product of the page: POST /mibd/product/detail with the SKU and where the visitor came from. Read again when
 * the session changes (prices follow the mode). Read with the page on the server (usePageData), so the product,
 * its picture first, comes with the first frame.
 */
export function useProduct(sku: string | null, source: string | undefined): { state: ProductState; retry(): void } {
  const { api, session } = useShell();
  const [attempt, setAttempt] = useState(0);
  const key = `detail:${sku ?? ''}:${source ?? ''}:${session.mode}:${session.token ? 'signed-in' : 'visitor'}:${attempt}`;
  const state = usePageData<ProductState>(
    key,
    async (signal) => {
      if (!sku) return { kind: 'missing' };
      try {
        return { kind: 'ready', product: await api.call(CATALOG_CALLS.detail, { body: { sku_number: sku, source: source || undefined }, signal }) };
      } catch (error) {
        if (signal.aborted) throw error;
        // The shell's api client throws its own copy of ApiError: read the code, not the class.
        const code = (error as Partial<ApiError> | null)?.err;
        if (code === ERR.PRODUCT_NOT_FOUND || code === ERR.BAD_REQUEST) return { kind: 'missing' };
        return { kind: 'failed', message: error instanceof Error && error.message ? error.message : MESSAGES.requestFalse };
      }
    },
    { kind: 'failed', message: MESSAGES.requestFalse },
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: state ?? { kind: 'loading' }, retry };
}
