import { hasPermission, isSignedIn } from '@storefront/contracts';
import { defineParcel, useShell } from '@storefront/contracts/react';
import { ChatLauncher } from './chat/chat-launcher';
import { CaseWatcher } from './cases/case-watcher';
import { caraStyles } from './styles';

/** Brands whose users have AI cases: the luxury brand and its dealer variant. */
const CASE_BRANDS = new Set(['CA', 'CA_DEALER']);

/**
 * The assistant, mounted by the shell beside the page: the chat bubble only on the luxury brand's product page
 * for users holding AI_customer_service_page_entrance (gone on any other page), and case polling with its
 * notices for signed-in users of the luxury brand and its dealer variant on every page.
 */
export function Assistant() {
  const { brand, route, session } = useShell();
  const chat = brand === 'CA' && route.id === 'productPage' && hasPermission(session.roles, 'AI_customer_service_page_entrance', brand);
  const cases = CASE_BRANDS.has(brand) && isSignedIn(session);
  return (
    <>
      {cases ? <CaseWatcher key={session.token} /> : null}
      {chat ? <ChatLauncher /> : null}
    </>
  );
}

const lifecycles = defineParcel({ owner: 'mf-cara', root: Assistant, styles: caraStyles });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
