import { FILE_CALLS, apiRequestInit, type ProjectRender } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useState } from 'react';
import { PROJECT_TEXTS } from './texts';

/**
 * A render's picture: renders are private files of the designer who made them (the file-read path answers them only
 * to their owner, and an img sends no token), so the bytes are read with the api's headers and shown from memory.
 */
function useRenderPicture(src: string): string | null {
  const { brand, session } = useShell();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    const query = Object.fromEntries(new URL(src, location.href).searchParams);
    const { url: address, headers } = apiRequestInit(brand, session, FILE_CALLS.read, { query });
    headers.Accept = 'image/*';
    fetch(address.toString(), { headers, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`status ${response.status}`))))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The session's token decides who may read; a new token reads again.
  }, [src, brand, session.token]); // eslint-disable-line react-hooks/exhaustive-deps
  return url;
}

function RenderPicture({ render, n }: { render: ProjectRender; n: number }) {
  const t = useMessages(PROJECT_TEXTS);
  const url = useRenderPicture(render.low_definition_image);
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
