import { endpoint } from './endpoint';

/**
 * The platform: liveness, readiness, this table as an OpenAPI document, the development mailbox and the embedded Rowe
 * sign-in page.
 */
export const PLATFORM_CALLS = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process answers',
    tags: ['platform'],
    auth: 'none',
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness: the process accepts traffic and its database answers (503 with err 50300 until then)',
    tags: ['platform'],
    auth: 'none',
  }),
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This table as an OpenAPI 3.1 document',
    tags: ['platform'],
    auth: 'none',
    answers: 'json',
  }),
  mailboxPage: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'Outside production: every email and SMS in the outbox, as a page (to= narrows it to one recipient)',
    tags: ['platform'],
    auth: 'none',
    answers: 'html',
  }),
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox.json',
    summary: 'Outside production: every email and SMS in the outbox, newest first (to= narrows it to one recipient)',
    tags: ['platform'],
    auth: 'none',
  }),
  roweSignInPage: endpoint({
    method: 'GET',
    path: '/api/dev/rowe-sign-in',
    summary: "The embedded Rowe sign-in (when ROWE_SSO_URL is unset): the form, for the return URL given in return=",
    tags: ['platform'],
    auth: 'none',
    answers: 'html',
  }),
  roweSignIn: endpoint({
    method: 'POST',
    path: '/api/dev/rowe-sign-in',
    summary: 'The embedded Rowe sign-in: checks the form and goes back to the return URL with a RoweLinkingCode',
    tags: ['platform'],
    auth: 'none',
    answers: 'html',
  }),
} as const;
