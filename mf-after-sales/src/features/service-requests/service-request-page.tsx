import {
  MESSAGES,
  SERVICE_MESSAGES,
  SERVICE_PHOTOS_MAX,
  SERVICE_REQUEST_CALLS,
  orderDate,
  routeById,
  serviceRequestProblems,
  type ServiceableItem,
} from '@storefront/contracts';
import { Link, refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { OutcomeNotice, SubmitButton, TextField, failedOutcome, useSubmit, type Outcome } from '../../ui';
import { PhotoField, SelectField, SignInNotice, focusFirstProblem } from './parts';
import { uploadedIds, uploadsState, useUploads } from './use-uploads';
import './sheet';

const RECORDS = routeById('afterSalesRecords').paths[0]!;

type Items = { status: 'loading' } | { status: 'ready'; list: ServiceableItem[] } | { status: 'failed'; message: string };

/**
 * /uploadAfterSales?number=<order number>&item=<order item id> (spec sections 2, 4, 5 and 9): a designer asks for
 * service on a delivered item of the company's orders: the order and the item (chosen here when the link did not
 * name them), what is wrong, and photos (jpg/png, up to 10, 10M each, uploaded as they are added; the form is not sent
 * while any is uploading or failed). Sent, the records open on the new request.
 */
export default function ServiceRequestPage() {
  const { session, route } = useShell();
  const headingId = useId();
  const back = `${routeById('uploadAfterSales').paths[0]}${route.query.number ? `?number=${encodeURIComponent(route.query.number)}` : ''}`;
  return (
    <section className="asr-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="asr-title">
        {routeById('uploadAfterSales').title}
      </h1>
      <p className="asr-intro">Tell us what is wrong with a delivered item and add photos of it. Our trade desk reviews every request, and each step shows in your after-sales records.</p>
      {session.token ? <RequestForm /> : <SignInNotice doing="ask for service on an order" back={back} />}
    </section>
  );
}

function useServiceableItems(number: string, attempt: number): Items {
  const { api } = useShell();
  const [items, setItems] = useState<Items>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setItems({ status: 'loading' });
    api.call(SERVICE_REQUEST_CALLS.serviceableItems, { body: number ? { number } : {}, signal: controller.signal }).then(
      (answer) => setItems({ status: 'ready', list: answer.list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setItems({ status: 'failed', message: refusalOf(error)?.message ?? MESSAGES.requestFalse });
      },
    );
    return () => controller.abort();
  }, [api, number, attempt]);
  return items;
}

