import { FAVORITE_CALLS, favoriteToast, type ShellProps } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useRef } from 'react';

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
    shell.toasts.show({ kind: 'success', message: favoriteToast(val.customer_name, val.liked) });
  } catch (error) {
    const refusal = refusalOf(error);
    // 25010 and a lost session are the shell's to answer (it moves to /noPermission or signs out).
    if (refusal) shell.toasts.show({ kind: 'error', message: refusal.message });
  }
}

/**
 * The workspace's answers to other remotes' requests: a product page's "Add to project" opens the AddProject dialog
 * with the product and quantity, and "Favorite" saves the product to the customer's favorites. Nothing is drawn.
 */
export function WorkspaceRequests() {
  const shell = useShell();
  const latest = useRef(shell);
  latest.current = shell;
  const { events } = shell;
  useEffect(() => {
    const offProject = events.on('catalog:add-to-project-requested', (payload, claim) => {
      claim();
      latest.current.dialogs.open('AddProject', { ...payload });
    });
    const offFavorite = events.on('catalog:favorite-requested', (payload, claim) => {
      claim();
      void favoriteProduct(latest.current, payload.sku_number);
    });
    return () => {
      offProject();
      offFavorite();
    };
  }, [events]);
  return null;
}
