import { defineDialogs } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { lazy } from 'react';
import { caraStyles } from './ui/styles';

/** SeeInRoom: the upload widget opened from a product page with its product chosen (lazy: its code loads when it opens). */
const SeeInRoom = lazy(() => import('./features/upload/see-in-room'));

/** Dialog bodies this remote provides to the shell's dialog host. */
const lifecycles = defineDialogs({ owner: 'mf-cara', bodies: { SeeInRoom }, styles: caraStyles, language: AriaLocale });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
