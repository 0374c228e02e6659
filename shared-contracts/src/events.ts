import * as z from 'zod/mini';

/**
 * Typed events over window CustomEvents. Names are `<owner>:<what-happened>`; only the owner emits, and every event
 * has a listener (the shell's route and session reach the remotes through their props, not as events).
 * A request event ("...-requested") is claimed by the listener that answers it (preventDefault), so the
 * emitter knows whether anybody did.
 */
export const EVENT_SCHEMAS = {
  /** The cart's line count changed: the cart and checkout pages emit it, and the FFD sign-in once the guest cart is merged; the mini-cart, mf-cart-checkout's parcel in the header, refreshes its badge and preview. */
  'cart:changed': z.object({ count: z.int().check(z.nonnegative()) }),
  /** The catalog squad: a designer asked to add a product to a project. */
  'catalog:add-to-project-requested': z.object({
    sku_number: z.string().check(z.minLength(1)),
    buy_number: z.int().check(z.positive()),
    customizable_type: z.optional(z.int()),
  }),
  /** The catalog squad: a designer asked to favorite a product. */
  'catalog:favorite-requested': z.object({ product_id: z.string().check(z.minLength(1)), sku_number: z.string().check(z.minLength(1)) }),
  /** The catalog squad: a product was added to the cart (the mini-cart, mf-cart-checkout's parcel in the header, refreshes its badge and preview). */
  'catalog:added-to-cart': z.object({ sku_number: z.string().check(z.minLength(1)), buy_number: z.int().check(z.positive()) }),
  /** The account squad: a project's items were added to the cart (the mini-cart refreshes its badge and preview). */
  'account:project-added-to-cart': z.object({ count: z.int().check(z.nonnegative()) }),
  /** The Cara squad: a recommended product was added to the cart (the mini-cart refreshes its badge and preview). */
  'cara:added-to-cart': z.object({ sku_number: z.string().check(z.minLength(1)), buy_number: z.int().check(z.positive()) }),
  /** The Cara squad: how many AI cases are in progress (the header's AI indicator shows while above 0). */
  'cara:cases-in-progress': z.object({ count: z.int().check(z.nonnegative()) }),
  /**
   * The after-sales squad: the Cookies Policy page asked for the cookie settings. The shell opens its Cookie Settings
   * dialog (the one the cookie banner opens) and claims the request.
   */
  'after-sales:cookie-settings-requested': z.object({}),
  /** The Cara squad: an AI case changed state. */
  'cara:case-updated': z.object({ case_id: z.string(), status: z.int() }),
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[N]>;

export interface EventBus {
  /** Emits after validating the payload. Returns true when a listener claimed the event. */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  /** Listens; the handler gets only payloads that pass the schema. Returns the unsubscribe function. */
  on<N extends EventName>(name: N, handler: (payload: EventPayload<N>, claim: () => void) => void): () => void;
}

export function createEventBus(target: EventTarget = window): EventBus {
  return {
    emit(name, payload) {
      const detail = EVENT_SCHEMAS[name].parse(payload);
      const event = new CustomEvent(name, { detail, cancelable: true });
      return !target.dispatchEvent(event);
    },
    on(name, handler) {
      const listener = (event: Event) => {
        const parsed = EVENT_SCHEMAS[name].safeParse((event as CustomEvent).detail);
        if (!parsed.success) {
          console.warn(`[events] ignored a malformed ${name}`, parsed.error.issues);
          return;
        }
        handler(parsed.data as EventPayload<typeof name>, () => event.preventDefault());
      };
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    },
  };
}
