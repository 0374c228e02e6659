import {
  ApiError,
  ERR,
  IDENTITY_CALLS,
  MESSAGES,
  PLATFORM_CALLS,
  isEmail,
  normalizePhone,
  type RoweUserInfo,
} from '@storefront/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashPassword, randomCode, verifyDecoy, verifyPassword } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { accounts, roweUsers } from '../../platform/db/schema';
import { spendDaily } from '../../platform/rate-limit';
import { plainRoute, route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { findById, type AccountRow } from './accounts';
import { consumeLink, issueLink, linkUrl, readLink, type LinkRow } from './links';
import { loginAnswer } from './login';

/**
 * Rowe account binding. Rowe's sign-in is an identity provider: the storefront sends the browser there with a
 * return URL, and the browser comes back with `RoweLinkingCode` (a one-time link token of purpose 'rowe_link',
 * 15 minutes, carrying the rowe_id). The code then shows who signed in (getRoweUserInfo), and is used once to
 * register a designer account bound to that Rowe account or to bind it to the account that logs in.
 *
 * The embedded default of the identity provider is a small sign-in page served here (the platform's roweSignIn calls)
 * over the rowe_users table; ROWE_SSO_URL points the storefront at Rowe's own sign-in instead.
 */
export const ROWE_SIGN_IN_PATH = PLATFORM_CALLS.roweSignInPage.path;
const LINK_PURPOSES = ['rowe_link'] as const;

const linkExpired = () => new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
const alreadyRegistered = () => new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);

/** The origins a Rowe sign-in may return to: the storefront's public URL and the brand sites allowed by CORS. */
function allowedOrigins(services: Services): Set<string> {
  const origins = new Set<string>([new URL(services.config.PUBLIC_URL).origin]);
  for (const origin of services.config.CORS_ORIGINS) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/**
 * The absolute URL to come back to, or null when it leaves the storefront: a same-site path (resolved against
 * PUBLIC_URL) or a URL on an allowed origin. Protocol-relative and backslash tricks are refused.
 */
export function safeReturnUrl(services: Services, raw: string): URL | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 2000 || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const url = new URL(value, services.config.PUBLIC_URL);
    return url.origin === new URL(services.config.PUBLIC_URL).origin ? url : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return allowedOrigins(services).has(url.origin) ? url : null;
}

/** Where the storefront sends the browser to sign in with Rowe, for a return URL already checked. */
export function roweSignInUrl(services: Services, returnUrl: URL): string {
  const base = services.config.ROWE_SSO_URL ? new URL(services.config.ROWE_SSO_URL) : new URL(ROWE_SIGN_IN_PATH, returnUrl.origin);
  base.searchParams.set('return', returnUrl.toString());
  return base.toString();
}

/** The Rowe account behind a linking code (not used up). */
async function roweUserOf(services: Services, link: LinkRow, tx?: Db): Promise<typeof roweUsers.$inferSelect> {
  const roweId = typeof link.data.rowe_id === 'string' ? link.data.rowe_id : '';
  const [user] = roweId ? await (tx ?? services.db).select().from(roweUsers).where(eq(roweUsers.roweId, roweId)).limit(1) : [];
  if (!user) throw linkExpired();
  return user;
}

/** The name of the unique index a failed insert or update ran into, when that is why it failed. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Creates (or updates) a user of the embedded Rowe sign-in; the seed command and tests use it. */
export async function seedRoweUser(
  services: Services,
  fields: { roweId?: string; email: string; firstName: string; lastName: string; company?: string; password: string },
): Promise<{ roweId: string; email: string }> {
  const roweId = fields.roweId ?? `R${randomCode(8)}`;
  const email = fields.email.trim().toLowerCase();
  const values = { email, firstName: fields.firstName, lastName: fields.lastName, company: fields.company ?? '', passwordHash: await hashPassword(fields.password) };
  await services.db.insert(roweUsers).values({ roweId, ...values }).onConflictDoUpdate({ target: roweUsers.roweId, set: values });
  return { roweId, email };
}

