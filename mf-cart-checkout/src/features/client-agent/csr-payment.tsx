import { CLIENT_AGENT_CALLS, COUNTRIES, DISTRICTS, formatPrice, type AgentCartResponse, type SendLinkResponse } from '@storefront/contracts';
import { Link, useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadCheckoutFields, loadCheckoutRules } from '../checkout';
import { addressOfCustomer, agentAccess, clientAgentHref, expiryText } from './agent-rules';
import { messageOf, useAgentCart } from './use-agent-cart';
import './sheet';

/**
 * /CSRPayment?customer= (spec sections 1 and 6): the agent reviews the customer's cart, the shipping address
 * (prefilled from the customer record), the email to send to (the customer's), and sends the payment link; the
 * answer names the link's reference and expiry. Sending again replaces the open link. Only for a client agent.
 */
export default function CsrPaymentPage() {
  const { session, route, navigate } = useShell();
  const access = agentAccess(session, `/CSRPayment${route.query.customer ? `?customer=${encodeURIComponent(route.query.customer)}` : ''}`);
  const redirect = access.ok ? null : access.to;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  if (redirect) {
    // On its way to sign in, or to no permission.
    return (
      <main className="cag-page">
        <h1 className="cag-title">Payment link</h1>
        <p className="cag-muted">This page is for client agents.</p>
      </main>
    );
  }
  return <CsrPayment customerId={(route.query.customer ?? '').trim() || null} />;
}

