import { DialogHeading, defineDialogs } from '@storefront/contracts/react';

/** Dialog bodies this remote provides to the shell's dialog host. */
const lifecycles = defineDialogs({ owner: 'mf-catalog', bodies: { FromView: DialogHeading } });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
