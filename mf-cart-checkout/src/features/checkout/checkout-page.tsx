import {
  CART_CALLS,
  ERR,
  MESSAGES,
  MODE_LABELS,
  SHIPPING_METHODS,
  cartBadgeCount,
  formatPrice,
  hrefFor,
  orderHref,
  isSignedIn,
  rolesPending,
  routeById,
  type Funding,
  type PlaceOrderResponse,
  type ShippingMethod,
} from '@storefront/contracts';
import { Link, onDemand, prefetch, useShell } from '@storefront/remote-kit';
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { keepAppliedCoupon, readAppliedCoupon } from '../../ui';
import {
  EMPTY_ADDRESS,
  addressLine,
  completeAddress,
  contactOfUser,
  customerFor,
  defaultAddress,
  formOfSaved,
  newCheckoutId,
  validContact,
  type AddressForm,
  type ContactForm,
} from './checkout-rules';
import { OrderSummary } from './order-summary';
import { CERTIFICATE_TAB, checkoutHref, checkoutU } from '../../ui';
import { NEW_ADDRESS, ShippingStep } from './shipping-step';
import { usePreCheck, useSavedAddresses, useShippingCosts, useStateCountry, useSummary, type SummaryQuestion } from './use-checkout-data';
import './sheet';

/** The payment form: fetched when Continue to payment is reached for. */
const paymentStep = onDemand(() => import('./payment-step'));
const PaymentStep = lazy(() => paymentStep.load());

type Step = 'shipping' | 'payment' | 'done';
const STEPS: ReadonlyArray<{ key: Step; label: string }> = [
  { key: 'shipping', label: 'Shipping' },
  { key: 'payment', label: 'Payment' },
  { key: 'done', label: 'Order received' },
];

/**
 * /checkout?isCart=1[&u] (spec sections 2, 3, 4, 5, 8 and 9): step 1 Shipping (address, contact, shipping method),
 * step 2 Payment (card or ACH, reviewed then paid), step 3 Order received; the order summary beside the steps (under
 * them on narrow screens). Signed-out visitors are asked to sign in first.
 */
