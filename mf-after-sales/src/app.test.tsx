import { describeRemoteContract } from '@storefront/contracts/testing';
import * as lifecycles from './app';
import * as dialogs from './dialogs';

describeRemoteContract('mf-after-sales', lifecycles, dialogs);
