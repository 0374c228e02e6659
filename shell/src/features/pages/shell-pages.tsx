import { ApiError, IDENTITY_CALLS, MESSAGES, isSignedIn, routeById, safeReturnPath, type RouteIdOwnedBy, type ShellProps } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useEffect, useRef, type ComponentType } from 'react';
import { answerSessionRequests, sessionSitesFromPage } from '../session';

interface ShellPageProps {
  query: Record<string, string>;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The session and the api, for the pages that sign in (the brand redirect's arrival). */
  shell: Pick<ShellProps, 'api' | 'account' | 'session' | 'toasts'>;
}

function NotFound() {
  return (
    <section className="sf-page sf-page--center" aria-labelledby="sf-page-heading">
      <p className="sf-page-code" aria-hidden="true">
        404
      </p>
      <h1 id="sf-page-heading">{routeById('404').title}</h1>
      <p>{MESSAGES.pageNotFound}</p>
      <Link to="/home" className="sf-button">
        Back to Home
      </Link>
    </section>
  );
}

function NoPermission() {
  return (
    <section className="sf-page sf-page--center" aria-labelledby="sf-page-heading">
      <h1 id="sf-page-heading">{routeById('noPermission').title}</h1>
      <p>{MESSAGES.noPermissionPage}</p>
      <Link to="/home" className="sf-button">
        Back to Home
      </Link>
    </section>
  );
}

/**
 * /redirect?to=<in-app path>: forwards inside the app; anything else goes home. With `code` it is a sibling brand
 * site's brand redirect arriving (decision 040): a visitor redeems the one-time code for a session of the same account
 * here, then goes on; the entry with the code is replaced. A code refused says so and goes on as a visitor.
 */
function Redirect({ query, navigate, shell }: ShellPageProps) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to = safeReturnPath(query.to ?? '');
    const code = query.code;
    if (!code || isSignedIn(shell.session)) {
      navigate(to, { replace: true });
      return;
    }
    void (async () => {
      try {
        await shell.account.signIn(await shell.api.call(IDENTITY_CALLS.sessionRedeem, { body: { code } }));
      } catch (error) {
        shell.toasts.show({ kind: 'error', message: error instanceof ApiError ? error.message : MESSAGES.sessionCodeExpired });
      }
      navigate(to, { replace: true });
    })();
  }, [query, navigate, shell]);
  return (
    <section className="sf-page sf-page--center" aria-busy="true" aria-labelledby="sf-page-heading">
      <h1 id="sf-page-heading">{routeById('redirect').title}</h1>
    </section>
  );
}

/** The hidden frame other brand sites talk to: it answers their session requests (decision 035) and shows nothing. */
function IframeMsg() {
  useEffect(() => answerSessionRequests(window, sessionSitesFromPage(document)), []);
  return <h1 className="sf-visually-hidden">{routeById('iframeMsg').title}</h1>;
}

export const SHELL_PAGES: Record<RouteIdOwnedBy<'shell'>, ComponentType<ShellPageProps>> = {
  '404': NotFound,
  noPermission: NoPermission,
  redirect: Redirect,
  iframeMsg: IframeMsg,
};
