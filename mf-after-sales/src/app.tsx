import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { PAGES as CONTACT_PAGES } from './features/contact';
import { PAGES as SAMPLE_PAGES } from './features/samples';
import { PAGES as POLICY_PAGES } from './features/policies';
import { PAGES as CLAIM_PAGES } from './features/claims';
import { PAGES as SERVICE_PAGES } from './features/service-requests';
import { PAGES as DESK_PAGES } from './features/after-sales-desk';

/** mf-after-sales: Service requests, repairs, claims, staff's after-sales desk, samples, contact and the legal pages. */
const lifecycles = defineRemote({
  owner: 'mf-after-sales',
  pages: pagesFor('mf-after-sales', { ...CONTACT_PAGES, ...SAMPLE_PAGES, ...POLICY_PAGES, ...CLAIM_PAGES, ...SERVICE_PAGES, ...DESK_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
