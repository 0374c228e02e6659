import { MESSAGES, ORDER_CHANGE_CALLS, formatPrice, orderDate, type ChangeListResponse, type ChangeRecord, type OrderDetailResponse } from '@storefront/contracts';
import { Link, useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { DialogKind } from './change-dialog';
import { changeNumberHref, messageOf, supplementaryBuyHref } from './change-rules';
import './sheet';

const ChangeDialog = lazy(() => import('./change-dialog'));

type Load = { status: 'loading' } | { status: 'ready'; data: ChangeListResponse } | { status: 'failed'; message: string };

/**
 * The order detail's changes (spec section 2): the actions (change address, contact or quantity, add items, and cancel
 * while the 24 hours of section 9 last) and the order's change records (reference, kind, state, date), each still in
 * review with Withdraw.
 */
export default function OrderChangesPanel({ order }: { order: OrderDetailResponse }) {
  const { api } = useShell();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [said, setSaid] = useState('');
  const actionsId = useId();
  const recordsId = useId();

  useEffect(() => {
    const controller = new AbortController();
    api.call(ORDER_CHANGE_CALLS.list, { body: { number: order.number }, signal: controller.signal }).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [api, order.number, attempt]);

  const done = (record: ChangeRecord) => {
    setDialog(null);
    setSaid(`Your request ${record.reference} (${record.kind_label}) was sent: ${record.state_label}.`);
    setAttempt((n) => n + 1);
  };
  const canCancel = load.status === 'ready' && load.data.can_cancel;

  return (
    <>
      <section className="occ-section" aria-labelledby={actionsId}>
        <h2 id={actionsId} className="occ-title">
          Change this order
        </h2>
        {order.cancelled ? (
          <p className="occ-muted">{MESSAGES.orderCancelled}: it can no longer be changed.</p>
        ) : (
          <>
            <div className="occ-actions">
              <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setDialog('address')}>
                Change address
              </button>
              <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setDialog('contact')}>
                Change contact
              </button>
              <Link className="sf-button sf-button--secondary sf-button--small" to={changeNumberHref(order.number)}>
                Change quantity
              </Link>
              <Link className="sf-button sf-button--secondary sf-button--small" to={supplementaryBuyHref(order.number)}>
                Add items
              </Link>
              {canCancel ? (
                <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setDialog('cancel')}>
                  Cancel order
                </button>
              ) : null}
            </div>
            {canCancel ? <p className="occ-muted">The order can be cancelled until {orderDate(load.data.cancel_until)}, 24 hours after it was placed.</p> : null}
            {load.status === 'ready' && load.data.cancel_refusal ? <p className="occ-muted">{load.data.cancel_refusal}.</p> : null}
          </>
        )}
        <p className="occ-note" role="status" hidden={!said}>
          {said}
        </p>
      </section>
      <section className="occ-section" aria-labelledby={recordsId}>
        <h2 id={recordsId} className="occ-title">
          Change records
        </h2>
        {load.status === 'loading' ? <p className="occ-muted">Loading the change records…</p> : null}
        {load.status === 'failed' ? (
          <div role="alert" className="occ-message">
            <p>{load.message}</p>
            <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : null}
        {load.status === 'ready' && load.data.list.length === 0 ? <p className="occ-muted">No change has been asked for this order.</p> : null}
        {load.status === 'ready' && load.data.list.length > 0 ? <Records list={load.data.list} labelledBy={recordsId} onChanged={(message) => (setSaid(message), setAttempt((n) => n + 1))} /> : null}
      </section>
      {dialog ? (
        <Suspense fallback={null}>
          <ChangeDialog kind={dialog} order={order} onDone={done} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Records({ list, labelledBy, onChanged }: { list: ChangeRecord[]; labelledBy: string; onChanged(message: string): void }) {
  return (
    <table className="occ-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Kind</th>
          <th scope="col">State</th>
          <th scope="col">Date</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {list.map((record) => (
          <tr key={record.id}>
            <th scope="row">{record.reference}</th>
            <td>{record.kind_label}</td>
            <td>
              <span className="occ-state">{record.state_label}</span>
            </td>
            <td>
              <time dateTime={record.date}>{orderDate(record.date)}</time>
            </td>
            <td>
              <Details record={record} onChanged={onChanged} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Details({ record, onChanged }: { record: ChangeRecord; onChanged(message: string): void }) {
  const { api } = useShell();
  const { pending, run } = useSubmit();
  const [problem, setProblem] = useState('');
  const withdraw = () =>
    run(async () => {
      setProblem('');
      try {
        const next = await api.call(ORDER_CHANGE_CALLS.withdraw, { body: { id: record.id } });
        onChanged(`Your request ${next.reference} was withdrawn: ${next.state_label}.`);
      } catch (error) {
        setProblem(messageOf(error));
      }
    });
  const expired = record.state === 'extra_payment_needed' && record.pay_expires_at !== null && new Date(record.pay_expires_at).getTime() <= Date.now();
  return (
    <div className="occ-form">
      <span>{record.summary}</span>
      {record.state === 'extra_payment_needed' ? (
        <span className="occ-muted">
          {expired ? 'The payment link has expired.' : `${formatPrice(record.extra)} to pay: the payment link was emailed to you, valid until ${orderDate(record.pay_expires_at!)}.`}
        </span>
      ) : null}
      {record.refund > 0 ? <span className="occ-muted">Refund: {formatPrice(record.refund)}</span> : null}
      {record.can_withdraw ? (
        <button type="button" className="sf-button sf-button--secondary sf-button--small" aria-label={`Withdraw ${record.reference}`} aria-disabled={pending || undefined} onClick={() => void withdraw()}>
          {pending ? 'Withdrawing…' : 'Withdraw'}
        </button>
      ) : null}
      {problem ? (
        <p className="occ-message" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
