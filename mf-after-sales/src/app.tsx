import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { PAGES as CONTACT_PAGES } from './features/contact';
import { PAGES as SAMPLE_PAGES } from './features/samples';
import { PAGES as POLICY_PAGES } from './features/policies';

/** mf-after-sales: Service requests, repairs, claims, samples, contact and the legal pages. */
const lifecycles = defineRemote({
  owner: 'mf-after-sales',
  pages: pagesFor('mf-after-sales', { ...CONTACT_PAGES, ...SAMPLE_PAGES, ...POLICY_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
