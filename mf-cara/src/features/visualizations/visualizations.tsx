import { caseState, type AiCase } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useState } from 'react';
import { PrivateImage } from '../../ui/private-image';
import { caraCalls } from '../cara-calls';

const PAGE = 12;

function when(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** My Visualizations (desktop and mobile): the user's AI cases, newest first, each linking to its details. */
export default function Visualizations() {
  const shell = useShell();
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [cases, setCases] = useState<AiCase[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    calls
      .caseList({ limit: PAGE, page })
      .then((answer) => {
        if (!live) return;
        setTotal(answer.total);
        setCases((current) => (page === 1 ? answer.case_list : [...(current ?? []), ...answer.case_list]));
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [calls, page]);

  const detailHref = (c: AiCase) => (shell.brand === 'CA' ? `/AISchemeDetails?case_id=${encodeURIComponent(c.case_id)}` : null);
  return (
    <section className="cara-page" aria-labelledby="cara-vis-title">
      <h1 id="cara-vis-title">My Visualizations</h1>
      {failed ? (
        <p className="cara-notice" role="alert">
          Sorry, server exception please try again
        </p>
      ) : null}
      {cases === null && !failed ? <p className="cara-drop-hint">Loading your visualizations…</p> : null}
      {cases?.length === 0 ? (
        <p className="cara-empty">No visualizations yet. Open Cara on a product page and upload a photo of your room to see new furniture in it.</p>
      ) : null}
      {cases && cases.length > 0 ? (
        <ul className="cara-vis-grid">
          {cases.map((c) => {
            const state = caseState(c.status);
            const picture = c.low_definition_image || c.file_src;
            const href = detailHref(c);
            const body = (
              <>
                <span className="cara-vis-picture">
                  {picture ? <PrivateImage src={picture} alt="" loading="lazy" /> : null}
                  <span className={`cara-badge cara-badge--${state}`}>{state === 'in_progress' ? 'In progress' : state === 'failed' ? 'Failed' : 'Ready'}</span>
                </span>
                <span className="cara-vis-caption">
                  <span className="cara-vis-name">Visualization {c.case_id.slice(0, 8)}</span>
                  <span className="cara-vis-date">{when(c.create_time)}</span>
                </span>
              </>
            );
            return (
              <li key={c.case_id} className="cara-vis-item" data-state={state}>
                {href ? (
                  <Link to={href} className="cara-vis-card" aria-label={`Visualization of ${when(c.create_time)}, ${state.replace('_', ' ')}`}>
                    {body}
                  </Link>
                ) : (
                  <div className="cara-vis-card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {cases && cases.length < total ? (
        <button type="button" className="cara-button cara-button--ghost cara-more-page" disabled={loading} onClick={() => setPage((p) => p + 1)}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
