import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services';
import { accountSettingsModule } from './account-settings';
import { activityModule } from './activity';
import { afterSalesModule } from './after-sales';
import { caraModule } from './cara';
import { cartModule } from './cart';
import { checkoutModule } from './checkout';
import { claimsModule } from './claims';
import { clientAgentModule } from './client-agent';
import { catalogModule } from './catalog';
import { collectionsModule } from './collections';
import { customersModule } from './customers';
import { devModule } from './dev';
import { filesModule } from './files';
import { identityModule } from './identity';
import { membersModule } from './members';
import { orderChangesModule } from './order-changes';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import { projectsModule } from './projects';
import { registrationModule } from './registration';

/** A domain module registers its calls with `route` (validation, caller, permissions) on the app. */
export type Module = (app: FastifyInstance, services: Services) => Promise<void> | void;

/** Every module of the api, in registration order. */
export const MODULES: Module[] = [identityModule, accountSettingsModule, registrationModule, filesModule, catalogModule, cartModule, customersModule, projectsModule, collectionsModule, membersModule, paymentsModule, ordersModule, checkoutModule, orderChangesModule, clientAgentModule, afterSalesModule, claimsModule, caraModule, activityModule, devModule];
