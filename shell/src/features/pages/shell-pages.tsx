import { MESSAGES, routeById, safeReturnPath, type RouteIdOwnedBy } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useEffect, type ComponentType } from 'react';
import { answerSessionRequests, sessionSitesFromPage } from '../session';

interface ShellPageProps {
  query: Record<string, string>;
  navigate(to: string, options?: { replace?: boolean }): void;
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

/** /redirect?to=<in-app path>: forwards inside the app; anything else goes home. */
function Redirect({ query, navigate }: ShellPageProps) {
  useEffect(() => {
    const to = query.to ?? '';
    navigate(safeReturnPath(to), { replace: true });
  }, [query, navigate]);
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
