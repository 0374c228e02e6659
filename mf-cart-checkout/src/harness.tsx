import { mountHarness } from '@storefront/contracts/harness';
import * as lifecycles from './app';

void mountHarness('mf-cart-checkout', lifecycles, document.getElementById('root') as HTMLElement);
