import { mountHarness } from '@storefront/remote-kit/harness';
import * as lifecycles from '../app';

void mountHarness('mf-after-sales', lifecycles, document.getElementById('root') as HTMLElement);