function CsrPayment({ customerId }: { customerId: string | null }) {
  const { load, set } = useAgentCart(customerId);
  return (
    <main className="cag-page" aria-busy={load.status === 'loading' || undefined}>
      <h1 className="cag-title">Payment link</h1>
      {!customerId ? (
        <div className="cag-message" role="alert">
          <p>Choose the customer you serve first.</p>
          <Link to={clientAgentHref()}>Choose a customer</Link>
        </div>
      ) : null}
      {load.status === 'loading' ? <p className="cag-muted">Loading the cart…</p> : null}
      {load.status === 'failed' ? (
        <div className="cag-message" role="alert">
          <p>{load.message}</p>
          <Link to={clientAgentHref()}>Choose a customer</Link>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          <CartReview cart={load.cart} />
          {load.cart.list.length ? (
            <Suspense fallback={<p className="cag-muted">Loading the form…</p>}>
              <SendLinkForm cart={load.cart} onSent={(sent) => set({ ...load.cart, open_link: { reference: sent.reference, email: sent.email, expires_at: sent.expires_at, total: sent.total } })} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </main>
  );
}

function CartReview({ cart }: { cart: AgentCartResponse }) {
  return (
    <section className="cag-section" aria-labelledby="cag-review-title">
      <h2 id="cag-review-title" className="cag-section-title">
        Cart of {cart.customer.name}
      </h2>
      {cart.list.length === 0 ? (
        <p>The cart of {cart.customer.name} is empty.</p>
      ) : (
        <table className="cag-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="cag-num">
                Quantity
              </th>
              <th scope="col" className="cag-num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.list.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name}
                  <span className="cag-sku">SKU {line.sku_number}</span>
                </th>
                <td className="cag-num">{line.count}</td>
                <td className="cag-num">{formatPrice(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="cag-subtotal">Subtotal {formatPrice(cart.subtotal)}</p>
      <Link to={clientAgentHref(cart.customer.id)}>Edit the cart</Link>
    </section>
  );
}

interface FormProps {
  cart: AgentCartResponse;
  onSent(sent: SendLinkResponse): void;
}

/** The address and email form, with checkout's fields and address checks (loaded on demand). */
const SendLinkForm = lazy(async () => {
  const [{ TextInput, SelectInput, Alert, focusFirstInvalid }, rules] = await Promise.all([loadCheckoutFields(), loadCheckoutRules()]);

  function SendLinkFormLoaded({ cart, onSent }: FormProps) {
    const { api } = useShell();
    const send = useSubmit();
    const form = useRef<HTMLFormElement>(null);
    const done = useRef<HTMLDivElement>(null);
    const [address, setAddress] = useState(() => ({ ...rules.EMPTY_ADDRESS, ...addressOfCustomer(cart.customer) }));
    const [email, setEmail] = useState(cart.customer.email);
    const [tried, setTried] = useState(false);
    const [problem, setProblem] = useState('');
    const [sent, setSent] = useState<SendLinkResponse | null>(null);
    const problems = rules.addressProblems(address);
    const emailProblem = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Please enter a valid email';
    const error = (field: keyof typeof address) => (tried ? (problems[field] ?? null) : null);
    const put = (field: keyof typeof address) => (value: string) => setAddress((a) => ({ ...a, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));

    useEffect(() => {
      if (sent) done.current?.focus();
    }, [sent]);

    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      setProblem('');
      if (Object.keys(problems).length || emailProblem) {
        focusFirstInvalid(form.current);
        return;
      }
      void send.run(async () => {
        try {
          const answer = await api.call(CLIENT_AGENT_CALLS.sendLink, { body: { customer_id: cart.customer.id, email: email.trim(), address: rules.completeAddress(address)! } });
          setSent(answer);
          onSent(answer);
        } catch (caught) {
          setProblem(messageOf(caught));
        }
      });
    };

    return (
      <form ref={form} className="cko-form cag-section" onSubmit={onSubmit} noValidate aria-labelledby="cag-send-title" aria-busy={send.pending || undefined}>
        <h2 id="cag-send-title" className="cag-section-title">
          Send the payment link
        </h2>
        {cart.open_link && !sent ? (
          <p className="cag-note-inline">
            Payment link {cart.open_link.reference} was sent to {cart.open_link.email} and is valid until {expiryText(cart.open_link.expires_at)}. Sending again replaces it.
          </p>
        ) : null}
        <fieldset className="cag-fieldset">
          <legend className="cag-legend">Shipping address</legend>
          <div className="cko-grid">
            <TextInput name="full_name" label="Full name" isRequired value={address.full_name} onChange={put('full_name')} error={error('full_name')} autoComplete="name" maxLength={60} className="cko-span" />
            <TextInput name="street_address" label="Street address" isRequired value={address.street_address} onChange={put('street_address')} error={error('street_address')} autoComplete="address-line1" maxLength={200} className="cko-span" />
            <TextInput name="apartment" label="Apartment, suite" value={address.apartment} onChange={put('apartment')} error={error('apartment')} autoComplete="address-line2" maxLength={100} className="cko-span" />
            <TextInput name="city" label="City" isRequired value={address.city} onChange={put('city')} error={error('city')} autoComplete="address-level2" maxLength={50} />
            <SelectInput name="country" label="Country" isRequired value={address.country} onChange={put('country')} error={error('country')} options={COUNTRIES} />
            <SelectInput name="state" label="State" isRequired value={address.state} onChange={put('state')} error={error('state')} options={DISTRICTS[address.country] ?? []} />
            <TextInput name="postal" label="Postal code" isRequired value={address.postal} onChange={put('postal')} error={error('postal')} autoComplete="postal-code" maxLength={10} />
          </div>
        </fieldset>
        <TextInput name="email" label="Send to email" isRequired value={email} onChange={setEmail} error={tried ? emailProblem : null} autoComplete="email" maxLength={254} />
        <Alert>{problem}</Alert>
        {sent ? (
          <div ref={done} tabIndex={-1} className="cag-note" role="status">
            <p>
              Payment link {sent.reference} sent to {sent.email}: {formatPrice(sent.total)} with shipping ({formatPrice(sent.shipping)}).
            </p>
            <p>It is valid until {expiryText(sent.expires_at)}.</p>
          </div>
        ) : null}
        <div className="cko-actions">
          <button type="submit" className="sf-button cko-primary" aria-disabled={send.pending || undefined}>
            {send.pending ? 'Sending…' : sent || cart.open_link ? 'Send the payment link again' : 'Send payment link'}
          </button>
        </div>
      </form>
    );
  }
  return { default: SendLinkFormLoaded };
});
