import { MESSAGE_KINDS, type ChatProduct } from '@storefront/contracts';
import { ProductImage, useMessages } from '@storefront/remote-kit';
import { PrivateImage, isPrivateFile } from '../../ui/private-image';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import type { ChatMessage } from './model';
import { ChatProductCard, type CartState } from './product-card';
import { CHAT_TEXTS } from './texts';

export interface MessageActions {
  disabled: boolean;
  cart: Record<string, CartState>;
  onAddToCart: (product: ChatProduct, message: ChatMessage) => void;
  onAsk: (text: string) => void;
  onMoreLikeThis: (product: ChatProduct) => void;
  onRerecommend: (message: ChatMessage) => void;
  /** The answer a re-recommendation of this message produced, if any. */
  rerecommendedAs: (message: ChatMessage) => string | undefined;
  onView: (messageId: string) => void;
}

/** One message: the user's words (and photo), or an answer of any of the eight kinds (spec section 3). */
export function Message({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const t = useMessages(CHAT_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  if (message.from === 'user') {
    return (
      <li className="cara-msg cara-msg--user" data-message-id={message.id}>
        {message.file ? <PrivateImage className="cara-msg-photo" src={message.file} alt={t.yourRoomPhoto} /> : null}
        {message.text ? <p className="cara-bubble-text">{message.text}</p> : null}
      </li>
    );
  }
  const waiting = message.streaming && !message.text && message.products.length === 0 && message.images.length === 0;
  return (
    <li className="cara-msg cara-msg--ai" data-message-id={message.id} data-kind={message.kind}>
      <span className="cara-avatar" aria-hidden="true">
        C
      </span>
      <div className="cara-msg-body">
        {waiting ? (
          <p className="cara-wait" role="status">
            <span className="cara-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t.working}
          </p>
        ) : null}
        {message.failed ? <p className="cara-bubble-text">{spec.serverExceptionRetry}</p> : null}
        {message.text ? <p className="cara-bubble-text">{message.text}</p> : null}
        <Images message={message} />
        <Products message={message} actions={actions} />
        {message.followUps.length > 0 ? (
          <div className="cara-followups" role="group" aria-label={t.followUps}>
            {message.followUps.map((q) => (
              <button key={q} type="button" className="cara-chip" disabled={actions.disabled} onClick={() => actions.onAsk(q)}>
                {q}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Images({ message }: { message: ChatMessage }) {
  const t = useMessages(CHAT_TEXTS);
  if (message.images.length === 0) return null;
  const four = message.kind === MESSAGE_KINDS.FOUR_IMAGES || message.images.length > 1;
  return (
    <ul className={four ? 'cara-images cara-images--four' : 'cara-images'} aria-label={four ? t.pictures : t.picture}>
      {message.images.slice(0, four ? 4 : 1).map((src, i) => (
        <li key={src}>
          {isPrivateFile(src) ? (
            <PrivateImage src={src} alt={t.pictureOfAnswer(i + 1)} />
          ) : (
            <ProductImage src={src} alt={t.pictureOfAnswer(i + 1)} sizes={four ? '140px' : '300px'} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Products({ message, actions }: { message: ChatMessage; actions: MessageActions }) {
  const t = useMessages(CHAT_TEXTS);
  if (message.products.length === 0) return null;
  const kind = message.productKind ?? message.kind;
  // The answer's own title as it comes; the list kind's title when it gave none.
  const title = message.productTitle || t.listTitle(kind);
  const again = actions.rerecommendedAs(message);
  const isRecommendation = kind === MESSAGE_KINDS.RECOMMENDATION;
  return (
    <section className="cara-products" aria-label={title}>
      <h3 className="cara-products-title">{title}</h3>
      <ul className="cara-cards">
        {message.products.map((product) => (
          <ChatProductCard
            key={product.sku_number}
            product={product}
            disabled={actions.disabled}
            cart={actions.cart[`${message.id}:${product.sku_number}`] ?? 'idle'}
            onAddToCart={(p) => actions.onAddToCart(p, message)}
            onMoreLikeThis={kind === MESSAGE_KINDS.MORE_LIKE_THIS ? undefined : actions.onMoreLikeThis}
          />
        ))}
      </ul>
      {isRecommendation && !message.streaming ? (
        again ? (
          <button type="button" className="cara-link-button" onClick={() => actions.onView(again)}>
            {t.clickToView}
          </button>
        ) : (
          <button type="button" className="cara-link-button" disabled={actions.disabled} onClick={() => actions.onRerecommend(message)}>
            {t.rerecommend}
          </button>
        )
      ) : null}
    </section>
  );
}
