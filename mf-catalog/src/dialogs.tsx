import { defineDialogs } from '@storefront/remote-kit';
import { QuickView } from './features/product-detail';
import { DIALOG_STYLES } from './styles';

/** Dialog bodies this remote provides to the shell's dialog host: FromView, the product's quick view. */
const lifecycles = defineDialogs({ owner: 'mf-catalog', bodies: { FromView: QuickView }, styles: DIALOG_STYLES });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
