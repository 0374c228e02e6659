import { hasPermission, isSignedIn, type Brand, type SessionSnapshot } from '@storefront/contracts';

/**
 * Whether the shell mounts mf-account's workspace, which answers a product page's "Add to project" and "Favorite":
 * a signed-in account whose roles (once they have arrived) hold either permission. Visitors never load it.
 */
export function workspaceWanted(brand: Brand, session: SessionSnapshot): boolean {
  return isSignedIn(session) && (hasPermission(session.roles, 'designer_project', brand) || hasPermission(session.roles, 'favorites', brand));
}
