import { CARA_MESSAGES, CHAT_INPUT_MAX, MESSAGE_KINDS, hasPermission, type ChatProduct } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { SPEC_TEXTS, problemText } from '../../ui/spec-texts';
import { PHOTO_ACCEPT, isPhotoType, readAsDataUrl, uploadPhoto } from '../upload';
import type { ChatMessage } from './model';
import { Message, type MessageActions } from './messages';
import type { CartState } from './product-card';
import { CHAT_TEXTS } from './texts';
import { useChat } from './use-chat';

interface Props {
  onClose: () => void;
  /** The guide prompt 'AI furniture replacement upload': opens the upload widget. */
  onOpenUpload: () => void;
}

/** The chat panel (spec section 2): header, messages with More, guide prompts and the input. */
/** The chat's panel, in react-aria's locale of the session (the assistant's parcel around it holds no react-aria). */
export function ChatPanel(props: Props) {
  const { session } = useShell();
  return (
    <AriaLocale language={session.language}>
      <ChatPanelBody {...props} />
    </AriaLocale>
  );
}

function ChatPanelBody({ onClose, onOpenUpload }: Props) {
  const shell = useShell();
  const t = useMessages(CHAT_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const chat = useChat(true);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [cart, setCart] = useState<Record<string, CartState>>({});
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const busy = chat.status === 'sending' || uploading;
  const canSeeVisualizations = hasPermission(shell.session.roles, 'AI_design_scheme_list', shell.brand);

  // The newest message stays in view while an answer streams in.
  const last = chat.messages.at(-1);
  useEffect(() => {
    const el = list.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight });
  }, [chat.messages.length, last?.text, last?.products.length]);

  useEffect(() => input.current?.focus(), []);

  const send = (question: string, display?: string) => {
    const trimmed = question.trim();
    if (!trimmed || busy) return;
    setNotice(null);
    setText('');
    void chat.ask({ text: trimmed.slice(0, CHAT_INPUT_MAX), display });
  };

  /**
   * A suggested question is asked in the spec's words, which Cara reads; the conversation shows it as the chip
   * reads, in the session's language.
   */
  const suggest = (question: string, shown: string) => send(question, shown === question ? undefined : shown);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  const onPhoto = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    if (!isPhotoType(picked)) {
      setNotice(spec.photoType);
      return;
    }
    setNotice(null);
    setUploading(true);
    try {
      const image = await readAsDataUrl(picked);
      const stored = await uploadPhoto(shell.brand, shell.session, picked, 5);
      chat.calls.log({ type: 'upload_pictures', tag1: stored.image_code, tag2: 5 });
      const words = text.trim();
      setText('');
      setUploading(false);
      void chat.ask({ text: words, photo: { filename: stored.filename, src: image } });
    } catch (error) {
      setNotice(problemText(error, spec));
      setUploading(false);
    }
  };

  const addToCart = async (product: ChatProduct, message: ChatMessage) => {
    const key = `${message.id}:${product.sku_number}`;
    setCart((c) => ({ ...c, [key]: 'adding' }));
    try {
      await chat.calls.addToCart({ sku_number: product.sku_number, consumer_price: product.consumer_price ?? null }, message.id);
      setCart((c) => ({ ...c, [key]: 'added' }));
      chat.calls.log({ type: 'mibd.llm.add_shopping_cart', tag1: product.sku_number, tag2: message.id });
      shell.events.emit('cara:added-to-cart', { sku_number: product.sku_number, buy_number: 1 });
      shell.toasts.show({ kind: 'success', message: t.addedToCart });
    } catch (error) {
      setCart((c) => ({ ...c, [key]: 'idle' }));
      shell.toasts.show({ kind: 'error', message: problemText(error, spec, spec.serverException) });
    }
  };

  const actions: MessageActions = {
    disabled: busy,
    cart,
    onAddToCart: (product, message) => void addToCart(product, message),
    onAsk: send,
    onMoreLikeThis: (product) =>
      void chat.ask({ text: '', type: MESSAGE_KINDS.MORE_LIKE_THIS, target: product.sku_number, display: t.moreLike(product.name) }),
    onRerecommend: (message) => void chat.rerecommend(message, t.rerecommend),
    rerecommendedAs: (message) => chat.rerecommended[message.id],
    onView: (id) => {
      const el = list.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
      el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      el?.querySelector<HTMLElement>('a, button')?.focus();
    },
  };

  return (
    <section className="cara-panel" role="dialog" aria-modal="false" aria-labelledby="cara-title" aria-describedby="cara-powered">
      <header className="cara-head">
        <div className="cara-head-brand">
          <span className="cara-avatar cara-avatar--head" aria-hidden="true">
            C
          </span>
          <div>
            <h2 id="cara-title" className="cara-title">
              Cara <span className="cara-beta">{t.beta}</span>
            </h2>
            <p id="cara-powered" className="cara-powered">
              {spec.poweredBy}
            </p>
          </div>
        </div>
        {chat.failed ? (
          <p className="cara-head-error" role="alert">
            {spec.serverException}
          </p>
        ) : null}
        <div className="cara-head-actions">
          <MenuTrigger>
            <Button className="cara-icon-button" aria-label={t.history}>
              <HistoryIcon />
            </Button>
            <Popover className="cara-popover" placement="bottom end">
              <Menu
                className="cara-menu"
                aria-label={t.history}
                onAction={(key) => {
                  if (key === 'records') chat.loadMore();
                  if (key === 'visualizations') shell.navigate('/visualizations');
                }}
              >
                <MenuItem id="records" className="cara-menu-item">
                  {t.chatRecords}
                </MenuItem>
                {canSeeVisualizations ? (
                  <MenuItem id="visualizations" className="cara-menu-item">
                    {t.visualizations}
                  </MenuItem>
                ) : null}
              </Menu>
            </Popover>
          </MenuTrigger>
          <Button className="cara-icon-button" aria-label={t.closeCara} onPress={onClose}>
            <CloseIcon />
          </Button>
        </div>
      </header>

      <div className="cara-messages" ref={list} aria-live="polite" aria-busy={chat.status === 'sending'}>
        {chat.hasMore ? (
          <button type="button" className="cara-more" disabled={chat.loadingHistory} onClick={chat.loadMore}>
            {chat.loadingHistory ? t.loading : t.more}
          </button>
        ) : null}
        <ol className="cara-thread" aria-label={t.conversation}>
          <li className="cara-msg cara-msg--ai">
            <span className="cara-avatar" aria-hidden="true">
              C
            </span>
            <div className="cara-msg-body">
              <p className="cara-bubble-text">{t.greeting}</p>
            </div>
          </li>
          {chat.messages.map((m) => (
            <Message key={m.id} message={m} actions={actions} />
          ))}
        </ol>
      </div>

      <div className="cara-guides" role="group" aria-label={t.suggestions}>
        <button type="button" className="cara-chip cara-chip--accent" disabled={busy} onClick={onOpenUpload}>
          {t.uploadGuide}
        </button>
        <button type="button" className="cara-chip" disabled={busy} onClick={() => suggest(CARA_MESSAGES.statementPiece, spec.statementPiece)}>
          {spec.statementPiece}
        </button>
        <button type="button" className="cara-chip" disabled={busy} onClick={() => suggest(CARA_MESSAGES.suggestForMe, spec.suggestForMe)}>
          {spec.suggestForMe}
        </button>
      </div>

      {notice ? (
        <p className="cara-notice" role="alert">
          {notice}
        </p>
      ) : null}
      <form className="cara-input" onSubmit={onSubmit}>
        <label htmlFor="cara-question" className="sf-visually-hidden">
          {t.yourQuestion}
        </label>
        <input
          id="cara-question"
          ref={input}
          className="cara-text"
          placeholder={spec.placeholder}
          maxLength={CHAT_INPUT_MAX}
          value={text}
          disabled={busy}
          autoComplete="off"
          onChange={(e) => setText(e.target.value.slice(0, CHAT_INPUT_MAX))}
        />
        <label className={busy ? 'cara-icon-button cara-upload is-disabled' : 'cara-icon-button cara-upload'} title={t.sendPhoto}>
          <PhotoIcon />
          <span className="sf-visually-hidden">{t.sendPhoto}</span>
          <input
            ref={file}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={busy}
            className="cara-file"
            onChange={(e) => void onPhoto(e.target.files?.[0])}
          />
        </label>
        <button type="submit" className="cara-send" disabled={busy || text.trim() === ''} aria-label={t.send}>
          <SendIcon />
        </button>
      </form>
    </section>
  );
}

function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v4h4" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
export function PhotoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-8 8" />
    </svg>
  );
}
function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12l-11.7 1.9z" />
    </svg>
  );
}
