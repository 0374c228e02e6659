import {
  ERR,
  ORDER_CHANGE_CALLS,
  PAYMENT_CALLS,
  formatPrice,
  orderDate,
  orderHref,
  type PaymentMethodResponse,
  type SupPayResponse,
  type SupPaymentResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadCheckoutFields, loadCheckoutRules } from '../checkout';
import { chargeCents, messageOf, newAttemptId } from './change-rules';
import { SignInFirst } from './sign-in-first';
import './sheet';

type Load = { status: 'loading' } | { status: 'ready'; data: SupPaymentResponse } | { status: 'failed'; message: string; err: number | null };

/**
 * /supPayment?token= (spec sections 4, 8 and 9): the supplementary payment link of an approved change that costs
 * more. It shows what is owed and pays it by card as checkout's payment step does (its fields and checks, loaded on
 * demand): Review payment tokenizes, then Pay charges once per attempt however often it is pressed. After 48 hours
 * 'The link has expired'; paid already, 'You have already paid, please do not pay again'.
 */
export default function SupPaymentPage() {
  const { api, route, session } = useShell();
  const token = (route.query.token ?? '').trim();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [paid, setPaid] = useState<SupPayResponse | null>(null);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!session.token) return;
    const controller = new AbortController();
    api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, signal: controller.signal }).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: messageOf(error), err: refusalOf(error)?.err ?? null });
      },
    );
    return () => controller.abort();
  }, [api, token, session.token]);

  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);

  return (
    <article className="occ-page" aria-busy={load.status === 'loading' || undefined}>
      <h1>Supplementary payment</h1>
      {!session.token ? <SignInFirst what="pay" /> : null}
      {session.token && load.status === 'loading' ? <p className="occ-muted">Loading the payment…</p> : null}
      {load.status === 'failed' ? (
        <div className="occ-message" role="alert">
          <p>{load.message}</p>
          {load.err === ERR.LINK_EXPIRED ? <p>Please ask for the change again from the order, or contact us.</p> : null}
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          <dl className="occ-grid">
            <div>
              <dt className="occ-label">Order</dt>
              <dd>
                <Link to={orderHref(load.data.order_number)}>{load.data.order_number}</Link>
              </dd>
            </div>
            <div>
              <dt className="occ-label">Change</dt>
              <dd>
                {load.data.reference}: {load.data.kind_label}
              </dd>
            </div>
            <div>
              <dt className="occ-label">What changes</dt>
              <dd>{load.data.summary}</dd>
            </div>
            <div>
              <dt className="occ-label">Amount to pay</dt>
              <dd className="occ-total">{formatPrice(load.data.amount)}</dd>
            </div>
          </dl>
          <p className="occ-muted">This link is valid until {orderDate(load.data.expires_at)} ({new Date(load.data.expires_at).toISOString().slice(11, 16)} UTC). A credit card adds a {load.data.card_fee_percent}% card fee.</p>
          {paid ? (
            <div ref={done} tabIndex={-1} className="occ-note" role="status">
              <p>
                Paid {formatPrice(paid.charged)}. Your change {paid.reference} is now: {paid.state_label}.
              </p>
              <Link to={orderHref(paid.order_number)}>View order {paid.order_number}</Link>
            </div>
          ) : (
            <section className="occ-section" aria-labelledby="occ-pay-title">
              <h2 id="occ-pay-title" className="occ-title">
                Pay by card
              </h2>
              <Suspense fallback={<p className="occ-muted">Loading the payment form…</p>}>
                <CardPayment token={token} amount={load.data.amount} onPaid={setPaid} />
              </Suspense>
            </section>
          )}
        </>
      ) : null}
    </article>
  );
}

interface CardPaymentProps {
  token: string;
  amount: number;
  onPaid(result: SupPayResponse): void;
}

