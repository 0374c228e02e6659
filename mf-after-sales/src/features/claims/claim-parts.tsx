import { routeById, type ClaimState, type RouteId } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useId, type ReactNode } from 'react';
import './sheet';

/** A path with a query (empty values left out). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The path of a claims route, with its query. */
export function claimPath(id: Extract<RouteId, 'feedback' | 'subClaim' | 'feedbackText' | 'feedbackDetail'>, query: Record<string, string> = {}): string {
  return withQuery(routeById(id).paths[0]!, query);
}

/** A claims page: its heading (the route's title unless given) and its body. */
export function ClaimFrame({ route, heading, intro, children }: { route: RouteId; heading?: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="clm-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="clm-title">
        {heading ?? routeById(route).title}
      </h1>
      {intro ? <p className="clm-intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Whether the caller is signed in (the claims pages are public routes: a visitor is asked to log in). */
export function useSignedIn(): boolean {
  return Boolean(useShell().session.token);
}

/** What a visitor sees instead of a claims page: a link to log in and come back. */
export function SignInPrompt({ action, back }: { action: string; back: string }) {
  return (
    <p className="clm-card">
      Please <Link to={withQuery(routeById('login').paths[0]!, { redirect: back })}>log in</Link> to {action}.
    </p>
  );
}

/** A claim's state as a badge. */
export function StateBadge({ state, label }: { state: ClaimState; label: string }) {
  return <span className={`clm-state clm-state--${state}`}>{label}</span>;
}

/** The current path with its query, for a login link to come back to. */
export function useHere(): string {
  const { route } = useShell();
  return withQuery(route.path, route.query);
}