export default function CheckoutPage() {
  const { session, route } = useShell();
  const headingId = useId();
  const u = checkoutU(route.query, session.user?.userId);
  const title = routeById('checkout').title;

  if (!isSignedIn(session)) {
    return (
      <section className="cko-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="cko-title">
          {title}
        </h1>
        <div className="cko-message">
          <p>Sign in to check out.</p>
          <Link to={hrefFor('/login', { redirect: checkoutHref(route.query.u) })} className="sf-button">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  if (!rolesPending(session) && (!session.roles.includes('settle_accounts') || session.clientAgent)) {
    return (
      <section className="cko-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="cko-title">
          {title}
        </h1>
        <div className="cko-message">
          <p>{session.clientAgent ? 'Checkout is not available while acting for a customer.' : `This account cannot check out in ${MODE_LABELS[session.mode]}.`}</p>
          <Link to={hrefFor('/cart', { u })} className="sf-button sf-button--secondary">
            Back to the cart
          </Link>
        </div>
      </section>
    );
  }
  return <Checkout headingId={headingId} title={title} u={u} />;
}

function Checkout({ headingId, title, u }: { headingId: string; title: string; u: string | undefined }) {
  const { api, brand, session, navigate, events } = useShell();
  // The attempt (decision 024): one id for the page's life, so a double click or a resubmit charges once.
  const [checkoutId] = useState(newCheckoutId);
  const [step, setStep] = useState<Step>('shipping');
  const stepHeadings = useRef(new Map<Step, HTMLHeadingElement>());
  const moved = useRef(false);

  const pre = usePreCheck();
  const saved = useSavedAddresses();
  // The default saved address is offered first: from the first render when the list came with the page, else once
  // it is in (before anything was typed).
  const [firstOffer] = useState(() => (saved ? defaultAddress(saved) : undefined));
  const [savedId, setSavedId] = useState(firstOffer?.id ?? NEW_ADDRESS);
  const [address, setAddress] = useState<AddressForm>(() => (firstOffer ? formOfSaved(firstOffer) : EMPTY_ADDRESS));
  const [contact, setContact] = useState<ContactForm>(() => contactOfUser(session.user, firstOffer?.phone));
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [coupon, setCoupon] = useState<string | null>(readAppliedCoupon);
  const [couponNote, setCouponNote] = useState('');
  const [funding, setFunding] = useState<Funding | null>(null);
  const [costAttempt, setCostAttempt] = useState(0);
  const [summaryAttempt, setSummaryAttempt] = useState(0);
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(null);
  // Once the processor was asked without an answer, the attempt's order stays as sent: resubmitting settles it.
  const [locked, setLocked] = useState(false);

  const offered = useRef(saved !== null);
  useEffect(() => {
    if (offered.current || !saved) return;
    offered.current = true;
    const first = defaultAddress(saved);
    if (!first) return;
    setSavedId(first.id);
    setAddress(formOfSaved(first));
    setContact((c) => (c.phone ? c : { ...c, phone: first.phone }));
  }, [saved]);

  const lists = useStateCountry(address.country);
  const complete = useMemo(() => completeAddress(address), [address]);
  const costs = useShippingCosts(complete, costAttempt);
  const priced = costs.status === 'ready';
  const question: SummaryQuestion | null = complete && priced ? { address: complete, shipping_method: method, coupon_code: coupon, funding } : null;
  const onCouponRefused = useCallback((code: string, message: string) => {
    keepAppliedCoupon(null);
    setCoupon(null);
    setCouponNote(`Coupon ${code} was removed: ${message}`);
  }, []);
  const summary = useSummary(question, summaryAttempt, onCouponRefused);
  const current = question !== null && summary.status !== 'idle' && summary.key === JSON.stringify(question);
  const ready = current && summary.status === 'ready' ? summary.data : null;

  // Moving between steps moves the focus to the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    stepHeadings.current.get(step)?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  const headingRef = (key: Step) => (el: HTMLHeadingElement | null) => {
    if (el) stepHeadings.current.set(key, el);
    else stepHeadings.current.delete(key);
  };

  const contactValid = validContact(contact);
  const placedOrder = async (result: PlaceOrderResponse) => {
    setPlaced(result);
    keepAppliedCoupon(null);
    go('done');
    // The ordered lines have left the cart: the header's badge follows.
    let count = 0;
    try {
      count = cartBadgeCount((await api.call(CART_CALLS.list)).list);
    } catch {
      // The mini-cart reads the cart again on the event whatever count it carries.
    }
    events.emit('cart:changed', { count });
  };

  if (step === 'done' && placed) {
    return (
      <section className="cko-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="cko-title">
          {title}
        </h1>
        <StepList step="done" />
        <OrderReceived placed={placed} headingRef={headingRef('done')} />
      </section>
    );
  }

  // Nothing purchasable: the check refuses ('Nothing available in cart'), or the cart emptied since.
  const nothing = (pre.status === 'ready' && pre.data.lines.length === 0) || (pre.status === 'failed' && pre.err === ERR.CHECKOUT_NOTHING_AVAILABLE);
  const needsCertificate = pre.status === 'ready' && pre.data.certificate_required && !pre.data.has_certificate;
  // The form comes whole once the cart's check and the saved addresses are in: the certificate note and the saved
  // address choice never push it down after it is drawn.
  const settled = pre.status !== 'loading' && saved !== null;
  return (
    <section className="cko-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cko-title">
        {title}
      </h1>
      <StepList step={step} />
      {!settled ? (
        <p className="cko-muted cko-loading" aria-busy="true">
          Loading your checkout…
        </p>
      ) : nothing ? (
        <div className="cko-message" role="alert">
          <p>{MESSAGES.nothingAvailableInCart}</p>
          <Link to={hrefFor('/cart', { u })} className="sf-button sf-button--secondary">
            Back to the cart
          </Link>
        </div>
      ) : (
        <div className="cko-layout">
          <div className="cko-main">
            {needsCertificate ? (
              <p className="cko-note cko-note--warn">
                {MESSAGES.certificateRequired}. <Link to={CERTIFICATE_TAB}>Add a resale certificate</Link>
              </p>
            ) : null}
            <section className="cko-step" aria-labelledby={`${headingId}-shipping`}>
              <h2 id={`${headingId}-shipping`} className="cko-section-title" ref={headingRef('shipping')} tabIndex={-1}>
                <span className="cko-step-number" aria-hidden="true">
                  1
                </span>
                Shipping
              </h2>
              {step === 'shipping' ? (
                <ShippingStep
                  address={address}
                  onAddress={setAddress}
                  contact={contact}
                  onContact={setContact}
                  saved={saved}
                  savedId={savedId}
                  onSaved={(id) => {
                    setSavedId(id);
                    const chosen = saved?.find((a) => a.id === id);
                    setAddress(chosen ? formOfSaved(chosen) : EMPTY_ADDRESS);
                  }}
                  lists={lists}
                  costs={costs}
                  method={method}
                  onMethod={setMethod}
                  onRetryCosts={() => setCostAttempt((n) => n + 1)}
                  onContinue={() => go('payment')}
                  reachPayment={() => prefetch(paymentStep)}
                />
              ) : (
                <div className="cko-recap">
                  <p>
                    <strong>Ship to:</strong> {addressLine(address)}
                  </p>
                  <p>
                    <strong>Contact:</strong> {[contact.contact_name, contact.phone, contact.email].join(', ')}
                  </p>
                  <p>
                    <strong>Shipping method:</strong> {SHIPPING_METHODS.find((m) => m.key === method)?.value}
                    {costs.status === 'ready' ? ` (${formatPrice(costs.data.methods.find((m) => m.key === method)?.cost ?? costs.data.cost)})` : ''}
                  </p>
                  {locked ? null : (
                    <button
                      type="button"
                      className="cko-link-button"
                      onClick={() => {
                        setFunding(null);
                        go('shipping');
                      }}
                    >
                      Edit shipping
                    </button>
                  )}
                </div>
              )}
            </section>
            {step === 'payment' && complete && contactValid ? (
              <section className="cko-step" aria-labelledby={`${headingId}-payment`}>
                <h2 id={`${headingId}-payment`} className="cko-section-title" ref={headingRef('payment')} tabIndex={-1}>
                  <span className="cko-step-number" aria-hidden="true">
                    2
                  </span>
                  Payment
                </h2>
                <Suspense fallback={<p className="cko-muted">Loading the payment form…</p>}>
                  <PaymentStep
                    checkoutId={checkoutId}
                    order={{
                      address: complete,
                      contact: contactValid,
                      shipping_method: method,
                      billing_address_id: savedId === NEW_ADDRESS ? null : savedId,
                      coupon_code: coupon,
                      customer_id: customerFor(session, brand),
                    }}
                    summary={funding !== null ? ready : null}
                    onFunding={setFunding}
                    onRecalculate={() => setSummaryAttempt((n) => n + 1)}
                    onPlaced={(result) => void placedOrder(result)}
                    onDeclined={() => navigate('/paymentFailed')}
                    onLocked={() => setLocked(true)}
                  />
                </Suspense>
              </section>
            ) : null}
          </div>
          <OrderSummary pre={pre} summary={summary} current={current} funding={funding} couponNote={couponNote} />
        </div>
      )}
    </section>
  );
}

/** Where the checkout is: its three steps, the current one marked. */
function StepList({ step }: { step: Step }) {
  const at = STEPS.findIndex((s) => s.key === step);
  return (
    <ol className="cko-steps" aria-label="Checkout steps">
      {STEPS.map((s, index) => (
        <li key={s.key} className={index <= at ? 'cko-steps-item cko-steps-item--reached' : 'cko-steps-item'} aria-current={index === at ? 'step' : undefined}>
          <span className="cko-step-number" aria-hidden="true">
            {index + 1}
          </span>
          {s.label}
        </li>
      ))}
    </ol>
  );
}

/** Step 3: the order is placed. */
function OrderReceived({ placed, headingRef }: { placed: PlaceOrderResponse; headingRef: (el: HTMLHeadingElement | null) => void }) {
  const headingId = useId();
  return (
    <section className="cko-received" aria-labelledby={headingId}>
      <h2 id={headingId} className="cko-section-title" ref={headingRef} tabIndex={-1}>
        Order received
      </h2>
      <p>
        Thank you. Your order number is <strong className="cko-order-number">{placed.order_number}</strong>.
      </p>
      <dl className="cko-totals cko-totals--received">
        <div>
          <dt>Order total</dt>
          <dd>{formatPrice(placed.total)}</dd>
        </div>
        <div className="cko-total-main">
          <dt>Charged now</dt>
          <dd>{formatPrice(placed.charged)}</dd>
        </div>
        {placed.balance > 0 ? (
          <div>
            <dt>Balance</dt>
            <dd>{formatPrice(placed.balance)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="cko-actions">
        <Link to={orderHref(placed.order_number)} className="sf-button">
          View order
        </Link>
        <Link to="/home" className="sf-button sf-button--secondary">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