/** The card form with checkout's fields and checks, made once they are loaded. */
const CardPayment = lazy(async () => {
  const [{ TextInput, Alert, focusFirstInvalid }, rules] = await Promise.all([loadCheckoutFields(), loadCheckoutRules()]);

  function CardPaymentLoaded({ token, amount, onPaid }: CardPaymentProps) {
    const { api } = useShell();
    const review = useSubmit();
    const pay = useSubmit();
    const form = useRef<HTMLFormElement>(null);
    const payButton = useRef<HTMLButtonElement>(null);
    const [card, setCard] = useState(rules.EMPTY_CARD);
    const [tried, setTried] = useState(false);
    const [problem, setProblem] = useState('');
    const [method, setMethod] = useState<PaymentMethodResponse | null>(null);
    const attempt = useRef(newAttemptId());
    const problems = rules.cardProblems(card);
    const error = (field: keyof typeof card) => (tried ? (problems[field] ?? null) : null);
    const charge = chargeCents(amount, method?.funding ?? null) / 100;

    useEffect(() => {
      if (method) payButton.current?.focus();
    }, [method]);

    const onReview = (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      setProblem('');
      if (Object.keys(problems).length > 0) {
        requestAnimationFrame(() => focusFirstInvalid(form.current));
        return;
      }
      void review.run(async () => {
        try {
          const expiry = rules.parseExpiry(card.expiry)!;
          const answer = await api.call(PAYMENT_CALLS.tokenizeCard, { body: { number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc, name: card.name.trim() } });
          setCard((c) => ({ ...rules.EMPTY_CARD, name: c.name }));
          setTried(false);
          setMethod(answer);
          attempt.current = newAttemptId();
        } catch (caught) {
          setProblem(rules.messageOf(caught, 'Could not tokenize payment method, please try again'));
        }
      });
    };

    const onPay = () =>
      pay.run(async () => {
        if (!method) return;
        setProblem('');
        try {
          onPaid(await api.call(ORDER_CHANGE_CALLS.supPay, { body: { token, attempt_id: attempt.current, payment_token: method.token, amount_due: charge } }));
        } catch (caught) {
          const refusal = refusalOf(caught);
          // A decline ends the attempt: another card starts a new one. No answer: pressing Pay again resubmits the same attempt.
          if (refusal?.err === ERR.PAYMENT_FAILED) {
            setMethod(null);
            attempt.current = newAttemptId();
          }
          setProblem(messageOf(caught));
        }
      });

    if (method) {
      return (
        <div className="occ-form">
          <p role="status">
            {rules.methodText(method)}
            {method.funding === 'credit' ? `: a card fee of ${formatPrice(charge - amount)} applies.` : ': no card fee.'}
          </p>
          <button type="button" className="cko-link-button" onClick={() => setMethod(null)} disabled={pay.pending}>
            Change payment method
          </button>
          <Alert>{problem}</Alert>
          <div className="occ-actions">
            <button ref={payButton} type="button" className="sf-button" aria-disabled={pay.pending || undefined} onClick={() => void onPay()}>
              {pay.pending ? 'Paying…' : `Pay ${formatPrice(charge)}`}
            </button>
          </div>
        </div>
      );
    }
    return (
      <form ref={form} className="cko-form" onSubmit={onReview} noValidate aria-busy={review.pending || undefined}>
        <div className="cko-grid">
          <TextInput name="card_number" label="Card number" isRequired value={card.number} onChange={(number) => setCard((c) => ({ ...c, number }))} error={error('number')} inputMode="numeric" autoComplete="cc-number" maxLength={23} className="cko-span" />
          <TextInput name="card_expiry" label="Expiry (MM/YY)" isRequired value={card.expiry} onChange={(v) => setCard((c) => ({ ...c, expiry: rules.formatExpiryTyping(v) }))} error={error('expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={5} />
          <TextInput name="card_cvc" label="Security code" isRequired value={card.cvc} onChange={(cvc) => setCard((c) => ({ ...c, cvc }))} error={error('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          <TextInput name="card_name" label="Name on card" isRequired value={card.name} onChange={(name) => setCard((c) => ({ ...c, name }))} error={error('name')} autoComplete="cc-name" maxLength={100} className="cko-span" />
        </div>
        <Alert>{problem}</Alert>
        <p className="cko-muted">Nothing is charged until you press Pay after reviewing the payment.</p>
        <div className="cko-actions">
          <button type="submit" className="sf-button cko-primary" aria-disabled={review.pending || undefined}>
            {review.pending ? 'Reviewing…' : 'Review payment'}
          </button>
        </div>
      </form>
    );
  }
  return { default: CardPaymentLoaded };
});
