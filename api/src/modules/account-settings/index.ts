/**
 * Account settings: the signed-in account's own bill addresses (at most 10, one default), about me, profile picture
 * (an avatar upload of its own), tier and price label, and reseller certificates (the registration's and those put on
 * file since; section 7's certificate list). The password is changed through identity. The only door other modules
 * use: `accountSettingsModule` registers the calls; checkout reads a bill address and whether a certificate is on file.
 *
 * routes/profile.ts       the profile, about me, the picture
 * routes/addresses.ts     the bill addresses
 * routes/certificates.ts  the reseller certificates
 * service.ts              the calls over the SQL, each on the caller's own account, changes under the account's lock
 * rules.ts                refusals, how rows read, the default after a change, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { addressRoutes } from './routes/addresses';
import { certificateRoutes } from './routes/certificates';
import { profileRoutes } from './routes/profile';

/** The certificate list of section 7 (empty: no certificate on file): the cart's pre-checkout check reads it. */
export { certificateList } from './service';

/** What checkout uses of the settings: a saved bill address, and whether a resale certificate is on file. */
export { billAddressOf, certificateGuard, hasCertificateOnFile } from './service';

export function accountSettingsModule(app: FastifyInstance, services: Services): void {
  profileRoutes(app, services);
  addressRoutes(app, services);
  certificateRoutes(app, services);
}
