import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { PAGES as VISUALIZATION_PAGES } from './features/visualizations';
import { caraStyles } from './ui/styles';

/** mf-cara: Cara, the AI assistant: chat, the room-photo upload widget and visualizations. */
const lifecycles = defineRemote({
  owner: 'mf-cara',
  pages: pagesFor('mf-cara', VISUALIZATION_PAGES),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: caraStyles,
  language: AriaLocale,
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
