import {
  MESSAGES,
  ORDER_CHANGE_CALLS,
  ORDER_CHANGE_ERR,
  ORDER_CHANGE_MAX_COUNT,
  PRODUCT_BRAND_NAMES,
  countOf,
  formatPrice,
  orderHref,
  type ChangeProduct,
  type ChangeProductSearchResponse,
  type ChangeRecord,
  type OrderDetailResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useShell, useSubmit } from '@storefront/remote-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { messageOf } from './change-rules';
import { SignInFirst } from './sign-in-first';
import { useOrder } from './use-order';
import './sheet';

/**
 * /supplementaryBuy?number= (spec sections 2, 8 and 9): the designer searches products by SKU or name (10 a page),
 * picks what to add with its quantity and sends the request for staff to review. A product already in the order asks
 * 'This product is already in the order. Continue to add?'; one not found says 'Product does not exist'; one no longer
 * sold, 'Product no longer available'.
 */
export default function SupplementaryBuyPage() {
  const { route, session } = useShell();
  const number = (route.query.number ?? '').trim();
  const load = useOrder(session.token ? number : '');
  return (
    <article className="occ-page" aria-busy={load.status === 'loading' || undefined}>
      <h1>Add items</h1>
      {number ? <Link to={orderHref(number.toUpperCase())}>Back to order {number.toUpperCase()}</Link> : null}
      {!session.token ? <SignInFirst what="add items to the order" /> : null}
      {session.token && load.status === 'loading' ? <p className="occ-muted">Loading the order…</p> : null}
      {session.token && load.status === 'failed' ? (
        <p className="occ-message" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' ? <AddItems order={load.order} /> : null}
    </article>
  );
}

interface Picked {
  product: ChangeProduct;
  count: string;
}

function AddItems({ order }: { order: OrderDetailResponse }) {
  const { api } = useShell();
  const search = useSubmit();
  const send = useSubmit();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<(ChangeProductSearchResponse & { keyword: string }) | null>(null);
  const [searchProblem, setSearchProblem] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<ChangeRecord | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const resultsId = useId();
  const pickedId = useId();

  const find = (page: number, text = keyword) =>
    search.run(async () => {
      setSearchProblem('');
      try {
        const answer = await api.call(ORDER_CHANGE_CALLS.productSearch, { body: { number: order.number, keyword: text.trim(), page } });
        setResults({ ...answer, keyword: text.trim() });
      } catch (error) {
        setSearchProblem(messageOf(error));
      }
    });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void find(1);
  };
  const pick = (product: ChangeProduct) => setPicked((list) => (list.some((p) => p.product.sku_number === product.sku_number) ? list : [...list, { product, count: '1' }]));
  const validCount = (v: string) => /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= ORDER_CHANGE_MAX_COUNT;

  const submit = (confirm: boolean) =>
    send.run(async () => {
      setProblem('');
      setConfirming(false);
      try {
        const record = await api.call(ORDER_CHANGE_CALLS.request, {
          body: { number: order.number, kind: 'add_item', items: picked.map((p) => ({ sku_number: p.product.sku_number, count: Number(p.count) })), confirm_duplicate: confirm || undefined },
        });
        setSent(record);
        requestAnimationFrame(() => done.current?.focus());
      } catch (error) {
        if (refusalOf(error)?.err === ORDER_CHANGE_ERR.ALREADY_IN_ORDER) setConfirming(true);
        else setProblem(messageOf(error));
      }
    });
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return setProblem('Please choose a product to add first');
    if (picked.some((p) => !validCount(p.count))) return setProblem(`Please enter a quantity from 1 to ${ORDER_CHANGE_MAX_COUNT}`);
    void submit(false);
  };

  if (sent) {
    return (
      <p ref={done} tabIndex={-1} className="occ-note" role="status">
        Your request {sent.reference} was sent: {sent.state_label}. <Link to={orderHref(order.number)}>View order {order.number}</Link>
      </p>
    );
  }

  const pages = results ? Math.max(1, Math.ceil(results.total / results.limit)) : 1;
  return (
    <>
      <form className="occ-search" role="search" onSubmit={onSearch}>
        <div className="occ-field">
          <label className="occ-label" htmlFor={`${resultsId}-q`}>
            Search products by SKU or name
          </label>
          <input id={`${resultsId}-q`} className="occ-input" type="search" value={keyword} maxLength={60} onChange={(e) => setKeyword(e.target.value)} />
        </div>
        <button type="submit" className="sf-button" aria-disabled={search.pending || undefined}>
          {search.pending ? 'Searching…' : 'Search'}
        </button>
      </form>
      {searchProblem ? (
        <p className="occ-message" role="alert">
          {searchProblem}
        </p>
      ) : null}
      <section className="occ-section" aria-labelledby={resultsId} hidden={!results}>
        <h2 id={resultsId} className="occ-title">
          Products
        </h2>
        <p className="occ-muted" role="status">
          {results ? (results.total === 0 ? MESSAGES.productNotExist : `${countOf(results.total, 'product')}, page ${results.page} of ${pages}`) : ''}
        </p>
        {results && results.list.length > 0 ? (
          <table className="occ-table" aria-labelledby={resultsId}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Brand</th>
                <th scope="col" className="occ-num">
                  Price
                </th>
                <th scope="col">Add</th>
              </tr>
            </thead>
            <tbody>
              {results.list.map((p) => (
                <tr key={p.sku_number}>
                  <th scope="row">
                    {p.name}
                    {p.in_order ? <span className="occ-muted"> (in the order)</span> : null}
                  </th>
                  <td>{p.sku_number}</td>
                  <td>{PRODUCT_BRAND_NAMES[p.brand_id] ?? p.brand_id}</td>
                  <td className="occ-num">{formatPrice(p.price)}</td>
                  <td>
                    {p.available ? (
                      <button type="button" className="sf-button sf-button--secondary sf-button--small" aria-label={`Add ${p.name} (${p.sku_number})`} onClick={() => pick(p)}>
                        Add
                      </button>
                    ) : (
                      <span className="occ-muted">{MESSAGES.productNoLongerAvailable}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {results && pages > 1 ? (
          <div className="occ-pages">
            <button type="button" className="sf-button sf-button--secondary sf-button--small" disabled={results.page <= 1} onClick={() => void find(results.page - 1, results.keyword)}>
              Previous page
            </button>
            <button type="button" className="sf-button sf-button--secondary sf-button--small" disabled={results.page >= pages} onClick={() => void find(results.page + 1, results.keyword)}>
              Next page
            </button>
          </div>
        ) : null}
      </section>
      <section className="occ-section" aria-labelledby={pickedId}>
        <h2 id={pickedId} className="occ-title">
          Items to add
        </h2>
        <form className="occ-form" onSubmit={onSend} noValidate>
          {picked.length === 0 ? <p className="occ-muted">Search for a product, then choose Add.</p> : null}
          {picked.map((p) => (
            <div key={p.product.sku_number} className="occ-search">
              <div className="occ-field">
                <label className="occ-label" htmlFor={`${pickedId}-${p.product.sku_number}`}>
                  Quantity of {p.product.name} ({p.product.sku_number})
                </label>
                <input
                  id={`${pickedId}-${p.product.sku_number}`}
                  className="occ-input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={ORDER_CHANGE_MAX_COUNT}
                  value={p.count}
                  aria-invalid={problem && !validCount(p.count) ? true : undefined}
                  onChange={(e) => setPicked((list) => list.map((x) => (x === p ? { ...x, count: e.target.value } : x)))}
                />
              </div>
              <button type="button" className="sf-button sf-button--secondary sf-button--small" aria-label={`Remove ${p.product.name}`} onClick={() => setPicked((list) => list.filter((x) => x !== p))}>
                Remove
              </button>
            </div>
          ))}
          {problem ? (
            <p className="occ-message" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="occ-actions">
            <button type="submit" className="sf-button" aria-disabled={send.pending || undefined}>
              {send.pending ? 'Sending…' : 'Send request'}
            </button>
          </div>
        </form>
      </section>
      {confirming ? (
        <ModalOverlay className="sf-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && setConfirming(false)}>
          <Modal className="sf-modal">
            <Dialog className="sf-dialog" role="alertdialog">
              <Heading slot="title" className="sf-dialog-title">
                Already in the order
              </Heading>
              <p>{MESSAGES.productAlreadyInOrder}</p>
              <div className="sf-dialog-actions">
                <Button className="sf-button sf-button--secondary" onPress={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button className="sf-button" autoFocus onPress={() => void submit(true)}>
                  Continue
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
    </>
  );
}
