import { ORDER_CHANGE_CALLS, ORDER_CHANGE_MAX_COUNT, orderHref, type ChangeRecord, type OrderDetailResponse } from '@storefront/contracts';
import { Link, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { messageOf } from './change-rules';
import { SignInFirst } from './sign-in-first';
import { useOrder } from './use-order';
import './sheet';

/**
 * /changeNumber?number= (spec section 2): the order's items with their quantities; the designer sets new ones (0
 * removes a line) and sends the request for staff to review. What it costs more is asked through a payment link, what
 * it costs less is refunded, once approved.
 */
export default function ChangeNumberPage() {
  const { route, session } = useShell();
  const number = (route.query.number ?? '').trim();
  const load = useOrder(session.token ? number : '');
  return (
    <article className="occ-page" aria-busy={load.status === 'loading' || undefined}>
      <h1>Change quantity</h1>
      {number ? <Link to={orderHref(number.toUpperCase())}>Back to order {number.toUpperCase()}</Link> : null}
      {!session.token ? <SignInFirst what="change the order" /> : null}
      {session.token && load.status === 'loading' ? <p className="occ-muted">Loading the order…</p> : null}
      {session.token && load.status === 'failed' ? (
        <p className="occ-message" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' ? <QuantityForm order={load.order} /> : null}
    </article>
  );
}

function QuantityForm({ order }: { order: OrderDetailResponse }) {
  const { api } = useShell();
  const { pending, run } = useSubmit();
  const [counts, setCounts] = useState<Record<string, string>>(() => Object.fromEntries(order.items.map((i) => [i.id, String(i.count)])));
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState<ChangeRecord | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const valid = (v: string) => /^\d{1,3}$/.test(v.trim()) && Number(v) <= ORDER_CHANGE_MAX_COUNT;
  const invalid = order.items.filter((i) => !valid(counts[i.id] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    if (invalid.length > 0) {
      setProblem(`Please enter a quantity from 0 to ${ORDER_CHANGE_MAX_COUNT}`);
      return;
    }
    const items = order.items.filter((i) => Number(counts[i.id]) !== i.count).map((i) => ({ item_id: i.id, count: Number(counts[i.id]) }));
    if (items.length === 0) {
      setProblem('Nothing would change: please change something first');
      return;
    }
    void run(async () => {
      try {
        setSent(await api.call(ORDER_CHANGE_CALLS.request, { body: { number: order.number, kind: 'quantity', items } }));
        requestAnimationFrame(() => done.current?.focus());
      } catch (error) {
        setProblem(messageOf(error));
      }
    });
  };

  if (sent) {
    return (
      <p ref={done} tabIndex={-1} className="occ-note" role="status">
        Your request {sent.reference} was sent: {sent.state_label}. <Link to={orderHref(order.number)}>View order {order.number}</Link>
      </p>
    );
  }
  return (
    <form className="occ-form" onSubmit={submit} noValidate>
      <p className="occ-muted">Set the new quantity of each item (0 removes it). Staff review the request.</p>
      <table className="occ-table">
        <caption className="occ-muted">Items of order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col" className="occ-num">
              Ordered
            </th>
            <th scope="col">New quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td data-label="SKU">{item.sku_number}</td>
              <td className="occ-num" data-label="Ordered">
                {item.count}
              </td>
              <td data-label="New quantity">
                <input
                  className="occ-input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={ORDER_CHANGE_MAX_COUNT}
                  aria-label={`New quantity of ${item.name}`}
                  aria-invalid={problem && !valid(counts[item.id] ?? '') ? true : undefined}
                  value={counts[item.id] ?? ''}
                  onChange={(e) => setCounts((c) => ({ ...c, [item.id]: e.target.value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem ? (
        <p className="occ-message" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="occ-actions">
        <button type="submit" className="sf-button" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
