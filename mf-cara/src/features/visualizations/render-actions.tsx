import { BRAND_TABLE, catalogSlug } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { usePictureUrl } from '../../ui/private-image';
import { VISUALIZATION_TEXTS } from './texts';

/** Copies text to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The room photo's code, to use the same photo again in the upload widget, with a copy button. */
export function PhotoCode({ code }: { code: string }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const [said, setSaid] = useState('');
  return (
    <div className="cara-photo-code">
      <dl>
        <dt className="cara-photo-code-label">{t.photoCode}</dt>
        <dd className="cara-photo-code-row">
          <code className="cara-photo-code-value">{code.toUpperCase()}</code>
          <button type="button" className="cara-button cara-button--small cara-button--ghost" onClick={() => void copyText(code).then((ok) => setSaid(ok ? t.codeCopied : t.copyFailed))}>
            {t.copyCode}
          </button>
        </dd>
      </dl>
      <p className="cara-drop-hint">{t.photoCodeHint}</p>
      <p className="cara-said" role="status">
        {said}
      </p>
    </div>
  );
}

/**
 * Download and share of a render. Download saves the high definition picture (it is private: its bytes are read with
 * the session, so the link is an object URL named for the brand, case and render). Share hands the picture itself to
 * the system's share sheet where the browser can share files; else it shares, or copies, the link of this page, which
 * only its owner opens (the api answers a case to its owner alone): a render shows the inside of a client's home.
 */
export function RenderActions({ caseId, index, high }: { caseId: string; index: number; high: string }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const { brand } = useShell();
  const url = usePictureUrl(high);
  const [said, setSaid] = useState('');
  const filename = t.downloadName(catalogSlug(BRAND_TABLE[brand].name), caseId, index + 1);

  const share = async () => {
    const link = new URL(`/AISchemeDetails?case_id=${encodeURIComponent(caseId)}`, location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        const blob = url ? await (await fetch(url)).blob() : null;
        const file = blob ? new File([blob], filename, { type: blob.type || 'image/jpeg' }) : null;
        if (file && navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title: t.shareTitle });
        else await navigator.share({ title: t.shareTitle, url: link });
        return;
      } catch (error) {
        // Closed by the user: nothing more to do; refused by the browser: the link is copied instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    setSaid((await copyText(link)) ? t.linkCopied : t.copyFailed);
  };

  return (
    <div className="cara-render-actions">
      {url ? (
        <a href={url} download={filename} className="cara-button cara-button--small">
          {t.download}
        </a>
      ) : (
        <span className="cara-button cara-button--small is-disabled" aria-disabled="true">
          {t.download}
        </span>
      )}
      <button type="button" className="cara-button cara-button--small cara-button--ghost" onClick={() => void share()}>
        {t.share}
      </button>
      <p className="cara-said" role="status">
        {said}
      </p>
    </div>
  );
}
