import { DialogHeading, defineDialogs } from '@storefront/remote-kit';

/** Dialog bodies this remote provides to the shell's dialog host. */
const lifecycles = defineDialogs({ owner: 'mf-after-sales', bodies: { About: DialogHeading, Contact: DialogHeading } });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
