import { CATALOG_CALLS, CLIENT_AGENT_CALLS, CUSTOMER_CALLS, formatPrice, type AgentCartLine, type AgentCartResponse, type Customer, type ProductCard } from '@storefront/contracts';
import { Link, useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { agentAccess, csrPaymentHref } from './agent-rules';
import { messageOf, useAgentCart } from './use-agent-cart';
import './sheet';

const CreateCustomerForm = lazy(() => import('./create-customer').then((m) => m.default()));

/**
 * /clientAgent (spec sections 1 and 6): a client agent picks the customer served (searched among the agent's
 * customers, or created), then builds the customer's cart: products searched by name or SKU, added with a quantity,
 * changed, removed, with the subtotal; then goes on to the payment link (/CSRPayment). Only for a client agent.
 */
export default function ClientAgentPage() {
  const { session, route, navigate } = useShell();
  const access = agentAccess(session, '/clientAgent');
  const redirect = access.ok ? null : access.to;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  if (redirect) {
    // On its way to sign in, or to no permission.
    return (
      <main className="cag-page">
        <h1 className="cag-title">Client Agent</h1>
        <p className="cag-muted">This page is for client agents.</p>
      </main>
    );
  }
  const initial = (route.query.customer ?? '').trim() || session.customerId || null;
  return <AgentDesk initialCustomer={initial} />;
}

function AgentDesk({ initialCustomer }: { initialCustomer: string | null }) {
  const { session, account } = useShell();
  const [customerId, setCustomerId] = useState<string | null>(initialCustomer);
  const [picking, setPicking] = useState(!initialCustomer);
  const { load, set } = useAgentCart(customerId);
  const agentName = [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ');

  const choose = (customer: { id: string; name: string }) => {
    account.selectCustomer({ id: customer.id, name: customer.name });
    setCustomerId(customer.id);
    setPicking(false);
  };

  return (
    <main className="cag-page">
      <h1 className="cag-title">Client Agent</h1>
      <p className="cag-muted">
        {agentName ? `${agentName}, ` : ''}agent code {session.clientAgent?.code}
      </p>
      <section className="cag-section" aria-labelledby="cag-customer-title">
        <h2 id="cag-customer-title" className="cag-section-title">
          Customer you serve
        </h2>
        {load.status === 'ready' && !picking ? (
          <div className="cag-served">
            <p>
              <strong>{load.cart.customer.name}</strong> ({load.cart.customer.email})
            </p>
            <button type="button" className="cko-link-button cag-link-button" onClick={() => setPicking(true)}>
              Change customer
            </button>
          </div>
        ) : null}
        {picking || !customerId ? <CustomerPicker onChoose={choose} /> : null}
        {load.status === 'failed' ? (
          <p className="cag-error" role="alert">
            {load.message}
          </p>
        ) : null}
      </section>
      {load.status === 'loading' ? <p className="cag-muted">Loading the cart…</p> : null}
      {load.status === 'ready' ? <CustomerCart cart={load.cart} onCart={set} /> : null}
    </main>
  );
}

/** The agent's customers, searched by name or email (the customers' own list call), or a new one. */
function CustomerPicker({ onChoose }: { onChoose(customer: { id: string; name: string }): void }) {
  const { api } = useShell();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [list, setList] = useState<Customer[] | null>(null);
  const [problem, setProblem] = useState('');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.call(CUSTOMER_CALLS.list, { body: { search: search.trim(), page: 1, limit: 10 }, signal: controller.signal }).then(
        (answer) => {
          setList(answer.list);
          setProblem('');
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setProblem(messageOf(error));
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, search]);

  if (creating) {
    return (
      <Suspense fallback={<p className="cag-muted">Loading the form…</p>}>
        <CreateCustomerForm onCreated={onChoose} onCancel={() => setCreating(false)} />
      </Suspense>
    );
  }
  return (
    <div className="cag-picker">
      <div className="cko-field">
        <label htmlFor={searchId} className="cko-label">
          Search customers
        </label>
        <input id={searchId} type="search" className="cko-input" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or email" autoComplete="off" />
      </div>
      {problem ? (
        <p className="cag-error" role="alert">
          {problem}
        </p>
      ) : null}
      {list && list.length === 0 ? <p className="cag-muted">No customers found.</p> : null}
      {list && list.length ? (
        <ul className="cag-choices" aria-label="Your customers">
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" className="cag-choice" onClick={() => onChoose({ id: c.id, name: c.name })}>
                <span className="cag-choice-name">{c.name}</span>
                <span className="cag-muted">{c.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="sf-button sf-button--secondary" onClick={() => setCreating(true)}>
        Create customer
      </button>
    </div>
  );
}

/** The customer's cart: product search and add, quantities, removal, subtotal, and the way on to the payment link. */
function CustomerCart({ cart, onCart }: { cart: AgentCartResponse; onCart(cart: AgentCartResponse): void }) {
  const { api } = useShell();
  const [problem, setProblem] = useState('');
  const change = async (call: () => Promise<AgentCartResponse>) => {
    setProblem('');
    try {
      onCart(await call());
      return true;
    } catch (caught) {
      setProblem(messageOf(caught));
      return false;
    }
  };
  const add = (sku: string, count: number) => change(() => api.call(CLIENT_AGENT_CALLS.cartAdd, { body: { customer_id: cart.customer.id, sku_number: sku, count } }));
  const update = (sku: string, count: number) => change(() => api.call(CLIENT_AGENT_CALLS.cartUpdate, { body: { customer_id: cart.customer.id, sku_number: sku, count } }));
  const remove = (sku: string) => change(() => api.call(CLIENT_AGENT_CALLS.cartRemove, { body: { customer_id: cart.customer.id, sku_number: sku } }));

  return (
    <>
      <ProductSearch onAdd={add} />
      <section className="cag-section" aria-labelledby="cag-cart-title">
        <h2 id="cag-cart-title" className="cag-section-title">
          Cart of {cart.customer.name}
        </h2>
        {problem ? (
          <p className="cag-error" role="alert">
            {problem}
          </p>
        ) : null}
        {cart.list.length === 0 ? (
          <p>The cart of {cart.customer.name} is empty: search for a product to add.</p>
        ) : (
          <ul className="cag-lines" aria-label={`Cart of ${cart.customer.name}`}>
            {cart.list.map((line) => (
              <CartLineRow key={line.id} line={line} onUpdate={update} onRemove={remove} />
            ))}
          </ul>
        )}
        <p className="cag-subtotal">
          Subtotal <strong>{formatPrice(cart.subtotal)}</strong>
        </p>
        {cart.list.length ? (
          <Link to={csrPaymentHref(cart.customer.id)} className="sf-button cag-continue">
            Continue to the payment link
          </Link>
        ) : null}
      </section>
    </>
  );
}

function CartLineRow({ line, onUpdate, onRemove }: { line: AgentCartLine; onUpdate(sku: string, count: number): Promise<boolean>; onRemove(sku: string): Promise<boolean> }) {
  const id = useId();
  const [count, setCount] = useState(String(line.count));
  const save = useSubmit();
  const drop = useSubmit();
  useEffect(() => setCount(String(line.count)), [line.count]);
  const commit = () => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n === line.count) {
      setCount(String(line.count));
      return;
    }
    void save.run(async () => {
      if (!(await onUpdate(line.sku_number, n))) setCount(String(line.count));
    });
  };
  return (
    <li className="cag-line">
      <div className="cag-line-name">
        <span>{line.name}</span>
        <span className="cag-sku">SKU {line.sku_number}</span>
        <span className="cag-muted">{formatPrice(line.price)} each</span>
      </div>
      <div className="cko-field cag-qty">
        <label htmlFor={id} className="cko-label">
          Quantity of {line.name}
        </label>
        <input
          id={id}
          type="number"
          min={1}
          max={999}
          inputMode="numeric"
          className="cko-input"
          value={count}
          aria-busy={save.pending || undefined}
          onChange={(e) => setCount(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
      </div>
      <span className="cag-amount">{formatPrice(line.amount)}</span>
      <button type="button" className="cko-link-button cag-link-button" aria-disabled={drop.pending || undefined} onClick={() => void drop.run(async () => void (await onRemove(line.sku_number)))}>
        Remove {line.name}
      </button>
    </li>
  );
}

/** The catalog's search (name or SKU), each product added with a quantity. */
function ProductSearch({ onAdd }: { onAdd(sku: string, count: number): Promise<boolean> }) {
  const { api } = useShell();
  const searchId = useId();
  const search = useSubmit();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<ProductCard[] | null>(null);
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const words = keyword.trim();
    if (!words) {
      setProblem('Please enter a product name or SKU');
      return;
    }
    void search.run(async () => {
      setProblem('');
      try {
        const answer = await api.call(CATALOG_CALLS.liveSearch, { body: { search: words, page: 1, limit: 10 } });
        setResults(answer.list);
      } catch (caught) {
        setProblem(messageOf(caught));
      }
    });
  };

  return (
    <section className="cag-section" aria-labelledby="cag-search-title">
      <h2 id="cag-search-title" ref={heading} className="cag-section-title">
        Add products
      </h2>
      <form className="cag-search" role="search" onSubmit={onSearch} aria-busy={search.pending || undefined}>
        <div className="cko-field">
          <label htmlFor={searchId} className="cko-label">
            Search products by name or SKU
          </label>
          <input id={searchId} type="search" className="cko-input" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${searchId}-error` : undefined} />
        </div>
        <button type="submit" className="sf-button" aria-disabled={search.pending || undefined}>
          {search.pending ? 'Searching…' : 'Search'}
        </button>
      </form>
      {problem ? (
        <p id={`${searchId}-error`} className="cag-error" role="alert">
          {problem}
        </p>
      ) : null}
      {results && results.length === 0 ? <p className="cag-muted">No products found.</p> : null}
      {results && results.length ? (
        <ul className="cag-results" aria-label="Products found">
          {results.map((product) => (
            <ResultRow key={product.sku_number} product={product} onAdd={onAdd} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ResultRow({ product, onAdd }: { product: ProductCard; onAdd(sku: string, count: number): Promise<boolean> }) {
  const id = useId();
  const add = useSubmit();
  const [count, setCount] = useState('1');
  const [added, setAdded] = useState(false);
  const price = product.promotional_price ?? product.consumer_price;
  return (
    <li className="cag-line">
      <div className="cag-line-name">
        <span>{product.name}</span>
        <span className="cag-sku">SKU {product.sku_number}</span>
        {price !== undefined ? <span className="cag-muted">{formatPrice(price)}</span> : null}
      </div>
      <div className="cko-field cag-qty">
        <label htmlFor={id} className="cko-label">
          Quantity to add of {product.name}
        </label>
        <input id={id} type="number" min={1} max={999} inputMode="numeric" className="cko-input" value={count} onChange={(e) => setCount(e.target.value)} />
      </div>
      <button
        type="button"
        className="sf-button sf-button--secondary"
        aria-disabled={add.pending || undefined}
        onClick={() =>
          void add.run(async () => {
            const n = Number(count);
            setAdded(await onAdd(product.sku_number, Number.isInteger(n) && n > 0 ? n : 1));
          })
        }
      >
        Add {product.name}
      </button>
      {added ? (
        <span className="cag-muted" role="status">
          Added
        </span>
      ) : null}
    </li>
  );
}
