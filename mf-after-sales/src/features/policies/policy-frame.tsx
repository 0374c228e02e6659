import { brandHomeTarget, brandInfo, routeAvailableOn, routeById, type RouteId } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useId, type ReactNode } from 'react';
import './sheet';

/** The six policy pages, in the order the page's own navigation lists them. */
export const POLICY_PAGES = ['TermsOfUse', 'privacyPolicy', 'cookiesPolicy', 'refundPolicy', 'cancellation', 'warranty'] as const satisfies readonly RouteId[];
export type PolicyId = (typeof POLICY_PAGES)[number];

/**
 * A policy page (standalone: no site layout around it): the brand's name back to its home, a Print button and links to
 * the other policies, then the policy itself with its title from the route table. Printing shows the policy alone.
 */
export function PolicyFrame({ id, intro, children }: { id: PolicyId; intro: ReactNode; children: ReactNode }) {
  const { brand } = useShell();
  const info = brandInfo(brand);
  const headingId = useId();
  return (
    <div className="afp-page">
      <div className="afp-bar">
        <Link className="afp-brand" to={brandHomeTarget(brand)}>
          {info.name}
        </Link>
        <button type="button" className="afp-print" onClick={() => window.print()}>
          Print this page
        </button>
        <nav className="afp-nav" aria-label="Policies">
          <ul>
            {POLICY_PAGES.map((page) => {
              const route = routeById(page);
              return (
                <li key={page}>
                  <Link to={route.paths[0] ?? '/'} aria-current={page === id ? 'page' : undefined}>
                    {route.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <article className="afp-article" aria-labelledby={headingId}>
        <h1 id={headingId} className="afp-title">
          {routeById(id).title}
        </h1>
        <p className="afp-applies">{info.name}</p>
        <p className="afp-intro">{intro}</p>
        {children}
        <ContactLine />
      </article>
    </div>
  );
}

/** A titled part of a policy. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** The figures of a policy in brief (a description list: term, figure). */
export function AtAGlance({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  const headingId = useId();
  return (
    <section className="afp-glance" aria-labelledby={headingId}>
      <h2 id={headingId}>At a glance</h2>
      <dl>
        {rows.map(([term, figure]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where to ask: the Contact Us page on the sites that have one, else the brand's trade desk by name. */
function ContactLine() {
  const { brand } = useShell();
  const info = brandInfo(brand);
  const contact = routeById('contactUs');
  return (
    <p className="afp-contact">
      Questions about this policy?{' '}
      {routeAvailableOn(contact, info.siteType) ? (
        <>
          Write to us through <Link to={contact.paths[0] ?? '/contactUs'}>Contact Us</Link>.
        </>
      ) : (
        <>Ask your {info.name} sales representative or the {info.name} trade desk.</>
      )}
    </p>
  );
}
