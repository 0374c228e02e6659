import { defineDialogs } from '@storefront/remote-kit';
import { lazy } from 'react';
import { detailStyles } from './pages/detail';
import { uiStyles } from './ui';

const QuickView = lazy(() => import('./pages/detail/quick-view'));

/** Dialog bodies this remote provides to the shell's dialog host: FromView, the product's quick view. */
const lifecycles = defineDialogs({ owner: 'mf-catalog', bodies: { FromView: QuickView }, styles: [uiStyles, detailStyles].join('\n') });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
