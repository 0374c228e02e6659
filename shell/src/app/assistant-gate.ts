import { BRAND_TABLE, hasPermission, isSignedIn, type Brand, type SessionSnapshot } from '@storefront/contracts';

/**
 * The permission every call of Cara's assistant needs from a signed-in account (the chat, its history and the
 * visualization cases the assistant polls on every page): the api refuses an account without it with 25010, which
 * the shell turns into /noPermission.
 */
export const ASSISTANT_PERMISSION = 'AI_customer_service_page_entrance';

/**
 * Whether the shell mounts mf-cara's assistant (the chat bubble of the product page, AI case polling and notices):
 * a brand with Cara, a signed-in user, and the session's roles holding the assistant's permission. Roles are not
 * stored: they arrive after start (spec section 4), so on a direct page load the roles are empty at first and the
 * assistant waits for them. Deciding before they arrive sent customers and client agents, who do not hold the
 * permission, to 'No Permission' on every direct load of a Caracole page, where a click (no new mount) did not.
 */
export function assistantWanted(brand: Brand, session: SessionSnapshot): boolean {
  const { caraChat, myVisualizations } = BRAND_TABLE[brand].features;
  return (caraChat || myVisualizations) && isSignedIn(session) && hasPermission(session.roles, ASSISTANT_PERMISSION, brand);
}
