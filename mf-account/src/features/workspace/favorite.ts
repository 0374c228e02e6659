import { FAVORITE_CALLS, type ShellProps } from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';
import { favoriteToastIn } from '../../ui/favorite-toast';

/**
 * Whose favorites a favorite goes to: the customer the designer serves, in the modes that have customers; otherwise
 * the caller's own (browsing mode, no customer chosen, an invited customer).
 */
export function favoriteCustomer(session: ShellProps['session']): string | undefined {
  return session.customerId && session.roles.includes('customers') ? session.customerId : undefined;
}

/** Favorites a product (click_like, type 'add') and says so around the customer's name (spec section 8). */
export async function favoriteProduct(shell: Pick<ShellProps, 'api' | 'session' | 'toasts'>, sku: string): Promise<void> {
  try {
    const val = await shell.api.call(FAVORITE_CALLS.like, { body: { type: 'add', product_id: sku, customer_id: favoriteCustomer(shell.session) } });
    shell.toasts.show({ kind: 'success', message: favoriteToastIn(shell.session.language, val.customer_name, val.liked) });
  } catch (error) {
    const refusal = refusalOf(error);
    // 25010 and a lost session are the shell's to answer (it moves to /noPermission or signs out).
    if (refusal) shell.toasts.show({ kind: 'error', message: refusal.message });
  }
}
