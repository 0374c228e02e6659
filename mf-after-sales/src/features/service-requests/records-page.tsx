import { formatPrice, readUrlAtWidth, orderDate, routeById, type ServiceRequestDetail, type ServiceRequestSummary } from '@storefront/contracts';
import { Link, Pager, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SignInNotice, stepTime } from './parts';
import { useRecords, useServiceRequest, type Loaded } from './use-records';
import './sheet';

const RECORDS = routeById('afterSalesRecords').paths[0]!;
const ASK = routeById('uploadAfterSales').paths[0]!;
const REPAIR = routeById('uploadRepair').paths[0]!;

/**
 * /afterSalesRecords (spec sections 2 and 4): the company's service requests (reference, order, item, state, date);
 * opened (?ref=<reference>), one request: what was asked, its photos, the repair bill, and its steps as a timeline of
 * the after-sales states, with "Upload repair bill" while repair is chosen.
 */
export default function RecordsPage() {
  const { session, route } = useShell();
  const headingId = useId();
  const reference = (route.query.ref ?? '').trim().toUpperCase();
  return (
    <section className="asr-page asr-page--wide" aria-labelledby={headingId}>
      <h1 id={headingId} className="asr-title">
        {routeById('afterSalesRecords').title}
      </h1>
      {!session.token ? (
        <SignInNotice doing="see your service requests" back={reference ? `${RECORDS}?ref=${reference}` : RECORDS} />
      ) : reference ? (
        <RequestView reference={reference} />
      ) : (
        <RecordList />
      )}
    </section>
  );
}

function Trouble<T>({ state, retry, children }: { state: Loaded<T>; retry: () => void; children: (value: T) => ReactNode }) {
  if (state.status === 'loading') {
    return (
      <p className="asr-message" role="status">
        Loading…
      </p>
    );
  }
  if (state.status === 'refused') {
    return (
      <div className="asr-message" role="alert">
        <p>{state.message}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="asr-message" role="alert">
        <p>{state.message}</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}

function RecordList() {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const state = useRecords(page, attempt);
  // While another page loads, the page shown stays (and the pager, with the focus on it).
  const shown = state.status === 'loading' && state.previous ? { status: 'ready' as const, value: state.previous } : state;
  return (
    <>
      <p className="asr-intro">
        Each service request you sent and the step it has reached. <Link to={ASK}>Ask for service</Link> on a delivered item.
      </p>
      <Trouble state={shown} retry={() => setAttempt((n) => n + 1)}>
        {(answer) =>
          answer.list.length === 0 ? (
            <p className="asr-message">You have no service requests yet.</p>
          ) : (
            <>
              <RecordTable list={answer.list} />
              <Pager page={answer.page} pages={Math.ceil(answer.total / Math.max(1, answer.limit))} total={answer.total} label="service requests" onPage={setPage} />
            </>
          )
        }
      </Trouble>
    </>
  );
}

function RecordTable({ list }: { list: ServiceRequestSummary[] }) {
  return (
    <table className="asr-table">
      <caption className="sf-visually-hidden">Your service requests</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Order</th>
          <th scope="col">Item</th>
          <th scope="col">State</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={r.id}>
            <th scope="row" data-label="Reference">
              <Link to={`${RECORDS}?ref=${r.reference}`}>{r.reference}</Link>
            </th>
            <td data-label="Order">{r.order_number}</td>
            <td data-label="Item">
              {r.sku_number} {r.item_name}
            </td>
            <td data-label="State">
              <span className={`asr-state asr-state--${r.state}`}>{r.state_label}</span>
            </td>
            <td data-label="Date">
              <time dateTime={r.created_at}>{orderDate(r.created_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RequestView({ reference }: { reference: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useServiceRequest(reference, attempt);
  return (
    <>
      <Link to={RECORDS} className="asr-back">
        <span aria-hidden="true">‹ </span>
        All service requests
      </Link>
      <Trouble state={state} retry={() => setAttempt((n) => n + 1)}>
        {(request) => <RequestDetail request={request} />}
      </Trouble>
    </>
  );
}

function RequestDetail({ request }: { request: ServiceRequestDetail }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a request from the list moves to it.
  useEffect(() => heading.current?.focus(), [request.reference]);
  return (
    <article className="asr-card asr-detail" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="asr-subtitle">
        Service request {request.reference}
      </h2>
      <dl className="asr-facts">
        <div>
          <dt>Order</dt>
          <dd>{request.order_number}</dd>
        </div>
        <div>
          <dt>Item</dt>
          <dd>
            {request.sku_number} {request.item_name}
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            <span className={`asr-state asr-state--${request.state}`}>{request.state_label}</span>
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <time dateTime={request.created_at}>{orderDate(request.created_at)}</time>
          </dd>
        </div>
        {request.repair_amount !== null ? (
          <div>
            <dt>Repair bill</dt>
            <dd>{formatPrice(request.repair_amount)}</dd>
          </div>
        ) : null}
      </dl>
      {request.can_upload_repair ? (
        <div className="asr-callout">
          <p>{request.repair_amount === null ? 'Repair was chosen for this item: please upload the repair bill.' : 'Repair was chosen: you may replace the repair bill you uploaded.'}</p>
          <Link className="sf-button" to={`${REPAIR}?ref=${request.reference}`}>
            Upload repair bill
          </Link>
        </div>
      ) : null}
      <h3 className="asr-section-title">Description</h3>
      <p className="asr-description">{request.description}</p>
      <h3 className="asr-section-title">Photos</h3>
      <Gallery files={request.photos} label="Photos" />
      {request.repair_files.length ? (
        <>
          <h3 className="asr-section-title">Repair bill</h3>
          <Gallery files={request.repair_files} label="Repair bill" />
        </>
      ) : null}
      <h3 className="asr-section-title">Steps</h3>
      <ol className="asr-timeline" aria-label="Steps">
        {request.events.map((e, index) => (
          <li key={`${e.at}-${index}`} className={`asr-step${index === request.events.length - 1 ? ' asr-step--current' : ''}`}>
            <span className="asr-step-dot" aria-hidden="true" />
            <span className="asr-step-label">{e.state_label}</span>
            <span className="asr-step-meta">
              <time dateTime={e.at}>{stepTime(e.at)}</time> · {e.by === 'staff' ? 'Trade desk' : 'You'}
            </span>
            {e.note ? <span className="asr-step-note">{e.note}</span> : null}
          </li>
        ))}
      </ol>
    </article>
  );
}

function Gallery({ files, label }: { files: ServiceRequestDetail['photos']; label: string }) {
  return (
    <ul className="asr-gallery" aria-label={label}>
      {files.map((f, index) => (
        <li key={f.file_id}>
          <a href={f.url} target="_blank" rel="noreferrer">
            <img src={readUrlAtWidth(f.url, 300)} alt={`${label} ${index + 1} of ${files.length}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
