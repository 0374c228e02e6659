import { defineParcel } from '@storefront/remote-kit';
import { WorkspaceRequests } from './features/workspace/requests';

/** The workspace parcel: mounted by the shell for signed-in accounts that keep projects or favorites; it draws nothing. */
const lifecycles = defineParcel({ owner: 'mf-account', root: WorkspaceRequests });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
