import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { lazy } from 'react';
import { caraStyles } from './styles';

/** mf-cara: Cara, the AI assistant: chat, the room-photo upload widget and visualizations. */
const lifecycles = defineRemote({
  owner: 'mf-cara',
  pages: pagesFor('mf-cara', {
    visualizations: lazy(() => import('./pages/visualizations')),
    AISchemeDetails: lazy(() => import('./pages/scheme-details')),
  }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: caraStyles,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
