import { caseState, productHref, type CaseDetailResponse } from '@storefront/contracts';
import { Link, ProductImage, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useState } from 'react';
import { LLM_SOURCE } from '../../ui/llm-source';
import { PrivateImage, usePictureUrl } from '../../ui/private-image';
import { caraCalls } from '../cara-calls';

/** /AISchemeDetails?case_id: a case's renders, low definition shown with the high definition one a click away. */
export default function SchemeDetails() {
  const shell = useShell();
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const caseId = shell.route.query.case_id ?? '';
  const [detail, setDetail] = useState<CaseDetailResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState(0);

  useEffect(() => {
    let live = true;
    setDetail(null);
    setFailed(false);
    if (!caseId) {
      setFailed(true);
      return;
    }
    calls
      .caseDetail(caseId)
      .then((d) => live && setDetail(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [calls, caseId]);

  const renders = detail?.case_detail_list ?? [];
  const current = renders[chosen];
  const state = detail ? caseState(detail.status) : null;
  return (
    <section className="cara-page" aria-labelledby="cara-detail-title">
      <p className="cara-back">
        <Link to="/visualizations">← My Visualizations</Link>
      </p>
      <h1 id="cara-detail-title">Visualization Details</h1>
      {failed ? (
        <p className="cara-notice" role="alert">
          This visualization cannot be found.
        </p>
      ) : null}
      {!detail && !failed ? <p className="cara-drop-hint">Loading…</p> : null}
      {detail ? (
        <div className="cara-detail">
          <div className="cara-detail-main">
            {current ? (
              <figure className="cara-render">
                <PrivateImage src={current.low_definition_image} alt="Your room with the new furniture" />
                <figcaption>
                  <HighDefinition src={current.high_definition_image} />
                  {current.is_update ? <span className="cara-badge cara-badge--done">New</span> : null}
                </figcaption>
              </figure>
            ) : (
              <figure className="cara-render">
                {detail.file_src ? <PrivateImage src={detail.file_src} alt="Your room photo" /> : null}
                <figcaption>
                  {state === 'in_progress'
                    ? 'Your visualization is being generated. It takes about 1 minute.'
                    : state === 'failed'
                      ? (detail.notice ?? 'Your visualization could not be generated.')
                      : 'No render yet.'}
                </figcaption>
              </figure>
            )}
            {renders.length > 1 ? (
              <ul className="cara-render-thumbs" aria-label="Renders">
                {renders.map((r, i) => (
                  <li key={r.id}>
                    <button type="button" aria-pressed={i === chosen} aria-label={`Render ${i + 1}`} onClick={() => setChosen(i)}>
                      <PrivateImage src={r.low_definition_image} alt="" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <aside className="cara-detail-side" aria-labelledby="cara-detail-products">
            <h2 id="cara-detail-products" className="cara-subtitle">
              Furniture in this room
            </h2>
            {detail.products.length === 0 ? <p className="cara-drop-hint">No products.</p> : null}
            <ul className="cara-detail-products">
              {detail.products.map((p) => (
                <li key={p.sku_number}>
                  <ProductImage src={p.image} alt="" sizes="64px" />
                  <span>
                    <Link to={productHref(shell.brand, p.sku_number, LLM_SOURCE)}>{p.name}</Link>
                    <span className="cara-card-sku">{p.sku_number}</span>
                  </span>
                </li>
              ))}
            </ul>
            {detail.file_src && current ? (
              <figure className="cara-original">
                <PrivateImage src={detail.file_src} alt="Your original room photo" />
                <figcaption>Original photo</figcaption>
              </figure>
            ) : null}
          </aside>
        </div>
      ) : null}
    </section>
  );
}

/** The high definition render, opened in a new tab once its bytes are here (it is private to its owner). */
function HighDefinition({ src }: { src: string }) {
  const url = usePictureUrl(src);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="cara-button">
      View high definition
    </a>
  ) : (
    <span className="cara-button is-disabled" aria-disabled="true">
      View high definition
    </span>
  );
}
