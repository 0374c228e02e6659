/** Who a caller talks to: a customer's own designer when it has one, else the site's trade desk. */
import { CATALOG_CALLS, TRADE_DESKS, type DesignerInfo } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { designerContact } from '../repository/products';
import { phoneText } from '../rules';

export function designerRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CATALOG_CALLS.designerInfo, {
    handler: async ({ caller }): Promise<DesignerInfo> => {
      const account = caller.account;
      if (account?.kind === 'customer' && account.parentId) {
        const designer = await designerContact(services.db, account.parentId);
        if (designer) {
          return {
            name: `${designer.firstName} ${designer.lastName}`.trim(),
            img: designer.headImg,
            email: designer.email,
            phone_number: phoneText(designer.phone),
          };
        }
      }
      return TRADE_DESKS[caller.brand];
    },
  });
}
