import { brandInfo, routeById, routeAvailableOn } from '@storefront/contracts';
import { Link, useDialog, useShell } from '@storefront/remote-kit';
import './sheet';

/** The brand's line from the brand table: what its home title says after the name ('Fine Furniture for the Trade'). */
function brandLine(homeTitle: string, name: string): string {
  const [head, ...rest] = homeTitle.split(' | ');
  return rest.length > 0 && head === name ? rest.join(' | ') : homeTitle;
}

/**
 * About (the dialog host's About state): the site's brand as the brand table tells it (its name, its line, its own
 * site), the trade terms the spec states for the trade sites (section 1), and the way to write to it where the site
 * has a contact page.
 */
export function About() {
  const { brand } = useShell();
  const dialog = useDialog();
  const info = brandInfo(brand);
  const trade = !info.features.ffdVariants;
  const contactRoute = routeById('contactUs');
  return (
    <div className="asd-about">
      <h3 className="asd-about-name">{info.name}</h3>
      <p className="asd-about-line">{brandLine(info.homeTitle, info.name)}</p>
      {trade ? (
        // Section 1's words for the trade sites (the outlet sells to anyone).
        <p>Trade only; no minimum order. New accounts are approved within 48 hours.</p>
      ) : null}
      {info.homeUrl ? (
        <p>
          <a href={info.homeUrl} target="_blank" rel="noreferrer">
            Visit {info.name}{' '}
            <span className="sf-visually-hidden">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {routeAvailableOn(contactRoute, info.siteType) ? (
        <p>
          <Link to={contactRoute.paths[0]!} onClick={() => dialog.close()}>
            {contactRoute.title}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
