import { AI_SENDER, MESSAGE_KINDS, type ChatItem, type ChatProduct, type MessageKind, type ProductCard, type SessionSnapshot, type StreamEvent } from '@storefront/contracts';

/** One message of the conversation as the panel shows it. */
export interface ChatMessage {
  id: string;
  from: 'ai' | 'user';
  kind: MessageKind;
  text: string;
  /** Kinds 4 to 7: the products, with the list's own kind and title. */
  products: ChatProduct[];
  productKind: number | null;
  productTitle: string;
  /** Kinds 2 and 3: image read paths. */
  images: string[];
  /** Kind 8: follow-up questions. */
  followUps: string[];
  target: string | null;
  recommended: string[];
  /** A room photo the user sent with the question (read path or data URL). */
  file: string | null;
  createTime: number;
  /** Still streaming. */
  streaming: boolean;
  /** The answer failed: it reads the spec's server exception, in the session's language. */
  failed: boolean;
  /**
   * The mode (`pricesKey`) whose prices the products carry: an answer streamed in this page's session; null for the
   * history, whose stored prices are those of the mode it was answered in, which may not be the caller's now.
   */
  pricedFor: string | null;
}

/** What decides the prices the api gives: the caller's mode and its roles (the permissions). */
export function pricesKey(session: Pick<SessionSnapshot, 'mode' | 'roles'>): string {
  return `${session.mode}|${[...session.roles].sort().join(',')}`;
}

const PRICE_FIELDS = ['msrp_price', 'designer_price', 'consumer_price', 'promotional_price', 'product_price_about'] as const;

/**
 * A product of an answer with the prices of `current` (the catalog's answer for the caller's mode) instead of the
 * ones it was stored with; none at all while that answer is not there (or the product is no longer in it).
 */
export function withPricesOf(product: ChatProduct, current: ProductCard | undefined): ChatProduct {
  const priced: ChatProduct = { ...product };
  for (const field of PRICE_FIELDS) {
    delete priced[field];
    if (current?.[field] !== undefined) Object.assign(priced, { [field]: current[field] });
  }
  return priced;
}

export function userMessage(id: string, text: string, file: string | null, now = Date.now()): ChatMessage {
  return { ...emptyAnswer(id, now), from: 'user', text, file, streaming: false };
}

export function emptyAnswer(id: string, now = Date.now()): ChatMessage {
  return {
    id,
    from: 'ai',
    kind: MESSAGE_KINDS.TEXT,
    text: '',
    products: [],
    productKind: null,
    productTitle: '',
    images: [],
    followUps: [],
    target: null,
    recommended: [],
    file: null,
    createTime: now,
    streaming: true,
    failed: false,
    pricedFor: null,
  };
}

/** An answer with one more decoded stream event. */
export function applyEvent(message: ChatMessage, event: StreamEvent): ChatMessage {
  switch (event.marker) {
    case 'text':
      return { ...message, text: message.text + event.value };
    case 'type':
      return { ...message, kind: event.value };
    case 'productList':
      return { ...message, products: event.value.list, productKind: event.value.kind, productTitle: event.value.title };
    case 'image_src':
      return { ...message, images: event.value };
    case 'followUpQs':
      return { ...message, followUps: event.value };
    case 'target_sku_number':
      return { ...message, target: event.value };
    case 'recommend_sku_number':
      return { ...message, recommended: event.value };
    case 'end':
      return { ...message, id: event.value.id ?? message.id, streaming: false };
    case 'error':
      return { ...message, streaming: false };
  }
}

/** A stored chat item as a message. */
export function fromHistory(item: ChatItem): ChatMessage {
  const ai = item.send_user_id === AI_SENDER;
  return {
    id: item.id,
    from: ai ? 'ai' : 'user',
    kind: item.type,
    text: item.text,
    products: item.product_list ?? [],
    productKind: item.product_list_kind ?? null,
    productTitle: item.product_list_title ?? '',
    images: item.image_src ?? [],
    followUps: item.followUpQs ?? [],
    target: item.target_sku_number ?? null,
    recommended: item.recommend_sku_number ?? [],
    file: item.file ?? null,
    createTime: item.create_time,
    streaming: false,
    failed: false,
    pricedFor: null,
  };
}
