import type * as z from 'zod/mini';
import {
  CARA_ADD_TYPE,
  CARA_CALLS,
  CART_CALLS,
  CATALOG_CALLS,
  PROJECT_CALLS,
  caraAiSource,
  type ApiClient,
  type addLogRequest,
  type inpaintingMessageRequest,
} from '@storefront/contracts';

/** The /ca calls and add_log (spec section 7), each read with its contract schema. */
export function caraCalls(api: ApiClient) {
  return {
    history: (time: number | null, limit: number) =>
      api.call(CARA_CALLS.history, { body: { time: time ?? undefined, limit } }),
    caseList: (options: { limit?: number; page?: number } = {}) => api.call(CARA_CALLS.caseList, { body: options }),
    caseDetail: (id: string) => api.call(CARA_CALLS.caseDetail, { body: { id } }),
    /** The owner's cases that settled and were not noticed yet (what finished while they were away). */
    caseNotices: () => api.call(CARA_CALLS.caseNotices),
    caseNoticesSeen: (ids: string[]) => api.call(CARA_CALLS.caseNoticesSeen, { body: { case_id: ids } }),
    /** A render of the caller's case kept in a project. */
    caseToProject: (body: { case_id: string; render_id: string; project_id: string }) => api.call(CARA_CALLS.caseToProject, { body }),
    /** The company's projects (each naming its customer), newest change first. */
    projects: (search?: string) => api.call(PROJECT_CALLS.list, { body: { page: 1, limit: 100, ...(search ? { search } : {}) } }),
    settings: () => api.call(CARA_CALLS.inpaintingSettings),
    inpaintingMessage: (body: z.input<typeof inpaintingMessageRequest>) =>
      api.call(CARA_CALLS.inpaintingMessage, { body }),
    photoByCode: (image_code: string) => api.call(CARA_CALLS.visitorImageByCode, { body: { image_code } }),
    /** The products of earlier answers as the caller's current mode sees them (prices by mode, from the catalog). */
    productsBySku: (skus: string[]) => api.call(CATALOG_CALLS.bySku, { body: { sku_number: skus } }),
    /** Add-to-cart from a Cara card: add_type 4 and the answer it came from as ai_source. */
    addToCart: (product: { sku_number: string; consumer_price?: number | null }, messageId: string) =>
      api.call(CART_CALLS.add, {
        body: {
          sku_number: product.sku_number,
          number: 1,
          consumer_price: product.consumer_price ?? undefined,
          add_type: CARA_ADD_TYPE,
          ai_source: caraAiSource(messageId),
        },
      }),
    /** Usage events; never in the user's way: a failed log is dropped. */
    log: (event: z.input<typeof addLogRequest>) => {
      void api.call(CARA_CALLS.addLog, { body: event }).catch(() => undefined);
    },
  };
}
export type CaraCalls = ReturnType<typeof caraCalls>;
