import {
  CHECKOUT_CALLS,
  PAYMENT_CALLS,
  formatPrice,
  orderHref,
  type AddressInput,
  type CheckoutSummaryResponse,
  type ContactInput,
  type Funding,
  type PaymentConfigResponse,
  type PaymentMethodResponse,
  type PlaceOrderResponse,
  type ShippingMethod,
} from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_ACH,
  EMPTY_CARD,
  achProblems,
  cardProblems,
  formatExpiryTyping,
  messageOf,
  methodText,
  parseExpiry,
  payOutcomeOf,
  percentText,
  type AchForm,
  type CardForm,
  type PayOutcome,
} from './checkout-rules';
import { Alert, ChoiceGroup, TextInput, focusFirstInvalid } from './fields';
import { CERTIFICATE_TAB } from '../../ui';
import './sheet';

export interface OrderDraft {
  address: AddressInput;
  contact: ContactInput;
  shipping_method: ShippingMethod;
  billing_address_id: string | null;
  coupon_code: string | null;
  customer_id: string | null;
}

interface Props {
  /** The checkout attempt (decision 024): every submit of this page's payment sends it. */
  checkoutId: string;
  order: OrderDraft;
  /** The summary for the method reviewed, once it is in (null while it is asked). */
  summary: CheckoutSummaryResponse | null;
  onFunding(funding: Funding | null): void;
  /** The api's sums changed since they were shown: ask the summary again. */
  onRecalculate(): void;
  onPlaced(result: PlaceOrderResponse): void;
  onDeclined(): void;
  /** The attempt is under way with the processor ('Payment request failed'): its order may no longer change. */
  onLocked(): void;
}

type Kind = 'card' | 'ach';

const PAYMENT_KINDS = [
  { key: 'card', text: 'Card', label: 'Card' },
  { key: 'ach', text: 'Bank account (ACH)', label: 'Bank account (ACH)' },
];
const ACCOUNT_TYPES = [
  { key: 'checking', text: 'Checking', label: 'Checking' },
  { key: 'savings', text: 'Savings', label: 'Savings' },
];
const HOLDER_TYPES = [
  { key: 'personal', text: 'Personal', label: 'Personal' },
  { key: 'business', text: 'Business', label: 'Business' },
];

/**
 * Step 2, Payment (loaded on demand): card or bank account (ACH). "Review payment" tokenizes with the processor (the
 * embedded sandbox stands where a processor's script would: with another provider the hosted form is not available
 * here) and shows the method, so the summary shows the card fee before paying; "Pay $X.XX" then places the order with
 * the attempt's checkout_id, once however often it is pressed.
 */
