import { endpoint } from './endpoint';

/** The platform: liveness, readiness, this table as an OpenAPI document, and the development mailbox. */
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
} as const;
