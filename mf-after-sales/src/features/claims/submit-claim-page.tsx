import {
  CLAIM_CALLS,
  CLAIM_LABELS,
  CLAIM_MESSAGES,
  claimFormProblems,
  claimWindowMessage,
  claimWindowText,
  formatPrice,
  orderDate,
  type ClaimKindCode,
  type ClaimableOrderResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { OutcomeNotice, SubmitButton, TextField, failedOutcome, focusFirstError, useForm, useSubmit, type Outcome, type Problems } from '../../ui';
import { ClaimFrame, SignInPrompt, claimPath, useHere, useSignedIn } from './claim-parts';
import { ClaimPhotos, photosProblem, type ClaimPhoto } from './claim-photos';
import './sheet';

type OrderState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; order: ClaimableOrderResponse }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

export interface ClaimValues {
  order_number: string;
  kind: string;
  requested_amount: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  description: string;
  /** The loaded order's delivered items (what may be chosen), and the choices. */
  items: ClaimableOrderResponse['items'];
  chosen: Readonly<Record<string, boolean>>;
  quantities: Readonly<Record<string, string>>;
  photos: ClaimPhoto[];
}

const EMPTY: ClaimValues = {
  order_number: '',
  kind: '',
  requested_amount: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  description: '',
  items: [],
  chosen: {},
  quantities: {},
  photos: [],
};

/** Every problem of the form: the contracts' rules, the window of each chosen item, and the images' uploads. */
export function claimProblems(values: ClaimValues): Problems {
  const lines = values.items.filter((i) => values.chosen[i.item_id]).map((i) => ({ item_id: i.item_id, quantity: values.quantities[i.item_id] ?? '', max: i.count }));
  const problems: Problems = claimFormProblems({ ...values, lines, photos: values.photos.length });
  const kind = values.kind as ClaimKindCode;
  if (!problems.kind && !problems.items && values.items.some((i) => values.chosen[i.item_id] && !i.open_kinds.includes(kind))) problems.items = claimWindowMessage(kind);
  const photos = photosProblem(values.photos);
  if (photos) problems.photos = photos;
  else delete problems.photos;
  return problems;
}

/**
 * /subClaim?number= (spec sections 3, 5 and 9): a claim against one of the company's delivered orders. The order
 * number (prefilled from the query) finds the order's delivered items and which kinds of claim are still open; then
 * the kind, the items and quantities, the requested amount, the claims contact, images (uploaded as chosen; the form
 * waits for them) and a description. Submitted, it goes to /feedbackText with the claim's reference.
 */
export default function SubmitClaimPage() {
  const signedIn = useSignedIn();
  const here = useHere();
  return (
    <ClaimFrame
      route="subClaim"
      intro={
        <>
          File a claim on delivered items of an order. {claimWindowText('damage')}; concealed damage and shortages within 15 days; invoice discrepancies within
          30 days.
        </>
      }
    >
      {signedIn ? <ClaimForm /> : <SignInPrompt action="submit a claim" back={here} />}
      <p>
        <Link to={claimPath('feedback')}>Back to Claims</Link>
      </p>
    </ClaimFrame>
  );
}

