import {
  BRAND_TABLE,
  CART_CALLS,
  clearGuestCartCookies,
  guestCartBatchCookie,
  guestCartBatchFromCookies,
  guestCartBatchId,
  guestCartFromCookies,
  type Language,
  type ShellProps,
} from '@storefront/contracts';

/** How long a sign-in waits for the merge before it moves on (the cart is kept and merged at the next sign-in). */
export const MERGE_WAIT_MS = 15_000;

/** What the shopper reads when the merge fails: sign-in goes on, the guest cart stays for the next sign-in. */
export const MERGE_FAILED =
  'We could not move the items you added before signing in to your cart. They are kept, and we will try again the next time you sign in.';

/** What the shopper reads when some entries could not be added in full (the api says why, per entry). */
export function mergeShortfall(reasons: readonly string[], language: Language | string = 'en'): string {
  const why = [...new Set(reasons)].join('; ');
  if (language === 'zh') return `您登录前加入的 ${reasons.length} 件商品未能全部加入购物车：${why}。`;
  return reasons.length === 1
    ? `One item you added before signing in could not be added to your cart in full: ${why}.`
    : `${reasons.length} items you added before signing in could not be added to your cart in full: ${why}.`;
}

/** MERGE_FAILED in the language. */
const mergeFailedIn = (language: Language | string): string =>
  language === 'zh' ? '未能将您登录前加入的商品移入购物车。这些商品已保留，我们会在您下次登录时再试。' : MERGE_FAILED;

const secureContext = () => typeof window !== 'undefined' && window.isSecureContext;

/**
 * At an FFD sign-in (spec sections 3 and 7): the guest cart of the `sku_list` cookie is merged into the account's
 * cart with CART_CALLS.addBatch, under one batch id per guest cart kept beside the cookie (a retried sign-in adds
 * nothing twice). Answered: the cookie is cleared and the header hears `cart:changed`. Failed (or not answered in
 * MERGE_WAIT_MS): the cookie stays for the next sign-in and a toast says so; it never throws, so sign-in goes on.
 * Call it after account.signIn (the call needs the new session) and before moving on. Elsewhere than FFD, nothing.
 */
export async function mergeGuestCart(shell: Pick<ShellProps, 'api' | 'brand' | 'events' | 'toasts'> & { language?: Language }): Promise<void> {
  const language = shell.language ?? 'en';
  if (!BRAND_TABLE[shell.brand].features.guestCart) return;
  const entries = guestCartFromCookies(document.cookie);
  if (entries.length === 0) return;
  const batchId = guestCartBatchId(entries, guestCartBatchFromCookies(document.cookie));
  document.cookie = guestCartBatchCookie(batchId, { secureContext: secureContext() });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MERGE_WAIT_MS);
  try {
    const val = await shell.api.call(CART_CALLS.addBatch, { body: { batch_id: batchId, sku_list: entries }, signal: controller.signal });
    for (const cookie of clearGuestCartCookies({ secureContext: secureContext() })) document.cookie = cookie;
    shell.events.emit('cart:changed', { count: val.count });
    const short = val.list.filter((result) => result.errmsg !== '').map((result) => result.errmsg);
    if (short.length > 0) shell.toasts.show({ kind: 'info', message: mergeShortfall(short, language) });
  } catch {
    shell.toasts.show({ kind: 'error', message: mergeFailedIn(language) });
  } finally {
    clearTimeout(timer);
  }
}
