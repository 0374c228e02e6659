import { Pager, useSubmit } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { DESK_KINDS, deskDate, deskTime, pageCount, withState, type DeskDetail, type DeskKind, type DeskRow } from './desk-rules';
import { PhotoGallery } from './photo-viewer';
import { messageOf, useDeskDetail, useDeskList, useDeskMove, type DeskPage, type Loaded } from './use-desk';
import './sheet';

/**
 * One kind of item on the desk: the table of every account's items (newest first) with its state filter and pager,
 * and the chosen item's detail beside it. A move updates the row and the detail and is announced.
 */
export function DeskSection({ kind }: { kind: DeskKind }) {
  const names = DESK_KINDS[kind];
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [list, patchList, retryList] = useDeskList(kind, page, filter);
  const [detail, patchDetail, retryDetail] = useDeskDetail(kind, chosen);
  const filterId = useId();
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());

  const moved = (item: DeskDetail) => {
    patchList((value) => ({ ...value, rows: value.rows.map((row) => withState(row, item)) }));
    patchDetail(() => item);
    setNotice(`${item.reference} moved to ${item.state_label}.`);
  };
  const close = () => {
    const reference = chosen;
    setChosen(null);
    if (reference) rowButtons.current.get(reference)?.focus();
  };

  return (
    <div className="asd-section">
      <div className="asd-toolbar">
        <div className="asd-filter">
          <label className="afs-label" htmlFor={filterId}>
            State
          </label>
          <select
            id={filterId}
            className="afs-input asd-select"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All states</option>
            {names.states.map((s) => (
              <option key={s.state} value={s.state}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="asd-status" role="status">
        {notice}
      </p>
      <div className={`asd-desk${chosen ? ' asd-desk--open' : ''}`}>
        <div className="asd-list">
          <ListView
            kind={kind}
            state={list}
            retry={retryList}
            chosen={chosen}
            onChoose={(reference) => {
              setNotice('');
              setChosen(reference);
            }}
            rowButtons={rowButtons.current}
          />
          {list.status === 'ready' ? <Pager page={list.value.page} pages={pageCount(list.value.total, list.value.limit)} total={list.value.total} label={names.tab.toLowerCase()} onPage={setPage} /> : null}
        </div>
        {chosen ? <DetailView kind={kind} state={detail} retry={retryDetail} onMoved={moved} onClose={close} /> : null}
      </div>
    </div>
  );
}

function Failed({ message, retry, onRetry }: { message: string; retry: boolean; onRetry: () => void }) {
  return (
    <div className="asd-message" role="alert">
      <p>{message}</p>
      {retry ? (
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

function ListView({
  kind,
  state,
  retry,
  chosen,
  onChoose,
  rowButtons,
}: {
  kind: DeskKind;
  state: Loaded<DeskPage>;
  retry: () => void;
  chosen: string | null;
  onChoose: (reference: string) => void;
  rowButtons: Map<string, HTMLButtonElement>;
}) {
  const names = DESK_KINDS[kind];
  if (state.status === 'loading') {
    return (
      <p className="asd-message" role="status">
        Loading…
      </p>
    );
  }
  if (state.status === 'failed') return <Failed message={state.message} retry={state.retry} onRetry={retry} />;
  if (state.value.rows.length === 0) return <p className="asd-message">{names.empty}</p>;
  return (
    <table className="asd-table">
      <caption className="sf-visually-hidden">{names.tab}</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Account / Company</th>
          <th scope="col">Order</th>
          <th scope="col">{names.itemsHeader}</th>
          <th scope="col">State</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {state.value.rows.map((row: DeskRow) => (
          <tr key={row.id} className={row.reference === chosen ? 'asd-row--chosen' : undefined} aria-current={row.reference === chosen ? 'true' : undefined}>
            <th scope="row" data-label="Reference">
              <button
                type="button"
                className="asd-row-button"
                ref={(el) => {
                  if (el) rowButtons.set(row.reference, el);
                  else rowButtons.delete(row.reference);
                }}
                onClick={() => onChoose(row.reference)}
              >
                {row.reference}
              </button>
            </th>
            <td data-label="Account">
              <span className="asd-account">{row.account}</span>
              {row.company ? <span className="asd-company">{row.company}</span> : null}
            </td>
            <td data-label="Order">{row.order_number}</td>
            <td data-label={names.itemsHeader}>{row.items}</td>
            <td data-label="State">
              <span className={`asd-state asd-state--${row.state}`}>{row.state_label}</span>
            </td>
            <td data-label="Date">
              <time dateTime={row.date}>{deskDate(row.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DetailView({
  kind,
  state,
  retry,
  onMoved,
  onClose,
}: {
  kind: DeskKind;
  state: Loaded<DeskDetail>;
  retry: () => void;
  onMoved: (item: DeskDetail) => void;
  onClose: () => void;
}) {
  return (
    <div className="asd-detail">
      <button type="button" className="asd-link-button asd-close" onClick={onClose}>
        Close details
      </button>
      {state.status === 'loading' ? (
        <p className="asd-message" role="status">
          Loading…
        </p>
      ) : state.status === 'failed' ? (
        <Failed message={state.message} retry={state.retry} onRetry={retry} />
      ) : (
        <ItemDetail kind={kind} item={state.value} onMoved={onMoved} />
      )}
    </div>
  );
}

function ItemDetail({ kind, item, onMoved }: { kind: DeskKind; item: DeskDetail; onMoved: (item: DeskDetail) => void }) {
  const names = DESK_KINDS[kind];
  const headingId = useId();
  const noteId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = useSubmit();
  const move = useDeskMove(kind);
  // Opening an item moves to it; so does a move (its button is gone), once the item shows its new state.
  useEffect(() => heading.current?.focus(), [item.reference, item.state]);

  const moveTo = (state: string) =>
    submit.run(async () => {
      setError('');
      try {
        const next = await move(item.reference, state, note.trim());
        setNote('');
        onMoved(next);
      } catch (caught) {
        setError(messageOf(caught).message);
      }
    });

  return (
    <article className="asd-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="asd-subtitle">
        {names.noun} {item.reference}
      </h2>
      <p className="asd-current">
        State: <span className={`asd-state asd-state--${item.state}`}>{item.state_label}</span>
      </p>
      <dl className="asd-facts">
        {item.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {item.items.length ? (
        <>
          <h3 className="asd-section-title">Items</h3>
          <ul className="asd-items">
            {item.items.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="asd-section-title">Description</h3>
      <p className="asd-description">{item.description || 'No description.'}</p>
      <h3 className="asd-section-title">Photos</h3>
      {item.photos.length ? <PhotoGallery photos={item.photos} label="Photo" /> : <p className="asd-muted">No photos.</p>}
      {item.bill.length ? (
        <>
          <h3 className="asd-section-title">Repair bill</h3>
          <PhotoGallery photos={item.bill} label="Repair bill" />
        </>
      ) : null}
      <h3 className="asd-section-title">History</h3>
      <ol className="asd-timeline" aria-label="History">
        {item.events.map((e, index) => (
          <li key={`${e.at}-${index}`} className={`asd-step${index === item.events.length - 1 ? ' asd-step--current' : ''}`}>
            <span className="asd-step-dot" aria-hidden="true" />
            <span className="asd-step-label">{e.state_label}</span>
            <span className="asd-step-meta">
              <time dateTime={e.at}>{deskTime(e.at)}</time> · {e.by === 'staff' ? 'Staff' : 'Designer'}
            </span>
            {e.note ? <span className="asd-step-note">{e.note}</span> : null}
          </li>
        ))}
      </ol>
      <h3 className="asd-section-title">Move</h3>
      {item.next_states.length === 0 ? (
        <p className="asd-muted">
          No further moves: this {names.noun.toLowerCase()} is {item.state_label.toLowerCase()}.
        </p>
      ) : (
        <div className="asd-move">
          <div className="afs-field">
            <label className="afs-label" htmlFor={noteId}>
              Staff note (optional)
            </label>
            <textarea
              id={noteId}
              className="afs-input"
              rows={3}
              maxLength={names.noteMax}
              value={note}
              aria-describedby={`${noteId}-hint`}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id={`${noteId}-hint`} className="afs-hint">
              The designer reads it in the email about the move.
            </p>
          </div>
          {error ? (
            <p className="afs-field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="asd-move-buttons">
            {item.next_states.map((next) => (
              <button
                key={next.state}
                type="button"
                className="sf-button"
                aria-disabled={submit.pending || undefined}
                data-pending={submit.pending || undefined}
                onClick={() => void moveTo(next.state)}
              >
                Move to {next.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}
