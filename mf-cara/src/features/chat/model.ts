import { AI_SENDER, MESSAGE_KINDS, type ChatItem, type ChatProduct, type MessageKind, type StreamEvent } from '@storefront/contracts';

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
  };
}

/** The title a product list shows when the answer gave none. */
export const LIST_TITLES: Readonly<Record<number, string>> = {
  4: 'Products',
  5: 'Recommended for you',
  6: 'More like this',
  7: 'Goes well with it',
};
