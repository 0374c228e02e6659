import { isSignedIn } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect } from 'react';
import { CustomerForm } from './customer-form';
import { nextPath, withQuery } from './support';
import { CUSTOMER_TEXTS } from './texts';
import './sheet';

/** /createCustomer: the customer form; back to customer selection, and there again after creation with the new customer marked. */
export default function CreateCustomerPage() {
  const { route, session, navigate, toasts } = useShell();
  const redirect = route.query.redirect;
  const t = useMessages(CUSTOMER_TEXTS);
  const signedIn = isSignedIn(session);
  useEffect(() => {
    if (!signedIn) navigate(withQuery('/login', { redirect: withQuery('/createCustomer', { redirect }) }), { replace: true });
  }, [signedIn, navigate, redirect]);
  const back = nextPath({ redirect: route.query.back ?? '' }, withQuery('/selectCustomer', { redirect }));
  return (
    <section className="acm-page" aria-labelledby="acm-create-heading">
      <h1 id="acm-create-heading" className="acm-title">
        {t.createCustomer}
      </h1>
      <p className="acm-lead">{t.createLead}</p>
      {signedIn ? (
        <CustomerForm
          onBack={() => navigate(back)}
          onCreated={(customer) => {
            toasts.show({ kind: 'success', message: t.added(customer.name) });
            navigate(withQuery('/selectCustomer', { redirect, created: customer.id }));
          }}
        />
      ) : null}
    </section>
  );
}