/**
 * Binds the Rowe account of a linking code to an account that just logged in (user_login with is_bind_rowe_id).
 * The code is used once; a Rowe account already bound to another account: 'The account is already registered'.
 */
export async function bindRoweOnLogin(services: Services, account: AccountRow, code: string): Promise<void> {
  try {
    await services.db.transaction(async (tx) => {
      const link = await consumeLink(services, code, LINK_PURPOSES, tx);
      const user = await roweUserOf(services, link, tx);
      const [other] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.roweId, user.roweId), ne(accounts.id, account.id)))
        .limit(1);
      if (other) throw alreadyRegistered();
      await tx.update(accounts).set({ roweId: user.roweId }).where(eq(accounts.id, account.id));
      await tx.update(roweUsers).set({ linkedAt: services.now() }).where(eq(roweUsers.roweId, user.roweId));
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw alreadyRegistered();
    throw error;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The embedded Rowe sign-in page: one form, no script. */
function signInPage(returnUrl: URL | null, fields: { email?: string; error?: string } = {}): string {
  const body = returnUrl
    ? `<p class="lead">Sign in with your Rowe account to link it to the trade storefront. You will return to <strong>${escapeHtml(returnUrl.host)}</strong>.</p>
${fields.error ? `<p class="error" role="alert">${escapeHtml(fields.error)}</p>` : ''}
<form method="post" action="${ROWE_SIGN_IN_PATH}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl.toString())}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(fields.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Sign in</button>
</form>`
    : `<p class="error" role="alert">This sign-in link is not valid. Go back to the storefront and try again.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rowe sign in</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f1ec;color:#222;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;max-width:360px;width:100%;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;letter-spacing:.2em;margin:0 0 16px}
.lead{font-size:14px;line-height:1.5}
label{display:block;font-size:13px;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;font-size:15px}
button{margin-top:24px;width:100%;padding:12px;background:#222;color:#fff;border:0;font-size:15px;cursor:pointer}
.error{color:#b00020;font-size:14px}
</style></head>
<body><main><h1>ROWE</h1>
${body}
</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string, returnUrl: URL | null): FastifyReply {
  const formTargets = ["'self'", returnUrl ? returnUrl.origin : ''].filter(Boolean).join(' ');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`)
    .send(html);
}

/** The embedded Rowe sign-in (when ROWE_SSO_URL is unset): GET shows the form, POST checks it and returns with a code. */
function embeddedSignIn(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    plainRoute(scope, services, PLATFORM_CALLS.roweSignInPage, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const returnUrl = typeof query.return === 'string' ? safeReturnUrl(services, query.return) : null;
      return sendPage(reply, returnUrl ? 200 : 400, signInPage(returnUrl), returnUrl);
    });

    plainRoute(scope, services, PLATFORM_CALLS.roweSignIn, async (request, reply) => {
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const text = (key: string, max: number) => (typeof form[key] === 'string' ? (form[key] as string).slice(0, max) : '');
      const returnUrl = safeReturnUrl(services, text('return', 2000));
      if (!returnUrl) return sendPage(reply, 400, signInPage(null), null);
      const email = text('email', 254).trim().toLowerCase();
      const password = text('password', 200);
      const again = (error: string) => sendPage(reply, 200, signInPage(returnUrl, { email, error }), returnUrl);
      if (!email || !password) return again('Please enter your email and password.');
      try {
        await spendDaily(services.db, `rowe_sign_in:${request.ip}:${email}`, services.config.LOGIN_DAILY_LIMIT, services.now());
      } catch (error) {
        if (error instanceof ApiError) return again(error.message);
        throw error;
      }
      const [user] = await services.db.select().from(roweUsers).where(eq(roweUsers.email, email)).limit(1);
      if (!user) await verifyDecoy(password);
      if (!user || !(await verifyPassword(user.passwordHash, password))) return again('The email or password is incorrect.');
      const code = await issueLink(services, 'rowe_link', null, { rowe_id: user.roweId });
      const back = new URL(returnUrl);
      back.searchParams.set('RoweLinkingCode', code);
      return reply.code(303).header('location', back.toString()).send();
    });
  });
}

