/**
 * Identity: login (password, SMS, FFD), sessions, roles by mode, user info, passwords, Rowe binding, email and phone
 * verification. The only door other modules use: `identityModule` registers the calls; the rest below is what other
 * modules use of identity (sessions, codes, links, accounts by login name, the throttles of messages).
 *
 * routes/login.ts         login, roles, user info, logout; routes/codes.ts the SMS login code
 * routes/passwords.ts     forgotten, set and changed passwords
 * routes/ffd.ts           the outlet's shoppers; routes/rowe.ts Rowe binding and the embedded sign-in (DEV_ROWE_SIGN_IN)
 * routes/verification.ts  email and phone changes by code
 * routes/session-sites.ts the cross-site session: a one-time code for a sibling brand site, and its use (decision 035)
 * sessions.ts, codes.ts, links.ts, rowe.ts  what the calls share (I/O)
 * throttles.ts            sign-in back-off and the allowances of codes and emails (decision 014)
 * rules.ts                rules without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { codeRoutes } from './routes/codes';
import { ffdRoutes } from './routes/ffd';
import { loginRoutes } from './routes/login';
import { passwordRoutes } from './routes/passwords';
import { roweRoutes } from './routes/rowe';
import { sessionSiteRoutes } from './routes/session-sites';
import { verificationRoutes } from './routes/verification';

export { checkCode, sendCode } from './codes';
export { issueLink, linkUrl } from './links';
export { findByLoginName, retireLinks, revokeAllSessions, type AccountRow } from './repository';
export { CODE_TTL_MS, PASSWORD_LINKS, SET_PASSWORD_PATH } from './rules';
export { openSession } from './sessions';
export { allowSend, rememberOwnClient, startSignIn, type Asker, type Sending } from './throttles';

export function identityModule(app: FastifyInstance, services: Services): void {
  loginRoutes(app, services);
  codeRoutes(app, services);
  passwordRoutes(app, services);
  ffdRoutes(app, services);
  roweRoutes(app, services);
  verificationRoutes(app, services);
  sessionSiteRoutes(app, services);
}
