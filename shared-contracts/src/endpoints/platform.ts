import { endpoint } from './endpoint';

/**
 * The platform: liveness, readiness, this table as an OpenAPI document, the development mailbox and the embedded Rowe
 * sign-in page.
 */
export const PLATFORM_CALLS = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    auth: 'none',
  }),
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    answers: 'json',
  }),
  mailboxPage: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: 'none',
    answers: 'html',
  }),
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox.json',
    auth: 'none',
  }),
  roweSignInPage: endpoint({
    method: 'GET',
    path: '/api/dev/rowe-sign-in',
    auth: 'none',
    answers: 'html',
  }),
  roweSignIn: endpoint({
    method: 'POST',
    path: '/api/dev/rowe-sign-in',
    auth: 'none',
    answers: 'html',
  }),
} as const;
