import { defineParcel } from '@storefront/remote-kit';
import { LiveSearch, liveSearchStyles } from './features/live-search';

/** The header's live search with its product dropdown, mounted by the shell where the brand has one (ART). */
const lifecycles = defineParcel({ owner: 'mf-catalog', root: LiveSearch, styles: liveSearchStyles });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
