import { CHECKOUT_CALLS } from '@storefront/contracts';
import { onDemand, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { CERTIFICATE_TAB, checkoutHref, checkoutU } from '../../ui';
import { choosesCustomer, messageOf } from './cart-rules';
import { certificateReminderOff, rememberCertificateAnswer } from './checkout-cookies';

/** The certificate reminder's dialog (react-aria's), fetched when Checkout is reached for. */
export const certificateDialog = onDemand(() => import('./certificate-dialog'));

export interface Checkout {
  pending: boolean;
  /** Why checkout could not start (the pre-check's refusal). */
  error: string;
  /** The certificate reminder is showing. */
  reminding: boolean;
  start(): void;
  /** The reminder's answers. */
  goOn(noAgain: boolean): void;
  editCertificate(): void;
  dismiss(): void;
}

/**
 * Checkout of the cart (spec sections 2, 4 and 6): the pre-checkout check first; with no resale certificate on file
 * the reminder offers Continue or the certificate tab (unless the reminder's cookies keep it away). Then a trade
 * account says whom the order is for (the CheckoutCust dialog, which goes on to checkout once a customer is chosen);
 * an outlet shopper goes straight on to `/checkout?isCart=1&u=<X-Auth-Uid minus its first 4 characters>`.
 */
export function useCheckout(): Checkout {
  const { api, brand, session, dialogs, navigate } = useShell();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [reminding, setReminding] = useState(false);

  const proceed = () => {
    const next = checkoutHref(checkoutU({}, session.user?.userId));
    if (choosesCustomer(session, brand)) dialogs.open('CheckoutCust', { next });
    else navigate(next);
  };

  const start = async () => {
    if (pending) return;
    setPending(true);
    setError('');
    try {
      const [check] = await Promise.all([api.call(CHECKOUT_CALLS.preCheck), certificateDialog.load().catch(() => undefined)]);
      // No certificate on file: the list is empty (spec section 4); an outlet shopper buys without one.
      if (check.certificate_required && check.list.length === 0 && !certificateReminderOff()) setReminding(true);
      else proceed();
    } catch (caught) {
      setError(messageOf(caught, 'Checkout could not start'));
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
    error,
    reminding,
    start: () => void start(),
    goOn: (noAgain) => {
      rememberCertificateAnswer(noAgain);
      setReminding(false);
      proceed();
    },
    editCertificate: () => {
      setReminding(false);
      navigate(CERTIFICATE_TAB);
    },
    dismiss: () => setReminding(false),
  };
}
