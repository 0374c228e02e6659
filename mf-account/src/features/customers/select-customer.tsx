import { isSignedIn } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect } from 'react';
import { CustomerPicker } from './customer-picker';
import { nextPath, withQuery } from './support';
import { CUSTOMER_TEXTS } from './texts';
import './sheet';

/** /selectCustomer: the designer picks the customer they work for (client mode presets it), then goes on. */
export default function SelectCustomerPage() {
  const { route, session, navigate, account } = useShell();
  const redirect = route.query.redirect;
  const t = useMessages(CUSTOMER_TEXTS);
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
            {t.selectCustomer}
          </h1>
          <p className="acm-lead">{t.selectLead}</p>
        </div>
        {signedIn ? (
          <Link className="sf-button sf-button--secondary sf-button--small acm-create-link" to={withQuery('/createCustomer', { redirect, back: here })}>
            <span aria-hidden="true">+</span> {t.createCustomer}
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
              <p>{t.noCustomersInBrowsing}</p>
              <Link className="sf-button sf-button--small" to={withQuery('/selectMode', { redirect })}>
                {t.changeMode}
              </Link>
            </>
          }
        />
      ) : null}
    </section>
  );
}
