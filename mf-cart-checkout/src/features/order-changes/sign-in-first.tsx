import { loginRedirectTarget } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import './sheet';

/** The change pages are the designer's: signed out, they ask to sign in first and come back here. */
export function SignInFirst({ what }: { what: string }) {
  const { brand, route } = useShell();
  const query = new URLSearchParams(route.query as Record<string, string>).toString();
  return (
    <div className="occ-note">
      <p>Please sign in to {what}.</p>
      <Link className="sf-button sf-button--small" to={loginRedirectTarget(brand, `${route.path}${query ? `?${query}` : ''}`)}>
        Sign in
      </Link>
    </div>
  );
}
