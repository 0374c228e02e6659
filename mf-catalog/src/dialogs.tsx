import { defineDialogs } from '@storefront/remote-kit';
import { QuickView, detailStyles } from './features/product-detail';
import { uiStyles } from './ui';

/** Dialog bodies this remote provides to the shell's dialog host: FromView, the product's quick view. */
const lifecycles = defineDialogs({ owner: 'mf-catalog', bodies: { FromView: QuickView }, styles: [uiStyles, detailStyles].join('\n') });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