export function roweRoutes(app: FastifyInstance, services: Services): void {
  if (!services.config.ROWE_SSO_URL) embeddedSignIn(app, services);

  route(app, services, IDENTITY_CALLS.roweRedirectUrl, {
    handler: async ({ body }) => {
      const returnUrl = safeReturnUrl(services, body.return_url);
      if (!returnUrl) throw new ApiError(ERR.BAD_REQUEST, 'return_url must be a storefront path or URL');
      return { redirect_url: roweSignInUrl(services, returnUrl) };
    },
  });

  route(app, services, IDENTITY_CALLS.roweUserInfo, {
    handler: async ({ body }): Promise<RoweUserInfo> => {
      const link = await readLink(services, body.RoweLinkingCode, LINK_PURPOSES);
      const user = await roweUserOf(services, link);
      const [bound] = await services.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.roweId, user.roweId)).limit(1);
      return { email: user.email, first_name: user.firstName, last_name: user.lastName, company: user.company, bound: Boolean(bound) };
    },
  });

  route(app, services, IDENTITY_CALLS.roweRegister, {
    handler: async ({ body, caller }) => {
      const givenEmail = body.email?.trim().toLowerCase() ?? '';
      if (givenEmail && !isEmail(givenEmail)) throw new ApiError(ERR.BAD_REQUEST, MESSAGES.validEmail);
      const givenPhone = body.phone?.trim() ?? '';
      const phone = givenPhone ? normalizePhone(givenPhone) : null;
      if (givenPhone && !phone) throw new ApiError(ERR.PHONE_INVALID, MESSAGES.validPhone);
      // Fail fast, before anything is written, when the code is no good.
      await readLink(services, body.RoweLinkingCode, LINK_PURPOSES);

      let accountId: string;
      try {
        accountId = await services.db.transaction(async (tx) => {
          const link = await consumeLink(services, body.RoweLinkingCode, LINK_PURPOSES, tx);
          const user = await roweUserOf(services, link, tx);
          const email = givenEmail || user.email.toLowerCase();
          const [bound] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.roweId, user.roweId)).limit(1);
          if (bound) throw alreadyRegistered();
          const [emailTaken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
          if (emailTaken) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
          if (phone) {
            const [phoneTaken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone)).limit(1);
            if (phoneTaken) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
          }
          const now = services.now();
          const [account] = await tx
            .insert(accounts)
            .values({
              kind: 'designer',
              state: 'activated',
              email,
              phone,
              // Without a password yet: a phone lets the designer log in by SMS code; the email carries a set-password link.
              signupChannel: phone ? 'phone' : 'password',
              firstName: body.first_name || user.firstName,
              lastName: body.last_name || user.lastName,
              roweId: user.roweId,
              createdAt: now,
              activatedAt: now,
            })
            .returning({ id: accounts.id });
          await tx.update(roweUsers).set({ linkedAt: now }).where(eq(roweUsers.roweId, user.roweId));
          const token = await issueLink(services, 'set_password', account!.id, {}, tx);
          await services.outbox.enqueue(
            {
              channel: 'email',
              recipient: email,
              subject: 'Welcome: choose your password',
              body: `Hello ${body.first_name || user.firstName || email.split('@')[0]},\n\nYour trade account is linked to your Rowe account. Choose a password to sign in to the storefront with your email. The link can be used once and expires in 24 hours.`,
              links: [{ label: 'Set your password', url: linkUrl(services, '/setPassword', token) }],
              template: 'set_password',
            },
            tx,
          );
          return account!.id;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('email')) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
        if (constraint.includes('phone')) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
        throw alreadyRegistered();
      }
      const account = await findById(services.db, accountId);
      return loginAnswer(services, account!, body.obtain ?? caller.brand);
    },
  });
}

