import { isSignedIn } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect } from 'react';
import { CustomerPicker } from './customer-picker';
import { nextPath, withQuery } from './support';
import './sheet';

/** /selectCustomer: the designer picks the customer they work for (client mode presets it), then goes on. */
export default function SelectCustomerPage() {
  const { route, session, navigate, account } = useShell();
  const redirect = route.query.redirect;
  const signedIn = isSignedIn(session);
  useEffect(() => {
    if (!signedIn) navigate(withQuery('/login', { redirect: withQuery('/selectCustomer', { redirect }) }), { replace: true });
  }, [signedIn, navigate, redirect]);
  const here = withQuery('/selectCustomer', { redirect });
  return (
    <section className="acm-page" aria-labelledby="acm-select-customer-heading">
      <div className="acm-page-head">
        <div>
          <h1 id="acm-select-customer-heading" className="acm-title">
            Select Customer
          </h1>
          <p className="acm-lead">Choose the customer you are working with. Projects, favorites and the cart follow this choice.</p>
        </div>
        {signedIn ? (
          <Link className="sf-button sf-button--secondary sf-button--small acm-create-link" to={withQuery('/createCustomer', { redirect, back: here })}>
            <span aria-hidden="true">+</span> Create Customer
          </Link>
        ) : null}
      </div>
      {signedIn ? (
        <CustomerPicker
          currentId={session.customerId}
          newId={route.query.created ?? null}
          onChoose={(customer) => {
            account.selectCustomer({ id: customer.id, name: customer.name });
            navigate(nextPath(route.query));
          }}
          forbidden={
            <>
              <p>Customers are not available in Browsing Mode.</p>
              <Link className="sf-button sf-button--small" to={withQuery('/selectMode', { redirect })}>
                Change mode
              </Link>
            </>
          }
        />
      ) : null}
    </section>
  );
}
