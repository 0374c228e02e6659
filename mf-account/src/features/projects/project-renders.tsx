import type { ProjectRender } from '@storefront/contracts';
import { Link, useMessages, usePictureUrl } from '@storefront/remote-kit';
import { useId } from 'react';
import { PROJECT_TEXTS } from './texts';

function RenderPicture({ render, n }: { render: ProjectRender; n: number }) {
  const t = useMessages(PROJECT_TEXTS);
  // Renders are private files of the designer who made them: read with the api's headers, shown from memory.
  const url = usePictureUrl(render.low_definition_image);
  return (
    <li className="apr-render">
      {url ? <img src={url} alt={t.renderAlt(n)} /> : <span className="apr-render-loading" role="img" aria-label={t.renderAlt(n)} />}
      <Link to={`/AISchemeDetails?case_id=${encodeURIComponent(render.case_id)}`} className="apr-render-link">
        {t.openVisualization} <span className="apr-visually-hidden">{n}</span>
      </Link>
    </li>
  );
}

/** The room renders kept in the project (saved from Cara's visualization details), newest first. */
export function ProjectRenders({ renders }: { renders: readonly ProjectRender[] }) {
  const t = useMessages(PROJECT_TEXTS);
  const id = useId();
  if (renders.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="apr-section-title">
        {t.renders}
      </h2>
      <ul className="apr-renders">
        {renders.map((r, i) => (
          <RenderPicture key={r.id} render={r} n={i + 1} />
        ))}
      </ul>
    </section>
  );
}
