import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { cartLine } from './cart';
import { addressInput } from './checkout';
import { achTokenizeRequest, cardTokenizeRequest } from './payment';
import { isEmail } from './rules';
import { plainText } from './text';

/**
 * The client agent (spec sections 1, 4, 6, 7 and 8): staff build a cart for one of their customers (the cart is the
 * customer's, kept by the agent), then email the customer a payment link; the customer opens /clientPay?token=... and
 * pays by card or ACH without an account, which creates the order for the customer. The link is valid
 * PAYMENT_LINK_HOURS; after that 'The link has expired'; paid, 'You have already paid, please do not pay again'.
 */

/** How long a payment link may be paid (the spec names none for it; the supplementary link of section 9 is 48 hours). */
export const PAYMENT_LINK_HOURS = 72;
/** The most units of one line the agent may put in a customer's cart. */
export const AGENT_CART_MAX_COUNT = 999;

/** The client agent's own messages (the spec has none for these). */
export const CLIENT_AGENT_MESSAGES = {
  linkNotFound: 'The payment link was not found',
  linkNotOpen: 'Only an open payment link can be cancelled',
} as const;

/** The link's reference, as the agent and the customer read it (PL100001). */
export const paymentLinkReference = (serial: number) => `PL${serial}`;

/** When a link sent at `sentAt` stops being payable. */
export function paymentLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PAYMENT_LINK_HOURS * 3_600_000);
}

/** Whether a link is still payable at `now` (open and not past its expiry). */
export function paymentLinkOpen(link: { state: string; expires_at: string | Date }, now: Date): boolean {
  const expires = typeof link.expires_at === 'string' ? new Date(link.expires_at) : link.expires_at;
  return link.state === 'open' && expires.getTime() > now.getTime();
}

const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
const customerId = uuid('Unknown customer');
const skuNumber = z.pipe(plainText(40, 'Please enter a SKU'), z.transform((s: string) => s.trim())).check(z.refine((s: string) => s.length > 0, 'Please enter a SKU'));
const count = z.number('Please enter a quantity').check(
  z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= AGENT_CART_MAX_COUNT, `Please enter a quantity from 1 to ${AGENT_CART_MAX_COUNT}`),
);
/** The token of the emailed link (random, url-safe). */
const linkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, MESSAGES.linkExpired));

/** The customer's cart as the agent builds it. */
export const agentCartRequest = z.object({ customer_id: customerId });
export const agentCartAddRequest = z.object({ customer_id: customerId, sku_number: skuNumber, count });
export const agentCartUpdateRequest = z.object({ customer_id: customerId, sku_number: skuNumber, count });
export const agentCartRemoveRequest = z.object({ customer_id: customerId, sku_number: skuNumber });

/** A line of the customer's cart: the cart's line, with the price the customer pays (retail, or promotional) and its amount. */
export const agentCartLine = z.extend(cartLine, { price: z.number(), amount: z.number() });
export type AgentCartLine = z.output<typeof agentCartLine>;

export const servedCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
});
export type ServedCustomer = z.output<typeof servedCustomer>;

/** The open payment link of the customer, when one was sent and is still payable. */
export const sentLink = z.object({ reference: z.string(), email: z.string(), expires_at: z.string(), total: z.number() });
export type SentLink = z.output<typeof sentLink>;

export const agentCartResponse = z.object({
  customer: servedCustomer,
  list: z.array(agentCartLine),
  /** Units in the cart. */
  count: z.number(),
  subtotal: z.number(),
  open_link: z.nullable(sentLink),
});
export type AgentCartResponse = z.output<typeof agentCartResponse>;

/** Send (or send again, replacing the open link) the payment link of the customer's cart. */
export const sendLinkRequest = z.object({
  customer_id: customerId,
  email: z.pipe(plainText(254, MESSAGES.validEmail), z.transform((s: string) => s.trim().toLowerCase())).check(z.refine((s: string) => isEmail(s), MESSAGES.validEmail)),
  address: addressInput,
});
export type SendLinkRequest = z.output<typeof sendLinkRequest>;
export const sendLinkResponse = z.object({
  reference: z.string(),
  email: z.string(),
  expires_at: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
});
export type SendLinkResponse = z.output<typeof sendLinkResponse>;

/** The customer's pay page: what the link asks to pay. */
export const payLinkRequest = z.object({ token: linkToken });
export const payLinkLine = z.object({ sku_number: z.string(), name: z.string(), count: z.number(), price: z.number(), amount: z.number() });
export const payLinkResponse = z.object({
  reference: z.string(),
  customer_name: z.string(),
  lines: z.array(payLinkLine),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  shipping_address: z.record(z.string(), z.string()),
  expires_at: z.string(),
  card_fee_percent: z.number(),
});
export type PayLinkResponse = z.output<typeof payLinkResponse>;

/** The customer has no account: the link's token lets the pay page tokenize a card or bank account with the sandbox. */
export const payLinkCardRequest = z.extend(cardTokenizeRequest, { link_token: linkToken });
export const payLinkAchRequest = z.extend(achTokenizeRequest, { link_token: linkToken });

/**
 * Pay the link. A retry or a second press pays once (the link's attempt, docs/decisions/024-pay-then-order.md);
 * `amount_due` is what the page showed, a consent and never a price.
 */
export const payLinkPayRequest = z.object({
  token: linkToken,
  payment_token: z.string().check(z.minLength(1, MESSAGES.paymentMethodInvalid), z.maxLength(500, MESSAGES.paymentMethodInvalid)),
  amount_due: z.optional(z.nullable(z.number().check(z.refine((n: number) => Number.isFinite(n) && n >= 0 && n < 100_000_000, 'amount_due must be an amount')))),
});
export const payLinkPayResponse = z.object({ reference: z.string(), order_number: z.string(), charged: z.number(), total: z.number() });
export type PayLinkPayResponse = z.output<typeof payLinkPayResponse>;

/** Staff cancel an open link (it then reads as expired); sending a new link cancels the open one too. */
export const cancelLinkRequest = z.object({ reference: z.pipe(plainText(20, CLIENT_AGENT_MESSAGES.linkNotFound), z.transform((s: string) => s.trim().toUpperCase())) });
export const cancelLinkResponse = z.object({ reference: z.string(), state: z.enum(['open', 'paid', 'cancelled']), email: z.string(), expires_at: z.string() });
export type CancelLinkResponse = z.output<typeof cancelLinkResponse>;

/** The serial of a reference (PL100001 -> 100001); null when it is not one. */
export function paymentLinkSerial(reference: string): number | null {
  const match = /^PL(\d{1,9})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}
