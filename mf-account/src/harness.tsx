import { mountHarness } from '@storefront/contracts/harness';
import * as lifecycles from './app';

void mountHarness('mf-account', lifecycles, document.getElementById('root') as HTMLElement);
