import { CATALOG_CALLS, ERR, MESSAGES, type ApiError, type ProductDetail } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export type ProductState =
  | { kind: 'loading' }
  | { kind: 'ready'; product: ProductDetail }
  /** Unknown SKU (or none given): 'Product does not exist'. */
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * The product of the page: POST /mibd/product/detail with the SKU and where the visitor came from. Read again when
 * the session changes (prices follow the mode).
 */
export function useProduct(sku: string | null, source: string | undefined): { state: ProductState; retry(): void } {
  const { api, session } = useShell();
  const [state, setState] = useState<ProductState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sku) {
      setState({ kind: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.kind === 'ready' && s.product.sku_number === sku ? s : { kind: 'loading' }));
    api
      .call(CATALOG_CALLS.detail, {
        body: { sku_number: sku, source: source || undefined },
        signal: controller.signal,
      })
      .then(
        (product) => setState({ kind: 'ready', product }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The shell's api client throws its own copy of ApiError: read the code, not the class.
          const code = (error as Partial<ApiError> | null)?.err;
          if (code === ERR.PRODUCT_NOT_FOUND || code === ERR.BAD_REQUEST) setState({ kind: 'missing' });
          else setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : MESSAGES.requestFalse });
        },
      );
    return () => controller.abort();
  }, [api, sku, source, session.token, session.mode, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
