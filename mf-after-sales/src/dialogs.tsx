import { defineDialogs } from '@storefront/remote-kit';
// The bodies by their paths: the route app never loads them, so they come with the dialogs entry only.
import { About } from './features/site-dialogs/about';
import { ContactDialog } from './features/site-dialogs/contact-dialog';

/** Dialog bodies this remote provides to the shell's dialog host: About and Contact (spec section 2). */
const lifecycles = defineDialogs({ owner: 'mf-after-sales', bodies: { About, Contact: ContactDialog } });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
