import { CLIENT_AGENT_CALLS, ERR, formatPrice, type PayLinkPayResponse, type PaymentMethodResponse } from '@storefront/contracts';
import { refusalOf, useShell, useSubmit } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadCheckoutFields, loadCheckoutRules } from '../checkout';
import { linkCharge } from './agent-rules';
import './sheet';

export interface LinkPaymentProps {
  /** The link's token: it lets the page tokenize and pay without an account. */
  token: string;
  total: number;
  onPaid(result: PayLinkPayResponse): void;
  /** Paid already, or the link expired meanwhile: the page says so instead of the form. */
  onClosed(message: string, err: number): void;
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
 * The pay page's payment, with checkout's fields and checks (loaded on demand): card or bank account (ACH). "Review
 * payment" tokenizes (through the link) and shows the method and the card fee; "Pay $X" then pays, once however often
 * it is pressed (the api follows the link's attempt).
 */
export default async function loadLinkPayment() {
  const [{ TextInput, Alert, ChoiceGroup, focusFirstInvalid }, rules] = await Promise.all([loadCheckoutFields(), loadCheckoutRules()]);

  function LinkPayment({ token, total, onPaid, onClosed }: LinkPaymentProps) {
    const { api } = useShell();
    const review = useSubmit();
    const pay = useSubmit();
    const form = useRef<HTMLFormElement>(null);
    const payButton = useRef<HTMLButtonElement>(null);
    const [kind, setKind] = useState<Kind>('card');
    const [card, setCard] = useState(rules.EMPTY_CARD);
    const [ach, setAch] = useState(rules.EMPTY_ACH);
    const [tried, setTried] = useState(false);
    const [problem, setProblem] = useState('');
    const [method, setMethod] = useState<PaymentMethodResponse | null>(null);
    const problems: Record<string, string | undefined> = kind === 'card' ? rules.cardProblems(card) : rules.achProblems(ach);
    const error = (field: string) => (tried ? (problems[field] ?? null) : null);
    const charge = linkCharge(total, method?.funding ?? null);

    useEffect(() => {
      if (method) payButton.current?.focus();
    }, [method]);

    const closedBy = (caught: unknown) => {
      const refusal = refusalOf(caught);
      if (refusal && (refusal.err === ERR.PAYMENT_ALREADY_PAID || refusal.err === ERR.LINK_EXPIRED)) {
        onClosed(refusal.message, refusal.err);
        return true;
      }
      return false;
    };

    const onReview = (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      setProblem('');
      if (Object.values(problems).some(Boolean)) {
        focusFirstInvalid(form.current);
        return;
      }
      void review.run(async () => {
        try {
          let answer: PaymentMethodResponse;
          if (kind === 'card') {
            const expiry = rules.parseExpiry(card.expiry)!;
            answer = await api.call(CLIENT_AGENT_CALLS.payLinkTokenizeCard, { body: { link_token: token, number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc, name: card.name.trim() } });
            setCard((c) => ({ ...rules.EMPTY_CARD, name: c.name }));
          } else {
            answer = await api.call(CLIENT_AGENT_CALLS.payLinkTokenizeAch, {
              body: {
                link_token: token,
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
          setTried(false);
          setMethod(answer);
        } catch (caught) {
          if (!closedBy(caught)) setProblem(rules.messageOf(caught, 'Could not tokenize payment method, please try again'));
        }
      });
    };

    const onPay = () =>
      pay.run(async () => {
        if (!method) return;
        setProblem('');
        try {
          onPaid(await api.call(CLIENT_AGENT_CALLS.payLinkPay, { body: { token, payment_token: method.token, amount_due: charge } }));
        } catch (caught) {
          if (closedBy(caught)) return;
          // A decline: another method starts a new attempt. No answer: pressing Pay again follows the same one.
          if (refusalOf(caught)?.err === ERR.PAYMENT_FAILED) setMethod(null);
          setProblem(rules.messageOf(caught, rules.payOutcomeOf(caught).kind === 'retry' ? 'Payment request failed, please resubmit' : 'Payment failed'));
        }
      });

    if (method) {
      return (
        <div className="cag-form">
          <p role="status">
            {rules.methodText(method)}
            {method.funding === 'credit' ? `: a card fee of ${formatPrice(Math.round((charge - total) * 100) / 100)} applies.` : ': no card fee.'}
          </p>
          <button type="button" className="cko-link-button" onClick={() => setMethod(null)} disabled={pay.pending}>
            Change payment method
          </button>
          <Alert>{problem}</Alert>
          <div className="cag-actions">
            <button ref={payButton} type="button" className="sf-button" aria-disabled={pay.pending || undefined} onClick={() => void onPay()}>
              {pay.pending ? 'Paying…' : `Pay ${formatPrice(charge)}`}
            </button>
          </div>
        </div>
      );
    }
    return (
      <form ref={form} className="cko-form" onSubmit={onReview} noValidate aria-busy={review.pending || undefined}>
        <ChoiceGroup
          name="payment_method"
          label="Payment method"
          value={kind}
          orientation="horizontal"
          onChange={(value) => {
            setKind(value as Kind);
            setTried(false);
            setProblem('');
          }}
          choices={PAYMENT_KINDS}
        />
        {kind === 'card' ? (
          <div className="cko-grid">
            <TextInput name="card_number" label="Card number" isRequired value={card.number} onChange={(number) => setCard((c) => ({ ...c, number }))} error={error('number')} inputMode="numeric" autoComplete="cc-number" maxLength={23} className="cko-span" />
            <TextInput name="card_expiry" label="Expiry (MM/YY)" isRequired value={card.expiry} onChange={(v) => setCard((c) => ({ ...c, expiry: rules.formatExpiryTyping(v) }))} error={error('expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={5} />
            <TextInput name="card_cvc" label="Security code" isRequired value={card.cvc} onChange={(cvc) => setCard((c) => ({ ...c, cvc }))} error={error('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
            <TextInput name="card_name" label="Name on card" isRequired value={card.name} onChange={(name) => setCard((c) => ({ ...c, name }))} error={error('name')} autoComplete="cc-name" maxLength={100} className="cko-span" />
          </div>
        ) : (
          <div className="cko-grid">
            <TextInput name="account_number" label="Account number" isRequired value={ach.account_number} onChange={(account_number) => setAch((a) => ({ ...a, account_number }))} error={error('account_number')} inputMode="numeric" autoComplete="off" maxLength={34} />
            <TextInput name="routing_number" label="Routing number" isRequired value={ach.routing_number} onChange={(routing_number) => setAch((a) => ({ ...a, routing_number }))} error={error('routing_number')} inputMode="numeric" autoComplete="off" maxLength={18} />
            <ChoiceGroup name="account_type" label="Account type" isRequired orientation="horizontal" value={ach.account_type} onChange={(value) => setAch((a) => ({ ...a, account_type: value as typeof a.account_type }))} error={error('account_type')} choices={ACCOUNT_TYPES} />
            <ChoiceGroup name="holder_type" label="Account holder" isRequired orientation="horizontal" value={ach.holder_type} onChange={(value) => setAch((a) => ({ ...a, holder_type: value as typeof a.holder_type }))} error={error('holder_type')} choices={HOLDER_TYPES} />
            <TextInput name="first_name" label="First name" isRequired value={ach.first_name} onChange={(first_name) => setAch((a) => ({ ...a, first_name }))} error={error('first_name')} autoComplete="given-name" maxLength={50} />
            <TextInput name="last_name" label="Last name" isRequired value={ach.last_name} onChange={(last_name) => setAch((a) => ({ ...a, last_name }))} error={error('last_name')} autoComplete="family-name" maxLength={50} />
          </div>
        )}
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
  return { default: LinkPayment };
}
