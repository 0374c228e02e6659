import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { codeRoutes } from './codes';
import { ffdRoutes } from './ffd';
import { loginRoutes } from './login';
import { passwordRoutes } from './passwords';
import { roweRoutes } from './rowe';
import { verificationRoutes } from './verification';

/** Identity: login (password, SMS, FFD), sessions, roles by mode, user info, passwords, Rowe binding, email and phone verification. */
export function identityModule(app: FastifyInstance, services: Services): void {
  loginRoutes(app, services);
  codeRoutes(app, services);
  passwordRoutes(app, services);
  ffdRoutes(app, services);
  roweRoutes(app, services);
  verificationRoutes(app, services);
}