export default function PaymentStep({ checkoutId, order, summary, onFunding, onRecalculate, onPlaced, onDeclined, onLocked }: Props) {
  const { api } = useShell();
  const form = useRef<HTMLFormElement>(null);
  const [config, setConfig] = useState<{ status: 'loading' } | { status: 'ready'; data: PaymentConfigResponse } | { status: 'failed'; error: string }>({ status: 'loading' });
  const [configAttempt, setConfigAttempt] = useState(0);
  const [kind, setKind] = useState<Kind>('card');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [ach, setAch] = useState<AchForm>(EMPTY_ACH);
  const [submitted, setSubmitted] = useState(false);
  const [tokenError, setTokenError] = useState('');
  const [method, setMethod] = useState<PaymentMethodResponse | null>(null);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  /** After 'Payment request failed' the attempt keeps its first method: resubmitting settles it, never a second charge. */
  const [locked, setLocked] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call(PAYMENT_CALLS.config, { signal: controller.signal }).then(
      (data) => setConfig({ status: 'ready', data }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setConfig({ status: 'failed', error: messageOf(caught, 'The payment form could not be loaded') });
      },
    );
    return () => controller.abort();
  }, [api, configAttempt]);

  const cProblems = cardProblems(card);
  const aProblems = achProblems(ach);
  const cardError = (field: keyof CardForm) => (submitted ? (cProblems[field] ?? null) : null);
  const achError = (field: keyof AchForm) => (submitted ? (aProblems[field] ?? null) : null);

  const review = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    setTokenError('');
    if (Object.keys(kind === 'card' ? cProblems : aProblems).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    busy.current = true;
    setTokenizing(true);
    try {
      let answer: PaymentMethodResponse;
      if (kind === 'card') {
        const expiry = parseExpiry(card.expiry)!;
        answer = await api.call(PAYMENT_CALLS.tokenizeCard, { body: { number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc, name: card.name.trim() } });
        // The number and code are the processor's: the page forgets them once tokenized.
        setCard((c) => ({ ...EMPTY_CARD, name: c.name }));
      } else {
        answer = await api.call(PAYMENT_CALLS.tokenizeAch, {
          body: {
            account_number: ach.account_number,
            routing_number: ach.routing_number,
            account_type: ach.account_type as 'checking' | 'savings',
            holder_type: ach.holder_type as 'personal' | 'business',
            first_name: ach.first_name.trim(),
            last_name: ach.last_name.trim(),
          },
        });
        setAch((a) => ({ ...a, account_number: '', routing_number: '' }));
      }
      setMethod(answer);
      setSubmitted(false);
      setOutcome(null);
      onFunding(answer.funding);
    } catch (caught) {
      setTokenError(messageOf(caught, 'Could not tokenize payment method, please try again'));
    } finally {
      busy.current = false;
      setTokenizing(false);
    }
  };

  // Once reviewed, the Pay button takes the focus: the next thing to do.
  useEffect(() => {
    if (method) payButton.current?.focus();
  }, [method]);

  const pay = async () => {
    if (busy.current || !method || !summary) return;
    busy.current = true;
    setPaying(true);
    setOutcome(null);
    try {
      const result = await api.call(CHECKOUT_CALLS.placeOrder, {
        body: {
          checkout_id: checkoutId,
          address: order.address,
          contact: order.contact,
          shipping_method: order.shipping_method,
          payment_token: method.token,
          billing_address_id: order.billing_address_id,
          coupon_code: order.coupon_code,
          customer_id: order.customer_id,
          amount_due: summary.charge,
        },
      });
      onPlaced(result);
    } catch (caught) {
      const next = payOutcomeOf(caught);
      if (next.kind === 'declined') {
        onDeclined();
        return;
      }
      if (next.kind === 'retry') {
        setLocked(true);
        onLocked();
      }
      if (next.kind === 'recalculate') onRecalculate();
      setOutcome(next);
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  const change = () => {
    setMethod(null);
    setOutcome(null);
    setTokenError('');
    onFunding(null);
  };

  if (config.status === 'loading') return <p className="cko-muted">Loading the payment form…</p>;
  if (config.status === 'failed') {
    return (
      <Alert>
        <p>{config.error}</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setConfigAttempt((n) => n + 1)}>
          Try again
        </button>
      </Alert>
    );
  }
  if (config.data.provider !== 'sandbox') {
    return (
      <div className="cko-note cko-note--warn" role="alert">
        The hosted payment form is not available here, so no payment can be taken on this page. Nothing has been charged.
      </div>
    );
  }

  if (method) {
    const charge = summary ? formatPrice(summary.charge) : null;
    return (
      <div className="cko-review">
        <h3 className="cko-subtitle">Payment method</h3>
        <p className="cko-method" role="status">
          {methodText(method)}
          {summary ? (summary.card_fee > 0 ? `: a ${percentText(summary.card_fee_percent)} card fee of ${formatPrice(summary.card_fee)} applies.` : ': no card fee.') : ''}
        </p>
        {!locked ? (
          <button type="button" className="cko-link-button" onClick={change} disabled={paying}>
            Change payment method
          </button>
        ) : null}
        <PayOutcomeAlert outcome={outcome} />
        <div className="cko-actions">
          <button
            ref={payButton}
            type="button"
            className="sf-button cko-primary"
            aria-disabled={paying || !summary || undefined}
            onClick={() => void pay()}
          >
            {paying ? 'Paying…' : charge ? `Pay ${charge}` : 'Updating the total…'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={form} className="cko-form" onSubmit={(event) => void review(event)} noValidate aria-busy={tokenizing || undefined}>
      <ChoiceGroup
        name="payment_method"
        label="Payment method"
        value={kind}
        orientation="horizontal"
        onChange={(value) => {
          setKind(value as Kind);
          setSubmitted(false);
          setTokenError('');
        }}
        choices={PAYMENT_KINDS}
      />
      {kind === 'card' ? (
        <div className="cko-grid">
          <TextInput
            name="card_number"
            label="Card number"
            isRequired
            value={card.number}
            onChange={(number) => setCard((c) => ({ ...c, number }))}
            error={cardError('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            className="cko-span"
          />
          <TextInput
            name="card_expiry"
            label="Expiry (MM/YY)"
            isRequired
            value={card.expiry}
            onChange={(expiry) => setCard((c) => ({ ...c, expiry: formatExpiryTyping(expiry) }))}
            error={cardError('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
          />
          <TextInput
            name="card_cvc"
            label="Security code"
            isRequired
            value={card.cvc}
            onChange={(cvc) => setCard((c) => ({ ...c, cvc }))}
            error={cardError('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
          <TextInput
            name="card_name"
            label="Name on card"
            isRequired
            value={card.name}
            onChange={(name) => setCard((c) => ({ ...c, name }))}
            error={cardError('name')}
            autoComplete="cc-name"
            maxLength={100}
            className="cko-span"
          />
        </div>
      ) : (
        <div className="cko-grid">
          <TextInput
            name="account_number"
            label="Account number"
            isRequired
            value={ach.account_number}
            onChange={(account_number) => setAch((a) => ({ ...a, account_number }))}
            error={achError('account_number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={34}
          />
          <TextInput
            name="routing_number"
            label="Routing number"
            isRequired
            value={ach.routing_number}
            onChange={(routing_number) => setAch((a) => ({ ...a, routing_number }))}
            error={achError('routing_number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
          />
          <ChoiceGroup
            name="account_type"
            label="Account type"
            isRequired
            orientation="horizontal"
            value={ach.account_type}
            onChange={(value) => setAch((a) => ({ ...a, account_type: value as AchForm['account_type'] }))}
            error={achError('account_type')}
            choices={ACCOUNT_TYPES}
          />
          <ChoiceGroup
            name="holder_type"
            label="Account holder"
            isRequired
            orientation="horizontal"
            value={ach.holder_type}
            onChange={(value) => setAch((a) => ({ ...a, holder_type: value as AchForm['holder_type'] }))}
            error={achError('holder_type')}
            choices={HOLDER_TYPES}
          />
          <TextInput
            name="first_name"
            label="First name"
            isRequired
            value={ach.first_name}
            onChange={(first_name) => setAch((a) => ({ ...a, first_name }))}
            error={achError('first_name')}
            autoComplete="given-name"
            maxLength={50}
          />
          <TextInput
            name="last_name"
            label="Last name"
            isRequired
            value={ach.last_name}
            onChange={(last_name) => setAch((a) => ({ ...a, last_name }))}
            error={achError('last_name')}
            autoComplete="family-name"
            maxLength={50}
          />
        </div>
      )}
      <Alert>{tokenError}</Alert>
      <p className="cko-muted">Nothing is charged until you press Pay after reviewing the payment.</p>
      <div className="cko-actions">
        <button type="submit" className="sf-button cko-primary" aria-disabled={tokenizing || undefined}>
          {tokenizing ? 'Reviewing…' : 'Review payment'}
        </button>
      </div>
    </form>
  );
}

/** What place order said when it did not place the order (a decline has left the page by then). */
function PayOutcomeAlert({ outcome }: { outcome: PayOutcome | null }) {
  if (!outcome || outcome.kind === 'declined') return null;
  return (
    <Alert>
      <p>{outcome.message}</p>
      {outcome.kind === 'retry' ? <p>Press Pay again to resubmit: this payment is charged once, however often it is sent.</p> : null}
      {outcome.kind === 'paid' && outcome.orderNumber ? (
        <p>
          <Link to={orderHref(outcome.orderNumber)}>View order {outcome.orderNumber}</Link>
        </p>
      ) : null}
      {outcome.kind === 'certificate' ? (
        <p>
          <Link to={CERTIFICATE_TAB}>Add a resale certificate</Link>
        </p>
      ) : null}
      {outcome.kind === 'recalculate' ? <p>The summary has been updated: check the amount, then pay again.</p> : null}
    </Alert>
  );
}
