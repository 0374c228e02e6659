import { caseState, type AiCase } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useState } from 'react';
import { PrivateImage } from '../../ui/private-image';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import { caraCalls } from '../cara-calls';
import { VISUALIZATION_TEXTS, caseDate } from './texts';

const PAGE = 12;

/** My Visualizations (desktop and mobile): the user's AI cases, newest first, each linking to its details. */
export default function Visualizations() {
  const shell = useShell();
  const t = useMessages(VISUALIZATION_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const when = (ms: number) => caseDate(ms, shell.session.language);
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
      <h1 id="cara-vis-title">{t.title}</h1>
      {failed ? (
        <p className="cara-notice" role="alert">
          {spec.serverExceptionRetry}
        </p>
      ) : null}
      {cases === null && !failed ? <p className="cara-drop-hint">{t.loadingList}</p> : null}
      {cases?.length === 0 ? (
        <p className="cara-empty">{t.empty}</p>
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
                  <span className={`cara-badge cara-badge--${state}`}>{t.state(state)}</span>
                </span>
                <span className="cara-vis-caption">
                  <span className="cara-vis-name">{t.name(c.case_id.slice(0, 8))}</span>
                  <span className="cara-vis-date">{when(c.create_time)}</span>
                </span>
              </>
            );
            return (
              <li key={c.case_id} className="cara-vis-item" data-state={state}>
                {href ? (
                  <Link to={href} className="cara-vis-card" aria-label={t.cardLabel(when(c.create_time), state)}>
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
          {loading ? t.loading : t.showMore}
        </button>
      ) : null}
    </section>
  );
}