function RequestForm() {
  const { route } = useShell();
  const number = (route.query.number ?? '').trim();
  const [attempt, setAttempt] = useState(0);
  const items = useServiceableItems(number, attempt);

  if (items.status === 'loading') {
    return (
      <p className="asr-message" role="status">
        Loading your delivered items…
      </p>
    );
  }
  if (items.status === 'failed') {
    return (
      <div className="asr-message" role="alert">
        <p>{items.message}</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (items.list.length === 0) {
    return (
      <div className="asr-message">
        <p>{number ? `Order ${number.toUpperCase()} has no delivered items to ask service for.` : 'You have no delivered items to ask service for yet.'}</p>
        <p>Service can be requested once an item of your order is delivered.</p>
      </div>
    );
  }
  return <Form items={items.list} preset={{ number: number.toUpperCase(), item: (route.query.item ?? '').trim().toLowerCase() }} />;
}

function Form({ items, preset }: { items: ServiceableItem[]; preset: { number: string; item: string } }) {
  const { api, navigate, toasts } = useShell();
  const orders = useMemo(() => [...new Map(items.map((i) => [i.order_number, i])).values()], [items]);
  const presetItem = items.find((i) => i.item_id === preset.item && !i.open_request);
  const [orderNumber, setOrderNumber] = useState(presetItem?.order_number ?? (orders.length === 1 ? orders[0]!.order_number : orders.some((o) => o.order_number === preset.number) ? preset.number : ''));
  const inOrder = items.filter((i) => i.order_number === orderNumber);
  const open = inOrder.filter((i) => !i.open_request);
  const [itemId, setItemId] = useState(presetItem?.item_id ?? (open.length === 1 && inOrder.length === 1 ? open[0]!.item_id : ''));
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [photoProblem, setPhotoProblem] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const photos = useUploads(SERVICE_PHOTOS_MAX);
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const preselected = Boolean(presetItem);
  const wanted = items.find((i) => i.item_id === preset.item);

  const problems = serviceRequestProblems({ order_item_id: itemId, description, photo_count: photos.uploads.length });
  const shown = (field: string) => (touched.has(field) ? problems[field] : undefined);
  const touch = (field: string) => setTouched((was) => (was.has(field) ? was : new Set(was).add(field)));

  useEffect(() => {
    if (outcome?.kind === 'failed') noticeRef.current?.focus();
  }, [outcome]);
  // A photo added clears the warning of a submit made too early.
  useEffect(() => {
    if (uploadsState(photos.uploads) === 'done') setPhotoProblem('');
  }, [photos.uploads]);

  const send = () =>
    submit.run(async () => {
      setTouched(new Set(['order_item_id', 'description', 'photos']));
      const state = uploadsState(photos.uploads);
      const uploadProblem = state === 'uploading' ? SERVICE_MESSAGES.uploading : state === 'failed' ? SERVICE_MESSAGES.uploadFailed : '';
      setPhotoProblem(uploadProblem);
      const all = { ...problems, ...(uploadProblem ? { photos: uploadProblem } : {}) };
      if (Object.keys(all).length > 0) {
        setOutcome(null);
        focusFirstProblem(formRef.current, all);
        return;
      }
      try {
        const created = await api.call(SERVICE_REQUEST_CALLS.create, { body: { order_item_id: itemId, description, photo_ids: uploadedIds(photos.uploads) } });
        toasts.show({ kind: 'success', message: `Service request ${created.reference} ${MESSAGES.formSubmitted}` });
        navigate(`${RECORDS}?ref=${created.reference}`);
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
    });

  return (
    <form
      ref={formRef}
      className="afs-form asr-card"
      noValidate
      aria-label="Service request form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <OutcomeNotice outcome={outcome} noticeRef={noticeRef} />
      {preset.item && !wanted ? (
        <p className="asr-message" role="status">
          {SERVICE_MESSAGES.itemNotServiceable}. Choose one of your delivered items below.
        </p>
      ) : null}
      {wanted?.open_request ? (
        <p className="asr-message" role="status">
          {SERVICE_MESSAGES.alreadyOpen}: <Link to={`${RECORDS}?ref=${wanted.open_request}`}>{wanted.open_request}</Link>.
        </p>
      ) : null}
      {preselected && presetItem ? (
        <dl className="asr-facts">
          <div>
            <dt>Order</dt>
            <dd>{presetItem.order_number}</dd>
          </div>
          <div>
            <dt>Item</dt>
            <dd>
              {presetItem.sku_number} {presetItem.name}
            </dd>
          </div>
        </dl>
      ) : (
        <div className="afs-grid">
          <SelectField
            name="order_number"
            label="Order"
            value={orderNumber}
            onChange={(value) => {
              setOrderNumber(value);
              const next = items.filter((i) => i.order_number === value);
              setItemId(next.length === 1 && !next[0]!.open_request ? next[0]!.item_id : '');
            }}
          >
            <option value="">Choose an order</option>
            {orders.map((o) => (
              <option key={o.order_number} value={o.order_number}>
                {o.order_number} ({orderDate(o.order_date)})
              </option>
            ))}
          </SelectField>
          <SelectField name="order_item_id" label="Item" value={itemId} onChange={setItemId} error={shown('order_item_id')}>
            <option value="">{orderNumber ? 'Choose an item' : 'Choose an order first'}</option>
            {inOrder.map((i) => (
              <option key={i.item_id} value={i.item_id} disabled={Boolean(i.open_request)}>
                {i.sku_number} {i.name}
                {i.open_request ? ` (request ${i.open_request} in progress)` : ''}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <TextField
        name="description"
        label="Description"
        hint="What is wrong, where on the item, and since when."
        value={description}
        onChange={setDescription}
        onBlur={() => touch('description')}
        error={shown('description')}
        required
        multiline
        rows={5}
      />
      <PhotoField name="photos" legend="Photos" max={SERVICE_PHOTOS_MAX} uploads={photos} error={photoProblem || shown('photos')} />
      <div className="afs-actions">
        <Link className="sf-button sf-button--secondary" to={RECORDS}>
          Cancel
        </Link>
        <SubmitButton pending={submit.pending} />
      </div>
    </form>
  );
}
