/** Test helpers of mf-cara: the assistant and pages mounted as the shell mounts them, a real api client over msw. */
import {
  createApiClient,
  createEventBus,
  encodeStream,
  fileReadUrl,
  STREAM_CONTENT_TYPE,
  type AiCase,
  type Brand,
  type ChatProduct,
  type EventBus,
  type MatchedRoute,
  type SessionSnapshot,
  type ShellProps,
  type StreamEvent,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { HttpResponse } from 'msw';
import * as app from '../app';
import * as assistant from '../assistant';

/** A streamed answer: the body written by the contract encoder, in pieces that split markers. */
export function streamed(events: StreamEvent[], pieceSize = 7): Response {
  const text = encodeStream(events);
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += pieceSize) controller.enqueue(bytes.slice(i, i + pieceSize));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': STREAM_CONTENT_TYPE } });
}

export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'shopping_cart', 'designer_price', 'ca_msrp', 'AI_customer_service_page_entrance', 'AI_design_scheme_list'],
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

export function product(overrides: Partial<ChatProduct> = {}): ChatProduct {
  return {
    sku_number: 'CA-1001',
    brand_id: 'ca',
    name: 'Walnut Dining Table',
    image: fileReadUrl('CA-1001_1.jpg', 300),
    style: 'Modern',
    portfolio: 'Hollis',
    space: 'Dining Room',
    category: 'Dining Tables',
    finish: 'Walnut',
    width: 96,
    length: 42,
    height: 30,
    status: 1,
    stock: 3,
    future_stock: 0,
    stock_tag: 'in_stock',
    customizable_type: 0,
    designer_price: 2400,
    msrp_price: 4800,
    ...overrides,
  };
}

export function aiCase(overrides: Partial<AiCase> = {}): AiCase {
  return {
    case_id: 'case-1',
    status: 1,
    source: 2,
    file_src: fileReadUrl('room-1.jpg'),
    create_time: 1_763_700_000_000,
    update_time: 1_763_700_000_000,
    sku_number: ['CA-1001'],
    low_definition_image: '',
    ...overrides,
  };
}

export interface Mounted {
  events: EventBus;
  emitted: { name: string; payload: unknown }[];
  toasts: { kind: string; message: string }[];
  navigate: ReturnType<typeof vi.fn>;
  update: (next: Partial<ShellProps>) => Promise<unknown> | undefined;
  unmount: () => Promise<void>;
}

const mounted: Mounted[] = [];
let mounts = 0;

/** Mounts a remote's lifecycles with a real api client, a recording event bus and toasts. */
export async function mountWith(
  lifecycles: Parameters<typeof mountLifecycles>[0],
  { brand = 'CA', session = designerSession, route = matchedRoute('productPage', { params: { file: 'product-CA-1001.html' } }) }: { brand?: Brand; session?: SessionSnapshot; route?: MatchedRoute } = {},
): Promise<Mounted> {
  const events = createEventBus(new EventTarget());
  const emitted: Mounted['emitted'] = [];
  const realEmit = events.emit.bind(events);
  events.emit = ((name: Parameters<EventBus['emit']>[0], payload: never) => {
    emitted.push({ name, payload });
    return realEmit(name, payload);
  }) as EventBus['emit'];
  const toasts: Mounted['toasts'] = [];
  const navigate = vi.fn();
  let current = testShellProps({
    brand,
    session,
    route,
    navigate,
    events,
    toasts: { show: (t) => toasts.push(t) },
    api: createApiClient({ brand, session: () => current.session }),
  });
  const m = await mountLifecycles(lifecycles, current, `cara-under-test-${++mounts}`);
  let gone = false;
  const handle: Mounted = {
    events,
    emitted,
    toasts,
    navigate,
    update: (next) => {
      current = { ...current, ...next };
      return m.update(current);
    },
    unmount: async () => {
      if (gone) return;
      gone = true;
      await m.unmount();
    },
  };
  mounted.push(handle);
  return handle;
}

export const mountAssistant = (options?: Parameters<typeof mountWith>[1]) => mountWith(assistant, options);
export const mountApp = (options?: Parameters<typeof mountWith>[1]) => mountWith(app, options);

export async function unmountAll(): Promise<void> {
  while (mounted.length > 0) await mounted.pop()?.unmount();
}

/** A streamed answer the test writes piece by piece, to see the panel while it is sending. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new HttpResponse(body, { headers: { 'Content-Type': STREAM_CONTENT_TYPE } }),
    push: (events: StreamEvent[]) => controller.enqueue(new TextEncoder().encode(encodeStream(events))),
    close: () => controller.close(),
  };
}
