import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { loginRoutes } from './login';

/** Identity: login (password, SMS, FFD), sessions, roles by mode, user info, passwords, Rowe binding. */
export function identityModule(app: FastifyInstance, services: Services): void {
  loginRoutes(app, services);
}