function ClaimForm() {
  const { api, route, navigate, session } = useShell();
  const initialNumber = (route.query.number ?? '').trim();
  const form = useForm<ClaimValues>({ ...EMPTY, order_number: initialNumber }, claimProblems);
  const [order, setOrder] = useState<OrderState>({ status: 'idle' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { update } = form;

  const load = useCallback(
    async (number: string) => {
      if (!number.trim()) return;
      setOrder({ status: 'loading' });
      try {
        const found = await api.call(CLAIM_CALLS.order, { body: { number } });
        setOrder({ status: 'ready', order: found });
        const user = session.user;
        update((v) => ({
          ...v,
          order_number: found.number,
          items: found.items,
          chosen: found.items.length === 1 ? { [found.items[0]!.item_id]: true } : {},
          quantities: Object.fromEntries(found.items.map((i) => [i.item_id, String(i.count)])),
          kind: found.kinds.find((k) => k.kind === v.kind && k.open)?.kind ?? '',
          contact_name: v.contact_name || found.contact.contact_name || (user ? `${user.firstName} ${user.lastName}`.trim() : ''),
          contact_phone: v.contact_phone || found.contact.phone,
          contact_email: v.contact_email || found.contact.email || user?.email || '',
        }));
      } catch (error) {
        const refusal = refusalOf(error);
        setOrder(refusal ? { status: 'refused', message: refusal.message } : { status: 'failed', message: 'The order could not be loaded, please try again' });
        update((v) => ({ ...v, items: [], chosen: {} }));
      }
    },
    [api, session.user, update],
  );

  useEffect(() => {
    if (initialNumber) void load(initialNumber);
  }, [initialNumber, load]);

  useEffect(() => {
    if (outcome) noticeRef.current?.focus();
  }, [outcome]);

  const ready = order.status === 'ready' ? order.order : null;
  const loadedFor = ready && ready.number.toLowerCase() === form.values.order_number.trim().toLowerCase();

  const send = () =>
    submit.run(async () => {
      setOutcome(null);
      if (!loadedFor) {
        form.touch('order_number');
        await load(form.values.order_number);
        return;
      }
      const problems = form.touchAll();
      if (Object.keys(problems).length > 0) {
        focusFirstError(formRef.current, problems);
        return;
      }
      const v = form.values;
      try {
        const created = await api.call(CLAIM_CALLS.create, {
          body: {
            order_number: ready.number,
            kind: v.kind as ClaimKindCode,
            items: v.items.filter((i) => v.chosen[i.item_id]).map((i) => ({ item_id: i.item_id, quantity: Number(v.quantities[i.item_id]) })),
            requested_amount: v.requested_amount,
            contact_name: v.contact_name,
            contact_phone: v.contact_phone,
            contact_email: v.contact_email,
            description: v.description,
            photos: v.photos.flatMap((p) => (p.fileId ? [p.fileId] : [])),
          },
        });
        navigate(claimPath('feedbackText', { ref: created.reference }));
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
    });

  return (
    <form
      ref={formRef}
      className="afs-form clm-card"
      noValidate
      aria-label="Claim form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <OutcomeNotice outcome={outcome} noticeRef={noticeRef} />
      <p className="afs-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="clm-visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="clm-find">
        <TextField
          name="order_number"
          label={CLAIM_LABELS.order_number}
          required
          value={form.values.order_number}
          onChange={(value) => form.update((v) => ({ ...v, order_number: value }))}
          onBlur={() => form.touch('order_number')}
          error={form.shown.order_number ?? (order.status === 'refused' || order.status === 'failed' ? order.message : undefined)}
        />
        <button type="button" className="sf-button sf-button--secondary" onClick={() => void load(form.values.order_number)} aria-disabled={order.status === 'loading' || undefined}>
          Find Order
        </button>
      </div>
      {order.status === 'loading' ? (
        <p role="status" className="clm-empty">
          Loading the order…
        </p>
      ) : null}
      {ready ? <OrderPart order={ready} form={form} /> : null}
      <div className="afs-actions">
        <SubmitButton pending={submit.pending}>Submit Claim</SubmitButton>
      </div>
    </form>
  );
}

function OrderPart({ order, form }: { order: ClaimableOrderResponse; form: ReturnType<typeof useForm<ClaimValues>> }) {
  const { values, shown, update, touch } = form;
  if (order.items.length === 0) {
    return (
      <p role="status" className="clm-card">
        Nothing on order {order.number} has been delivered yet. A claim can be filed once its items are delivered.
      </p>
    );
  }
  const setPhotos = (change: (list: ClaimPhoto[]) => ClaimPhoto[]) => update((v) => ({ ...v, photos: change(v.photos) }));
  const anyOpen = order.kinds.some((k) => k.open);
  const text = (field: 'requested_amount' | 'contact_name' | 'contact_phone' | 'contact_email' | 'description') => ({
    name: field,
    label: CLAIM_LABELS[field],
    value: values[field],
    onChange: (value: string) => update((v) => ({ ...v, [field]: value })),
    onBlur: () => touch(field),
    error: shown[field],
  });
  return (
    <>
      <p>
        Order {order.number}, placed {orderDate(order.date)}, total {formatPrice(order.total)}.
      </p>
      <fieldset className="clm-fieldset" data-field="kind" aria-describedby={shown.kind ? 'clm-kind-error' : undefined}>
        <legend className="clm-legend">
          {CLAIM_LABELS.kind}
          <span className="afs-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {!anyOpen ? (
          <p role="status" className="afs-field-error">
            Every claim window of this order has closed.
          </p>
        ) : null}
        <div className="clm-options">
          {order.kinds.map((k) => (
            <label key={k.kind} className={k.open ? 'clm-option' : 'clm-option clm-option--closed'}>
              <input
                type="radio"
                name="kind"
                value={k.kind}
                checked={values.kind === k.kind}
                disabled={!k.open}
                onChange={() => {
                  update((v) => ({ ...v, kind: k.kind }));
                  touch('kind');
                }}
              />
              <span>
                {k.label}
                <small>{k.open && k.closes_on ? `Within ${k.days} days of delivery: open until ${orderDate(k.closes_on)}` : claimWindowMessage(k.kind)}</small>
              </span>
            </label>
          ))}
        </div>
        {shown.kind ? (
          <p id="clm-kind-error" className="afs-field-error" role="alert">
            {shown.kind}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="clm-fieldset" data-field="items" aria-describedby={shown.items ? 'clm-items-error' : undefined}>
        <legend className="clm-legend">
          {CLAIM_LABELS.items}
          <span className="afs-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="clm-options">
          {order.items.map((item) => {
            const chosen = Boolean(values.chosen[item.item_id]);
            const key = `items.${item.item_id}`;
            return (
              <div key={item.item_id} className="clm-option clm-item">
                <label>
                  <input
                    type="checkbox"
                    aria-describedby={`clm-item-${item.item_id}`}
                    checked={chosen}
                    onChange={(e) => {
                      const on = e.target.checked;
                      update((v) => ({ ...v, chosen: { ...v.chosen, [item.item_id]: on } }));
                      touch('items');
                    }}
                  />{' '}
                  {item.name} ({item.sku_number})
                  <small id={`clm-item-${item.item_id}`}>
                    Delivered {orderDate(item.delivered_at)}, {item.count} ordered
                  </small>
                </label>
                {chosen ? (
                  <div data-field={key}>
                    <TextField
                      name={key}
                      label={`Quantity of ${item.sku_number}`}
                      value={values.quantities[item.item_id] ?? ''}
                      onChange={(value) => update((v) => ({ ...v, quantities: { ...v.quantities, [item.item_id]: value } }))}
                      onBlur={() => touch(key)}
                      error={shown[key]}
                      required
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
        {shown.items ? (
          <p id="clm-items-error" className="afs-field-error" role="alert">
            {shown.items}
          </p>
        ) : null}
      </fieldset>
      <div className="afs-grid">
        <TextField {...text('requested_amount')} required hint={`In US dollars, at most the order total of ${formatPrice(order.total)}`} />
        <TextField {...text('contact_name')} required autoComplete="name" />
        <TextField {...text('contact_phone')} required type="tel" autoComplete="tel" />
        <TextField {...text('contact_email')} required type="email" autoComplete="email" />
        <ClaimPhotos photos={values.photos} setPhotos={setPhotos} error={shown.photos} onTouched={() => touch('photos')} />
        <TextField {...text('description')} multiline />
      </div>
      {values.photos.some((p) => p.status === 'uploading') ? (
        <p role="status" className="clm-empty">
          {CLAIM_MESSAGES.uploading}
        </p>
      ) : null}
    </>
  );
}
