import { CHAT_TIP_HIDE_MS, productPageSku } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { caraCalls } from '../cara-calls';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import { UploadWidget } from '../upload';
import { CHAT_TEXTS } from './texts';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

/** The floating bubble with its tip (hidden after 6 s), the chat panel it opens, and the upload widget. */
export function ChatLauncher() {
  const shell = useShell();
  const t = useMessages(CHAT_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [tip, setTip] = useState(true);
  const [open, setOpen] = useState(false);
  const [upload, setUpload] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTip(false), CHAT_TIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);

  const openChat = () => {
    setOpen(true);
    setTip(false);
    calls.log({ type: 'mibd.llm.open', tag1: shell.route.query.sku_number ?? productPageSku(shell.route.params.file ?? '') ?? '' });
  };
  const openUpload = () => {
    setUpload(true);
    calls.log({ type: 'mibd.inpainting.open', tag1: 2 });
  };

  return (
    <div className="cara-launcher">
      {open ? (
        <Suspense fallback={<div className="cara-panel cara-panel--loading" aria-busy="true" />}>
          <ChatPanel onClose={() => setOpen(false)} onOpenUpload={openUpload} />
        </Suspense>
      ) : null}
      {!open ? (
        <div className="cara-bubble-wrap">
          {tip ? (
            <p className="cara-tip" role="status">
              {spec.tip}
            </p>
          ) : null}
          <button type="button" className="cara-bubble" aria-label={t.chatWithCara} aria-expanded={false} onClick={openChat}>
            <span className="cara-bubble-mark" aria-hidden="true">
              C
            </span>
          </button>
        </div>
      ) : null}
      {upload ? (
        <Suspense fallback={null}>
          <UploadWidget source={2} onClose={() => setUpload(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
