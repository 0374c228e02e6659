import { describeRemoteContract } from '@storefront/contracts/testing';
import * as lifecycles from './app';

describeRemoteContract('mf-cart-checkout', lifecycles);
