import { caseState, hasPermission, productHref, type CaseDetailResponse } from '@storefront/contracts';
import { Link, ProductImage, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useState } from 'react';
import { LLM_SOURCE } from '../../ui/llm-source';
import { PrivateImage, usePictureUrl } from '../../ui/private-image';
import { caraCalls } from '../cara-calls';
import { BeforeAfter } from './before-after';
import { PhotoCode, RenderActions } from './render-actions';
import { SaveToProject } from './save-to-project';
import { VISUALIZATION_TEXTS } from './texts';

/**
 * /AISchemeDetails?case_id: a case's renders, low definition shown over the room photo with a before/after slider and
 * the high definition one a click away; download, share and save to a project; the photo's code for reuse; the
 * products placed, each linking to its page where it is sold.
 */
export default function SchemeDetails() {
  const shell = useShell();
  const t = useMessages(VISUALIZATION_TEXTS);
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
  const canSave = hasPermission(shell.session.roles, 'designer_project', shell.brand) && shell.session.token !== null;
  return (
    <section className="cara-page" aria-labelledby="cara-detail-title">
      <p className="cara-back">
        <Link to="/visualizations">{t.backToList}</Link>
      </p>
      <h1 id="cara-detail-title">{t.detailTitle}</h1>
      {failed ? (
        <p className="cara-notice" role="alert">
          {t.notFound}
        </p>
      ) : null}
      {!detail && !failed ? <p className="cara-drop-hint">{t.loading}</p> : null}
      {detail ? (
        <div className="cara-detail">
          <div className="cara-detail-main">
            {current ? (
              <figure className="cara-render">
                {detail.file_src ? (
                  <BeforeAfter key={current.id} before={detail.file_src} after={current.low_definition_image} />
                ) : (
                  <PrivateImage src={current.low_definition_image} alt={t.renderAlt} />
                )}
                <figcaption>
                  <HighDefinition src={current.high_definition_image} />
                  {current.is_update ? <span className="cara-badge cara-badge--done">{t.isNew}</span> : null}
                </figcaption>
                <div className="cara-render-tools">
                  <RenderActions caseId={detail.case_id} index={chosen} high={current.high_definition_image} />
                  {canSave ? <SaveToProject calls={calls} caseId={detail.case_id} renderId={current.id} /> : null}
                </div>
              </figure>
            ) : (
              <figure className="cara-render">
                {detail.file_src ? <PrivateImage src={detail.file_src} alt={t.roomPhoto} /> : null}
                <figcaption>
                  {state === 'in_progress'
                    ? t.inProgress
                    : state === 'failed'
                      ? (detail.notice ?? t.couldNotGenerate)
                      : t.noRender}
                </figcaption>
              </figure>
            )}
            {renders.length > 1 ? (
              <ul className="cara-render-thumbs" aria-label={t.renders}>
                {renders.map((r, i) => (
                  <li key={r.id}>
                    <button type="button" aria-pressed={i === chosen} aria-label={t.render(i + 1)} onClick={() => setChosen(i)}>
                      <PrivateImage src={r.low_definition_image} alt="" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <aside className="cara-detail-side" aria-labelledby="cara-detail-products">
            <h2 id="cara-detail-products" className="cara-subtitle">
              {t.furniture}
            </h2>
            {detail.products.length === 0 ? <p className="cara-drop-hint">{t.noProducts}</p> : null}
            <ul className="cara-detail-products">
              {detail.products.map((p) => (
                <li key={p.sku_number}>
                  <ProductImage src={p.image} alt="" sizes="64px" />
                  <span>
                    <Link to={p.page_url ?? productHref(shell.brand, p.sku_number, LLM_SOURCE)}>{p.name}</Link>
                    <span className="cara-card-sku">{p.sku_number}</span>
                  </span>
                </li>
              ))}
            </ul>
            {detail.image_code ? <PhotoCode code={detail.image_code} /> : null}
          </aside>
        </div>
      ) : null}
    </section>
  );
}

/** The high definition render, opened in a new tab once its bytes are here (it is private to its owner). */
function HighDefinition({ src }: { src: string }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const url = usePictureUrl(src);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="cara-button">
      {t.highDefinition}
    </a>
  ) : (
    <span className="cara-button is-disabled" aria-disabled="true">
      {t.highDefinition}
    </span>
  );
}
