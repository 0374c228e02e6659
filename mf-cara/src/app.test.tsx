import { describeRemoteContract } from '@storefront/remote-kit/testing';
import * as lifecycles from './app';
import * as dialogs from './dialogs';

describeRemoteContract('mf-cara', lifecycles, dialogs);
