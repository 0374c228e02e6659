import { mountHarness } from '@storefront/remote-kit/harness';
import * as lifecycles from '../app';

void mountHarness('mf-account', lifecycles, document.getElementById('root') as HTMLElement);
