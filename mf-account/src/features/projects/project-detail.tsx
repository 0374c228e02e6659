import {
  formatPrice,
  hrefFor,
  mayCheckout,
  PROJECT_CALLS,
  type ProjectDetailResponse,
  type ProjectItem,
  type ProjectSubtotal,
  type ProjectToCartResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ItemsTable, type RowState } from './items-table';
import { ProjectRenders } from './project-renders';
import {
  amountKey,
  isPurchasable,
  mayAddToCart,
  messageOf,
  priceColumns,
  projectsHome,
  shortDate,
  subtotalLines,
} from './project-rules';
import { SHARED_TEXTS } from '../../ui/texts';
import { PROJECT_TEXTS } from './texts';
import { useProjectDetail } from './use-project-detail';
import './sheet';

/** /projectDetail?id=: one project, read from the api; its items edited in place when the project is editable. */
export default function ProjectDetailPage() {
  const { route, session } = useShell();
  const [attempt, setAttempt] = useState(0);
  const state = useProjectDetail(route.query.id, attempt);
  const headingId = useId();
  const t = useMessages(PROJECT_TEXTS);
  const shared = useMessages(SHARED_TEXTS);
  const back = projectsHome(session);
  const backLabel = shared.title(back === '/customerProject' ? 'customerProject' : 'personalProject');

  const frame = (title: string, body: ReactNode) => (
    <section className="apr-page apr-detail" aria-labelledby={headingId}>
      <Link to={back} className="apr-back">
        <span aria-hidden="true">‹ </span>
        {backLabel}
      </Link>
      <h1 id={headingId} className="apr-title">
        {title}
      </h1>
      {body}
    </section>
  );

  if (state.status === 'ready') return <ProjectView key={state.data.project.id} initial={state.data} headingId={headingId} back={back} backLabel={backLabel} />;
  const title = shared.title('projectDetail');
  if (state.status === 'not-found') return frame(title, <p className="apr-message">{t.notFound}</p>);
  if (state.status === 'failed') {
    return frame(
      title,
      <div className="apr-message" role="alert">
        <p>{state.message || t.projectFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>,
    );
  }
  return frame(
    title,
    <>
      <p className="apr-visually-hidden" role="status">
        {t.loadingProject}
      </p>
      <div className="apr-skeleton apr-skeleton--tall" aria-hidden="true" />
    </>,
  );
}

interface ViewProps {
  initial: ProjectDetailResponse;
  headingId: string;
  back: string;
  backLabel: string;
}

/** Refusals of a move to the cart, by item. */
type Refused = ProjectToCartResponse['list'];

function ProjectView({ initial, headingId, back, backLabel }: ViewProps) {
  const { api, brand, session, navigate, toasts, events } = useShell();
  const t = useMessages(PROJECT_TEXTS);
  const { project, editable } = initial;
  const [items, setItems] = useState<ProjectItem[]>(initial.items);
  const [subtotal, setSubtotal] = useState<ProjectSubtotal>(initial.subtotal);
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [notice, setNotice] = useState('');
  const [cartPending, setCartPending] = useState<'cart' | 'checkout' | null>(null);
  const [refused, setRefused] = useState<Refused>([]);
  const [cartError, setCartError] = useState<string | null>(null);
  // The quantities the api last confirmed: a refused change goes back to them.
  const confirmed = useRef(new Map(initial.items.map((i) => [i.id, i.count])));
  const counting = useRef(new Map<string, AbortController>());
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null | undefined>(undefined);
  const itemsId = useId();
  const subtotalId = useId();

  // Pending quantity changes end with the page.
  useEffect(() => {
    const pending = counting.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  // After a removal: the next row's Remove button, or the items' heading when none is left.
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    (target === null ? itemsHeading.current : removeButtons.current.get(target))?.focus();
  }, [items]);

  // The columns of the first answer: a removal does not take a price column away.
  const columns = priceColumns(initial);
  const amountIn = amountKey(columns);
  // An invited customer's project (not editable) only reads: no cart from it.
  const canCheckout = editable && mayCheckout(session, brand, items);
  const canAddToCart = editable && mayAddToCart(session, brand, items);
  const setRow = (id: string, next: RowState | undefined) =>
    setRows((r) => {
      const copy = { ...r };
      if (next) copy[id] = next;
      else delete copy[id];
      return copy;
    });

  const changeCount = async (item: ProjectItem, count: number) => {
    counting.current.get(item.id)?.abort();
    const controller = new AbortController();
    counting.current.set(item.id, controller);
    setItems((list) => list.map((i) => (i.id === item.id ? { ...i, count } : i)));
    setRow(item.id, { pending: 'count' });
    setNotice('');
    try {
      const val = await api.call(PROJECT_CALLS.updateItem, {
        body: { project_id: project.id, item_id: item.id, buy_number: count },
        signal: controller.signal,
      });
      confirmed.current.set(item.id, val.count);
      setItems((list) => list.map((i) => (i.id === item.id ? { ...i, count: val.count } : i)));
      setSubtotal(val.subtotal);
      setRow(item.id, undefined);
      setNotice(t.quantitySet(item.name, val.count));
    } catch (error) {
      if (controller.signal.aborted) return;
      const before = confirmed.current.get(item.id) ?? item.count;
      setItems((list) => list.map((i) => (i.id === item.id ? { ...i, count: before } : i)));
      setRow(item.id, { error: messageOf(error, t.quantityFailed) });
    } finally {
      if (counting.current.get(item.id) === controller) counting.current.delete(item.id);
    }
  };

  const removeItem = async (item: ProjectItem) => {
    counting.current.get(item.id)?.abort();
    setRow(item.id, { pending: 'remove' });
    setNotice('');
    try {
      const val = await api.call(PROJECT_CALLS.removeItems, { body: { project_id: project.id, item_ids: [item.id] } });
      const at = items.findIndex((i) => i.id === item.id);
      const rest = items.filter((i) => i.id !== item.id);
      focusNext.current = rest[Math.min(at, rest.length - 1)]?.id ?? null;
      confirmed.current.delete(item.id);
      setItems(rest);
      setSubtotal(val.subtotal);
      setRow(item.id, undefined);
      setNotice(t.removed(item.name));
    } catch (error) {
      setRow(item.id, { error: messageOf(error, t.removeFailed) });
    }
  };

  /** Moves the project's purchasable items to the cart; true when any unit went. */
  const toCart = async (kind: 'cart' | 'checkout'): Promise<boolean> => {
    if (cartPending) return false;
    setCartPending(kind);
    setCartError(null);
    setRefused([]);
    setNotice('');
    try {
      const val = await api.call(PROJECT_CALLS.toCart, { body: { project_id: project.id } });
      const added = val.list.reduce((sum, line) => sum + line.added, 0);
      if (added > 0) events.emit('account:project-added-to-cart', { count: val.count });
      const refusals = val.list.filter((line) => line.errmsg);
      setRefused(refusals);
      if (added > 0) toasts.show({ kind: 'success', message: t.addedToCart(added, val.count) });
      for (const line of refusals) toasts.show({ kind: 'error', message: `${line.sku_number}: ${line.errmsg}` });
      return added > 0;
    } catch (error) {
      const message = refusalOf(error)?.message ?? messageOf(error, t.cartFailed);
      setCartError(message);
      toasts.show({ kind: 'error', message });
      return false;
    } finally {
      setCartPending(null);
    }
  };

  const lines = subtotalLines(subtotal);
  const unavailable = items.filter((i) => !isPurchasable(i)).length;

  return (
    <section className="apr-page apr-detail" aria-labelledby={headingId}>
      <Link to={back} className="apr-back">
        <span aria-hidden="true">‹ </span>
        {backLabel}
      </Link>
      <header className="apr-head">
        <h1 id={headingId} className="apr-title">
          {project.name}
        </h1>
        <dl className="apr-detail-facts">
          <div>
            <dt>{t.customer}</dt>
            <dd>{project.customer_name}</dd>
          </div>
          <div>
            <dt>{t.items}</dt>
            <dd>{items.length}</dd>
          </div>
          <div>
            <dt>{t.lastChange}</dt>
            <dd>
              <time dateTime={project.updated_at}>{shortDate(project.updated_at, session.language)}</time>
            </dd>
          </div>
        </dl>
        {editable ? null : <p className="apr-note">{t.readOnly}</p>}
      </header>
      <p className="apr-visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      <h2 id={itemsId} className="apr-section-title" ref={itemsHeading} tabIndex={-1}>
        {t.items}
      </h2>
      {items.length === 0 ? (
        <div className="apr-empty">
          <p className="apr-empty-title">{t.noItems}</p>
          {editable ? <p>{t.addHint}</p> : null}
        </div>
      ) : (
        <ItemsTable
          items={items}
          columns={columns}
          amountKey={amountIn}
          editable={editable}
          rows={rows}
          labelledBy={itemsId}
          onCount={changeCount}
          onRemove={removeItem}
          removeRef={(id, el) => {
            if (el) removeButtons.current.set(id, el);
            else removeButtons.current.delete(id);
          }}
        />
      )}
      {items.length > 0 ? (
        <section className="apr-summary" aria-labelledby={subtotalId}>
          <h2 id={subtotalId} className="apr-section-title">
            {t.subtotal}
          </h2>
          {lines.length > 0 ? (
            <dl className="apr-subtotal">
              {lines.map((line) => (
                <div key={line.key}>
                  <dt>{t.price(line.key)}</dt>
                  <dd>{formatPrice(line.amount)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="apr-muted">{t.noPrices}</p>
          )}
          {unavailable > 0 ? <p className="apr-muted">{t.unavailableNotCounted}</p> : null}
          {cartError ? (
            <p className="apr-message apr-message--inline" role="alert">
              {cartError}
            </p>
          ) : null}
          {refused.length > 0 ? (
            <div className="apr-refused" role="alert">
              <p>{t.notAdded}</p>
              <ul>
                {refused.map((line) => (
                  <li key={line.sku_number}>
                    {items.find((i) => i.sku_number === line.sku_number)?.name ?? line.sku_number} ({line.sku_number}): {line.errmsg}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {canAddToCart || canCheckout ? (
            <div className="apr-summary-actions">
              {canAddToCart ? (
                <Button className="sf-button sf-button--secondary" isPending={cartPending === 'cart'} onPress={() => void toCart('cart')}>
                  {cartPending === 'cart' ? t.adding : t.addToCart}
                </Button>
              ) : null}
              {canCheckout ? (
                <Button
                  className="sf-button"
                  isPending={cartPending === 'checkout'}
                  onPress={async () => {
                    if (await toCart('checkout')) navigate(hrefFor('/checkout', { isCart: 1 }));
                  }}
                >
                  {cartPending === 'checkout' ? t.goingToCheckout : t.checkout}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
      <ProjectRenders renders={initial.renders ?? []} />
    </section>
  );
}
