/**
 * Rowe binding's calls (see rowe.ts): the redirect to Rowe's sign-in, who signed in, and registering a designer
 * account bound to that Rowe account; and, with DEV_ROWE_SIGN_IN=on (never in production) and no ROWE_SSO_URL, the
 * embedded sign-in page itself.
 */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, PLATFORM_CALLS, isEmail, normalizePhone, type RoweUserInfo } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { embeddedRoweSignIn } from '../../../platform/config';
import { verifyDecoy, verifyPassword } from '../../../platform/crypto';
import { plainRoute, route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { consumeLink, issueLink, linkUrl, readLink } from '../links';
import { accountOfRowe, addAccount, emailTaken, findById, markRoweLinked, phoneTaken, roweUserByEmail } from '../repository';
import { LINK_PURPOSES, ROWE_SIGN_IN_PATH, alreadyRegistered, roweSignInUrl, roweUserOf, safeReturnUrl } from '../rowe';
import { uniqueViolation } from '../rules';
import { loginAnswer } from '../sessions';
import { startSignIn, type SignInAttempt } from '../throttles';

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

/** The embedded Rowe sign-in (DEV_ROWE_SIGN_IN=on): GET shows the form, POST checks it and returns with a code. */
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
      // The sign-in throttles of the storefront's own login (decision 014), under the Rowe email: Rowe users are
      // not storefront accounts, so no client of theirs is an account's own. The client is the real peer: the api
      // reads X-Forwarded-For only from TRUSTED_PROXIES (the page server), as for every per-client limit.
      let attempt: SignInAttempt;
      try {
        attempt = await startSignIn(services, { ip: request.ip, guestId: '' }, { accountId: null, name: `rowe:${email}` });
      } catch (error) {
        if (error instanceof ApiError) return again(error.message);
        throw error;
      }
      const user = await roweUserByEmail(services.db, email);
      if (!user) await verifyDecoy(password);
      if (!user || !(await verifyPassword(user.passwordHash, password))) return again('The email or password is incorrect.');
      await attempt.succeeded();
      const code = await issueLink(services, 'rowe_link', null, { rowe_id: user.roweId });
      const back = new URL(returnUrl);
      back.searchParams.set('RoweLinkingCode', code);
      return reply.code(303).header('location', back.toString()).send();
    });
  });
}

export function roweRoutes(app: FastifyInstance, services: Services): void {
  if (services.config.DEV_ROWE_SIGN_IN === 'on' && services.config.NODE_ENV === 'production') {
    // Anyone who reaches it links whichever Rowe users it holds (I6): never beside real accounts.
    throw new Error('DEV_ROWE_SIGN_IN=on is refused in production: the embedded Rowe sign-in is a stand-in for Rowe');
  }
  // Off unless asked for: an unset ROWE_SSO_URL alone no longer serves it (I6).
  if (embeddedRoweSignIn(services.config)) embeddedSignIn(app, services);

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
      const bound = await accountOfRowe(services.db, user.roweId);
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
          if (await accountOfRowe(tx, user.roweId)) throw alreadyRegistered();
          if (await emailTaken(tx, email)) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
          if (phone && (await phoneTaken(tx, phone))) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
          const now = services.now();
          const id = await addAccount(tx, {
            kind: 'designer',
            state: 'activated',
            email,
            // The phone is the designer's contact, unproven (L4): no login name and no SMS login code until a code
            // sent to it proves it (My Account's change of phone). Without a password yet, the email carries a
            // set-password link: whoever holds the mailbox chooses the password, so the email proves itself.
            phone,
            phoneVerifiedAt: null,
            signupChannel: 'password',
            firstName: body.first_name || user.firstName,
            lastName: body.last_name || user.lastName,
            roweId: user.roweId,
            createdAt: now,
            activatedAt: now,
          });
          await markRoweLinked(tx, user.roweId, now);
          const token = await issueLink(services, 'set_password', id, {}, tx);
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
          return id;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('email')) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
        if (constraint.includes('phone')) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
        throw alreadyRegistered();
      }
      const account = await findById(services.db, accountId);
      return loginAnswer(services, account!, body.obtain ?? caller.brand, caller);
    },
  });
}

