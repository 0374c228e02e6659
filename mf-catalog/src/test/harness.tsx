import { mountHarness } from '@storefront/remote-kit/harness';
import * as lifecycles from '../app';

void mountHarness('mf-catalog', lifecycles, document.getElementById('root') as HTMLElement);
