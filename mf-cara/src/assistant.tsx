import { BRAND_TABLE, hasPermission, isSignedIn } from '@storefront/contracts';
import { defineParcel, useShell } from '@storefront/remote-kit';
import { CaseWatcher } from './features/cases';
import { ChatLauncher } from './features/chat';
import { caraStyles } from './ui/styles';

/**
 * The assistant, mounted by the shell beside the page: the chat bubble only on the product page of a brand with
 * Cara's chat, for users holding AI_customer_service_page_entrance (gone on any other page), and case polling with
 * its notices for signed-in users of a brand with visualizations, on every page (the brand table's features).
 */
export function Assistant() {
  const { brand, route, session } = useShell();
  const { caraChat, myVisualizations } = BRAND_TABLE[brand].features;
  const chat = caraChat && route.id === 'productPage' && hasPermission(session.roles, 'AI_customer_service_page_entrance', brand);
  const cases = myVisualizations && isSignedIn(session);
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
