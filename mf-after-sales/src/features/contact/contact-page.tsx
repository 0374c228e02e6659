import { brandInfo, routeById } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useId, type ReactNode } from 'react';
import { ContactForm } from './contact-form';
import './sheet';

/**
 * /contactUs (spec sections 2, 3, 5 and 8), on the JC and FFD sites only (the route table's whitelists). The trade
 * sites' page writes to the brand's trade desk; FFD has its own page: the outlet shopper's, which points a signed-in
 * shopper to Your Orders for the order number. Both send the same form, which the api mails to the site's desk.
 */
export default function ContactPage() {
  const { brand } = useShell();
  return brand === 'FFD' ? <OutletContact /> : <TradeContact />;
}

function Frame({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="afc-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="afc-title">
        {routeById('contactUs').title}
      </h1>
      <p className="afc-intro">{intro}</p>
      <div className="afc-form-card">{children}</div>
    </section>
  );
}

/** The trade sites' page (JC): a message to the brand's trade desk about an order. */
function TradeContact() {
  const { brand } = useShell();
  return (
    <Frame intro={<>Send a message to the {brandInfo(brand).name} trade desk. Tell us the order it is about and how we can help.</>}>
      <ContactForm />
    </Frame>
  );
}

/** FFD's own page: the outlet's shoppers, whose order numbers are in Your Orders. */
function OutletContact() {
  const { brand, session } = useShell();
  const signedIn = Boolean(session.token);
  return (
    <Frame
      intro={
        <>
          Questions about a flash deal or an outlet order? Write to the {brandInfo(brand).name} team.
          {signedIn ? (
            <>
              {' '}
              Your order numbers are in <Link to={routeById('ffdOrder').paths[0]!}>Your Orders</Link>.
            </>
          ) : null}
        </>
      }
    >
      <ContactForm hints={{ order_number: 'The number on your order confirmation email' }} />
    </Frame>
  );
}
