import { describeRemoteContract } from '@storefront/remote-kit/testing';
import * as lifecycles from './app';

describeRemoteContract('mf-cart-checkout', lifecycles);
