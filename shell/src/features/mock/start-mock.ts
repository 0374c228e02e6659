/**
 * The mock api in the browser (decision 038): msw's worker (its script, /mockServiceWorker.js, is made by the build
 * and served at the site root) answering every call of the endpoint table from the generated catalog. Loaded only
 * when the mock flag is on, and started before the shell makes its first call.
 */
import { mockApiHandlers } from '@storefront/contracts/mock-api';
import { setupWorker } from 'msw/browser';

export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...mockApiHandlers());
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  console.info('[mock api] on: calls are answered in the browser from the generated catalog (?mock=0 switches it off)');
}
