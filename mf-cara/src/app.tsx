import { defineRemote, pagesFor } from '@storefront/contracts/react';

/** mf-cara: Cara, the AI assistant: chat, the room-photo upload widget and visualizations. */
const lifecycles = defineRemote({
  owner: 'mf-cara',
  pages: pagesFor('mf-cara', {}),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
