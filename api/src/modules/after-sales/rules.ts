/**
 * The after-sales forms' rules, without I/O: which site has which form, the trade desk a site's forms go to, the
 * reference a submission is quoted by, the email the desk receives, and the daily budgets a send spends.
 */
import {
  AFTER_SALES_MESSAGES,
  ApiError,
  CONTACT_LABELS,
  ERR,
  MESSAGES,
  SAMPLE_LABELS,
  brandByCode,
  routeAvailableOn,
  routeById,
  sampleItemsMax,
  type BrandCode,
  type ContactUsRequest,
  type SampleRequestRequest,
} from '@storefront/contracts';
import type { ApiConfig } from '../../platform/config';
import type { DailyBudget } from '../../platform/rate-limit';
import type { OutgoingMessage } from '../../platform/outbox';

export type FormKind = 'contact' | 'sample';

/** The route of each form: a site whose route table lacks it has no such form (contact us: JC and FFD only). */
const ROUTE_OF: Readonly<Record<FormKind, 'contactUs' | 'sample-request'>> = { contact: 'contactUs', sample: 'sample-request' };

/** Whether the site of `brand` has the form. */
export function formOnSite(kind: FormKind, brand: BrandCode): boolean {
  return routeAvailableOn(routeById(ROUTE_OF[kind]), brandByCode(brand).siteType);
}

export function notOnSite(): ApiError {
  return new ApiError(ERR.FORM_NOT_ON_SITE, MESSAGES.formNotOnSite);
}

/** A sample request holds one item, or up to five on the JC site: more is refused in the form's words. */
export function checkSampleItems(request: Pick<SampleRequestRequest, 'items'>, brand: BrandCode): void {
  const max = sampleItemsMax(brand);
  if (request.items.length > max) throw new ApiError(ERR.BAD_REQUEST, AFTER_SALES_MESSAGES.tooManyItems(max), { field: 'items' });
}

/** The trade desk a site's forms are emailed to (TRADE_DESK_EMAILS, with a default per site). */
export function tradeDesk(config: Pick<ApiConfig, 'TRADE_DESK_EMAILS'>, brand: BrandCode): string {
  return config.TRADE_DESK_EMAILS[brand];
}

/** What the desk and the sender quote: CU100001 for a message, SR100001 for a sample request. */
export function referenceOf(kind: FormKind, serial: number): string {
  return `${kind === 'contact' ? 'CU' : 'SR'}${serial}`;
}

/**
 * The budgets one submission spends, in the keys of the other emails a caller can have sent (identity's throttles):
 * SEND_CLIENT_DAILY_LIMIT emails a day from one asker (its account, else its client address) to anyone, and
 * SEND_DAILY_LIMIT a day from that asker to this desk with this form.
 */
export function sendBudgets(config: Pick<ApiConfig, 'SEND_DAILY_LIMIT' | 'SEND_CLIENT_DAILY_LIMIT'>, kind: FormKind, desk: string, from: string): DailyBudget[] {
  return [
    { key: `send:from:${from}`, limit: config.SEND_CLIENT_DAILY_LIMIT },
    { key: `send:email:after_sales_${kind}:${desk}:from:${from}`, limit: config.SEND_DAILY_LIMIT },
  ];
}

export function dailyLimitReached(): ApiError {
  return new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
}

/** Who sent it, as the desk reads it: the signed-in account, else a visitor. */
export interface Sender {
  account: { email: string; firstName: string; lastName: string } | null;
}

const line = (label: string, value: string) => `${label}: ${value || '-'}`;
const signedIn = (sender: Sender) =>
  sender.account ? `Signed in as ${`${sender.account.firstName} ${sender.account.lastName}`.trim()} <${sender.account.email}>` : 'Sent by a visitor (not signed in)';

/** The email of a contact-us message to the site's trade desk. */
export function contactEmail(desk: string, brand: BrandCode, reference: string, form: ContactUsRequest, sender: Sender): OutgoingMessage {
  const site = brandByCode(brand).name;
  return {
    channel: 'email',
    recipient: desk,
    template: 'after_sales_contact',
    subject: `Contact us ${reference}: ${form.full_name} (${site})`,
    body: [
      `A contact-us message was sent on the ${site} site (${reference}).`,
      '',
      line(CONTACT_LABELS.full_name, form.full_name),
      line(CONTACT_LABELS.email, form.email),
      line(CONTACT_LABELS.phone, form.phone),
      line(CONTACT_LABELS.order_number, form.order_number),
      line(CONTACT_LABELS.company_name, form.company_name),
      line(CONTACT_LABELS.product_number, form.product_number),
      '',
      `${CONTACT_LABELS.comments}:`,
      form.comments,
      '',
      signedIn(sender),
    ].join('\n'),
  };
}

/** The email of a sample request to the site's trade desk: each item with its finish. */
export function sampleEmail(desk: string, brand: BrandCode, reference: string, form: SampleRequestRequest, sender: Sender): OutgoingMessage {
  const site = brandByCode(brand).name;
  return {
    channel: 'email',
    recipient: desk,
    template: 'after_sales_sample',
    subject: `Sample request ${reference}: ${form.full_name} (${site})`,
    body: [
      `A sample request was sent on the ${site} site (${reference}).`,
      '',
      line(SAMPLE_LABELS.full_name, form.full_name),
      line(SAMPLE_LABELS.email, form.email),
      line(SAMPLE_LABELS.company_name, form.company_name),
      line(SAMPLE_LABELS.full_address, form.full_address.replace(/\s*\n\s*/g, ', ')),
      '',
      'Samples:',
      ...form.items.map((item, i) => `${i + 1}. ${SAMPLE_LABELS.item_number} ${item.item_number}, ${SAMPLE_LABELS.finish_name} ${item.finish_name}`),
      '',
      `${SAMPLE_LABELS.comments}:`,
      form.comments,
      '',
      signedIn(sender),
    ].join('\n'),
  };
}
