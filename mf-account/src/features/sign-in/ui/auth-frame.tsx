import { BRAND_TABLE } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import type { ReactNode } from 'react';
import { SHARED_TEXTS } from '../../../ui/texts';
import '../sheet';

/**
 * The frame of a sign-in screen (standalone, no layout): the brand's name back to home, the route's
 * heading, an optional lead, the content.
 */
export function AuthFrame({ lead, children, wide = false }: { lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { brand, route } = useShell();
  const info = BRAND_TABLE[brand];
  const t = useMessages(SHARED_TEXTS);
  return (
    <section className={`acc-auth acc-auth--${info.siteType}${wide ? ' acc-auth--wide' : ''}`} aria-labelledby="acc-auth-heading">
      <Link to="/home" className="acc-brand">
        {info.name}
      </Link>
      <h1 id="acc-auth-heading" className="acc-title">
        {t.title(route.id)}
      </h1>
      {lead ? <div className="acc-lead">{lead}</div> : null}
      {children}
    </section>
  );
}

/** A message for the whole form (not one field): a closed account, an expired link, a daily limit. */
export function FormMessage({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="acc-form-message">
      {children}
    </p>
  );
}
