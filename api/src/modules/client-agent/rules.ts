/** The client agent's rules without I/O: who may act, the link's attempts and email, the refusals. */
import { ApiError, CLIENT_AGENT_MESSAGES, ERR, MESSAGES, PAYMENT_LINK_HOURS, PROJECT_MESSAGES } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';

/**
 * The agent's calls need the agent's own headers (agent_user_id and agent_user_code, spec section 7), which the
 * caller check has already matched to the signed-in agent: a client agent calling without them is refused too.
 */
export function assertActingAgent(caller: Pick<Caller, 'agent' | 'account'>): void {
  if (!caller.agent || !caller.account || caller.agent.id !== caller.account.id) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
}

/** The checkout key of the link's n-th attempt to pay (a declined attempt leaves its void order; the next is n + 1). */
export const attemptKey = (linkId: string, n: number) => `link:${linkId}:${n}`;
/** How many declined attempts a link may have before it refuses more. */
export const MAX_ATTEMPTS = 50;

export const linkExpired = () => new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
export const alreadyPaid = (orderNumber: string) => new ApiError(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: orderNumber });
export const customerNotFound = () => new ApiError(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound);
export const productNotFound = () => new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
export const unavailable = () => new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.unavailableForPurchase);
export const insufficient = () => new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
export const lineNotFound = () => new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
export const nothingAvailable = () => new ApiError(ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart);
export const paymentMethodInvalid = () => new ApiError(ERR.PAYMENT_TOKENIZE_FAILED, MESSAGES.paymentMethodInvalid);
export const linkNotFound = () => new ApiError(ERR.NOT_FOUND, CLIENT_AGENT_MESSAGES.linkNotFound);
export const linkNotOpen = () => new ApiError(ERR.BAD_REQUEST, CLIENT_AGENT_MESSAGES.linkNotOpen);
export const costCalculationFailed = () => new ApiError(ERR.COST_CALCULATION_FAILED, MESSAGES.costCalculationFailed);

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const utc = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The email that carries the payment link (the token is only here). */
export function paymentLinkEmail(input: {
  reference: string;
  customerName: string;
  agentName: string;
  agentCode: string;
  lines: ReadonlyArray<{ name: string; count: number; lineCents: number }>;
  totalCents: number;
  token: string;
  publicUrl: string;
  expiresAt: Date;
}) {
  const url = `${input.publicUrl}/clientPay?token=${input.token}`;
  const lines = input.lines.map((l) => `- ${l.name} x ${l.count}: ${dollars(l.lineCents)}`).join('\n');
  return {
    subject: `Your order is ready to pay (${input.reference})`,
    body:
      `Hello ${input.customerName},\n\n${input.agentName} (${input.agentCode}) prepared this order for you (${input.reference}):\n${lines}\n` +
      `Total with shipping: ${dollars(input.totalCents)}.\n\nPay by card or bank account (ACH) through the link below within ${PAYMENT_LINK_HOURS} hours ` +
      `(until ${utc(input.expiresAt)}); after that the link expires.\n\nPay: ${url}`,
    links: [{ label: 'Pay now', url }],
  };
}
