/**
 * A fuzz pass over every registered call, with a seeded generator (the same requests on every run): malformed bodies
 * (wrong types, huge strings, deep nesting, arrays where objects are expected, NUL bytes, unpaired surrogates,
 * invalid JSON and UTF-8, the wrong content type), odd headers (a bad X-Auth-Token, an overlong GuestUId, a bad Mode or
 * CId, a missing Api-Token), multipart sent to JSON calls and JSON to multipart ones, and query strings holding NULs
 * and surrogates. Each call starts from a valid request of its own (BASES) and changes one thing at a time, so the
 * odd value reaches the handler, not only the schema.
 *
 * Every answer must be the `{err, val, errmsg}` envelope with an HTTP status below 500 (calls that answer a stream, a
 * file, a page or a document of their own may answer that instead, also below 500). L1 and L2 of the security
 * report are the cases this generalizes.
 */
import {
  API_BODY_LIMIT,
  ERR,
  MESSAGES,
  PLATFORM_CALLS,
  endpointEntries,
  STREAM_CONTENT_TYPE,
  type Endpoint,
  type OperationId,
} from '@storefront/contracts';
import fc from 'fast-check';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/identity';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';

/** The seed of every generated value: change it to explore other requests, keep it to replay a failure. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let api: TestApi;
const accounts: Record<'designer' | 'agent', { id: string; token: string }> = { designer: { id: '', token: '' }, agent: { id: '', token: '' } };
let jpeg: Buffer;

const SKU = 'CA-FZ-SOFA';
const GUEST = '1700000000000fuzzguestabcdefghijklmnopqrstuv';
const REGION = { width: 100, height: 80, top: 10, left: 10 };
const UUID = '00000000-0000-4000-8000-000000000000';
const ADDR = { full_name: 'Fuzz Buyer', street_address: '1 Fuzz Way', city: 'New York', state: 'NY', postal: '10016', country: 'US' };

/**
 * A valid request of each call, the starting point of its mutations: a new call of the endpoint table needs one here
 * (the typecheck and the first test below say so). Each is accepted by the call's schema; most are then refused by
 * the handler (an unknown link, a wrong password), which is what keeps them cheap and repeatable.
 */
interface Base {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}
const BASES = {
  'platform.health': {},
  'platform.ready': {},
  'platform.openapi': {},
  'platform.mailboxPage': { query: { to: 'fuzz@studio.test' } },
  'platform.mailbox': { query: { to: 'fuzz@studio.test' } },
  'platform.roweSignInPage': { query: { return: '/home' } },
  'platform.roweSignIn': { body: { return: '/home', email: 'rowe@fuzz.test', password: 'Fuzz-Passw0rd-1' } },
  'identity.phoneCode': { body: { phone: '2125550123' } },
  'identity.forgetPassword': { body: { email: 'nobody@fuzz.test' } },
  'identity.checkLink': { body: { token: 'not-a-link' } },
  'identity.setPassword': { body: { token: 'not-a-link', password: 'Fuzz-Passw0rd-1', confirm_password: 'Fuzz-Passw0rd-1' } },
  'identity.changePassword': { body: { old_password: 'Not-The-Passw0rd', password: 'Fuzz-Passw0rd-1', confirm_password: 'Fuzz-Passw0rd-1' } },
  'identity.verificationSendCode': { body: { email: 'new-address@fuzz.test' } },
  'identity.changeEmail': { body: { email: 'new-address@fuzz.test', code: '123456' } },
  'identity.changePhone': { body: { phone: '2125550177', code: '123456' } },
  'identity.ffdLogin': { body: { email: 'shopper@fuzz.test', password: 'Not-The-Passw0rd' } },
  'identity.ffdRegister': { body: { email: 'designer@fuzz.test', password: 'Fuzz-Passw0rd-1', first_name: 'Fuzz', last_name: 'Shopper' } },
  'identity.roweRedirectUrl': { body: { return_url: '/home' } },
  'identity.roweUserInfo': { body: { RoweLinkingCode: 'not-a-code' } },
  'identity.roweRegister': { body: { RoweLinkingCode: 'not-a-code', email: 'rowe@fuzz.test', phone: '2125550166', first_name: 'Fuzz', last_name: 'Rowe' } },
  'identity.login': { body: { username: 'nobody@fuzz.test', password: 'Not-The-Passw0rd', login_type: 1 } },
  'identity.userRole': { query: { mode: 'mibd_designer' } },
  'identity.userInfo': { body: {} },
  'identity.logout': { body: {} },
  'identity.sessionCode': { body: { brand: 'ca' } },
  'identity.sessionRedeem': { body: { code: 'a-code-that-never-was' } },
  'identity.brandRedirect': { body: { brand: 'rowe', to: '/home' } },
  'identity.profile': { body: {} },
  'identity.aboutMe': { body: { about_me: 'Boutique hotels and quiet homes.' } },
  'identity.headImg': { body: { file_id: UUID } },
  'identity.addressList': { body: {} },
  'identity.addressAdd': {
    body: { first_name: 'Fuzz', last_name: 'Biller', company: 'Fuzz Interiors', street_address: '1 Fuzz Way', apartment: 'Suite 2', city: 'New York', country: 'US', state: 'NY', postal: '10016', phone: '2125550123', is_default: true },
  },
  'identity.addressEdit': {
    body: { id: UUID, first_name: 'Fuzz', last_name: 'Biller', company: '', street_address: '1 Fuzz Way', apartment: '', city: 'Toronto', country: 'CA', state: 'ON', postal: 'M5H 1A1', phone: '', is_default: false },
  },
  'identity.addressDelete': { body: { id: UUID } },
  'identity.addressSetDefault': { body: { id: UUID } },
  'identity.certificateList': { body: {} },
  'identity.certificateDetail': { query: { id: UUID } },
  'identity.certificateAdd': { body: { file_ids: [UUID], reseller_number: 'R-1', state_of_registration: 'NY', sales_tax_number: 'T-1' } },
  'identity.certificateDelete': { body: { id: UUID } },
  'registration.approve': { body: { email: 'nobody@fuzz.test' } },
  'registration.reject': { body: { email: 'nobody@fuzz.test', reason: 'Fuzzed' } },
  'registration.optionList': { body: {} },
  'registration.district': { body: { country: 'US' } },
  'registration.sendCode': { body: { email: 'applicant@fuzz.test' } },
  'registration.firstCheck': {
    body: {
      business_name: 'Fuzz Interiors',
      dba: 'Fuzz',
      business_type: 'interior_designer',
      how_heard: 'showroom',
      ein: '12-3456789',
      company_website: 'https://fuzz.example.com',
      street_address: '1 Fuzz Way',
      city: 'New York',
      state: 'NY',
      postal: '10016',
      country: 'US',
      referrer: '',
      brands: ['ca'],
      account_name: '',
      first_name: 'Fuzz',
      last_name: 'Applicant',
      email: 'applicant@fuzz.test',
      phone: '(646) 555-0100',
      code: '123456',
    },
  },
  'registration.secondCheck': { body: { registration_id: UUID, reseller_number: 'R-1', state_of_registration: 'NY', sales_tax_number: 'T-1', file_ids: [UUID] } },
  'registration.submit': { body: { registration_id: UUID, printed_name: 'Fuzz', title: 'Owner', signature: 'Fuzz', agree: true } },
  'registration.fileDel': { body: { file_id: UUID } },
  'registration.oldUserInfo': { body: { account_number: 'nobody@fuzz.test', code: '' } },
  'registration.simpleRegister': { body: { account_number: 'nobody@fuzz.test', first_name: 'Fuzz', last_name: 'Joiner', email: 'joiner@fuzz.test', phone: '2125550155', code: '123456' } },
  'registration.sendActivationEmail': { body: { email: 'nobody@fuzz.test' } },
  'files.upload': { body: { purpose: 'certificate' } },
  'files.read': { query: { blockid: '1', width: '300', height: '0', format: 'jpg', filename: `${SKU}_1.jpg` } },
  'catalog.productList': { body: { category: 'Sofas', keyword: 'sofa', sort: 'price_asc', min_price: 1, max_price: 99999, page: 1, limit: 4 } },
  'catalog.outletList': { body: { keyword: 'lamp', page: 1, limit: 4 } },
  'catalog.liveSearch': { body: { search: 'sofa', page: 1, limit: 4 } },
  'catalog.bySku': { body: { list: [SKU] } },
  'catalog.detail': { body: { sku_number: SKU, source: 'llm' } },
  'catalog.hotProducts': { query: { limit: '4' } },
  'catalog.homeCategories': {},
  'catalog.caWebMenu': { body: {} },
  'catalog.jcCategories': { body: {} },
  'catalog.outletCategories': { body: {} },
  'catalog.designerInfo': { body: {} },
  'catalog.brandCategories': { query: { brand_id: 'ca' } },
  'catalog.roweBrandCategories': { query: { brand_id: 'rowe' } },
  'catalog.roomCategories': { query: { brand_id: 'ca' } },
  'catalog.roweRoomCategories': { query: { brand_id: 'rowe' } },
  'cart.list': { body: {} },
  'cart.add': { body: { sku_number: SKU, number: 1, customizable_type: 0, add_type: 1, ai_source: null } },
  'cart.updateCount': { body: { id: UUID, number: 1 } },
  'cart.remove': { body: { ids: [UUID] } },
  'cart.guestList': { body: { sku_list: [{ sku_number: SKU, count: 1 }] } },
  'cart.addBatch': { body: { sku_list: [{ sku_number: SKU, count: 1 }], batch_id: 'fuzz-batch' } },
  'cart.verifyCoupon': { body: { coupon_code: 'WELCOME10' } },
  'checkout.preCheck': { body: {} },
  'customers.list': { body: { search: 'fuzz', page: 1, limit: 10 } },
  'customers.add': { body: { first_name: 'Fuzz', last_name: 'Customer', email: 'customer@fuzz.test', phone: '2125550111', street_address: '1 Fuzz Way', city: 'Hudson', state: 'NY', postal: '12534', country: 'US' } },
  'customers.detail': { body: { customer_id: UUID } },
  'customers.edit': {
    body: { customer_id: UUID, first_name: 'Fuzz', last_name: 'Customer', email: 'customer@fuzz.test', phone: '2125550111', street_address: '1 Fuzz Way', city: 'Hudson', state: 'NY', postal: '12534', country: 'US' },
  },
  'customers.invite': { body: { customer_id: UUID, email: 'customer@fuzz.test' } },
  'projects.customerProjects': { body: { customer_id: UUID } },
  'projects.list': { body: { search: 'fuzz', page: 1, limit: 10 } },
  'projects.create': { body: { name: 'Fuzz Room', customer_id: UUID } },
  'projects.rename': { body: { project_id: UUID, name: 'Fuzz Room' } },
  'projects.remove': { body: { project_id: UUID } },
  'projects.detail': { body: { project_id: UUID } },
  'projects.addItem': { body: { sku_number: SKU, project_id: UUID, buy_number: 1, customizable_type: 4 } },
  'projects.updateItem': { body: { project_id: UUID, item_id: UUID, buy_number: 2 } },
  'projects.removeItems': { body: { project_id: UUID, item_ids: [UUID] } },
  'projects.toCart': { body: { project_id: UUID, item_ids: [UUID] } },
  'favorites.like': { body: { customer_id: UUID, type: 'add', product_id: SKU } },
  'favorites.list': { body: { page: 1, limit: 10 } },
  'favorites.collectionCreate': { body: { name: 'Fuzz Picks', customer_id: UUID } },
  'favorites.collectionDelete': { body: { collection_id: UUID } },
  'favorites.collectionList': { body: { collection_id: UUID } },
  'favorites.collectionAdd': { body: { collection_id: UUID, product_id: SKU } },
  'favorites.collectionRemove': { body: { collection_id: UUID, product_id: SKU } },
  'favorites.collectionShareSendEmail': { body: { collection_id: UUID, email: 'friend@fuzz.test', message: 'Have a look' } },
  'favorites.collectionShareList': { body: { token: 'not-a-link' } },
  'members.list': { body: {} },
  'members.invite': { body: { email: 'member@fuzz.test', first_name: 'Fuzz', last_name: 'Member' } },
  'members.resend': { body: { member_id: UUID } },
  'members.close': { body: { member_id: UUID, receiver_id: UUID } },
  'members.reopen': { body: { member_id: UUID } },
  'cara.ask': { body: { text: 'a walnut sofa', type: null, recommend_sku_number: [SKU] } },
  'cara.history': { body: { limit: 6 } },
  'cara.inpaintingSettings': { body: {} },
  'cara.inpaintingMessage': { body: { type: 'generate', image_code: 'zzzzzz', regions: [REGION], sku_number: [SKU], source: 1 } },
  'cara.inpainting': { body: { sku_number: SKU, file_name: `Newcache_2_${UUID}.jpg`, source: 5, regions: [REGION] } },
  'cara.caseList': { body: { limit: 10, page: 1 } },
  'cara.caseDetail': { body: { id: '999999' } },
  'cara.caseNotices': { body: {} },
  'cara.caseNoticesSeen': { body: { case_id: ['999999'] } },
  'cara.caseToProject': { body: { case_id: '999999', render_id: UUID, project_id: UUID } },
  'cara.visitorImageByCode': { body: { image_code: 'zzzzzz' } },
  'cara.addLog': { body: { type: 'mibd.llm.open', tag1: 'fuzz', data1: { a: 1 } } },
  'payments.config': { body: {} },
  'payments.tokenizeCard': { body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' } },
  'payments.tokenizeAch': { body: { account_number: '000123456789', routing_number: '110000000', account_type: 'checking', holder_type: 'business', first_name: 'Fuzz', last_name: 'Buyer' } },
  'checkout.stateCountry': { body: { country: 'US' } },
  'checkout.shippingCost': { body: { address: ADDR, shipping_method: 'standard' } },
  'checkout.summary': { body: { address: ADDR, shipping_method: 'white_glove', coupon_code: 'WELCOME10', funding: 'credit' } },
  'checkout.placeOrder': {
    body: { checkout_id: 'fuzz-checkout-1', address: ADDR, contact: { contact_name: 'Fuzz Buyer', phone: '2125550123', email: 'buyer@fuzz.test' }, shipping_method: 'standard', payment_token: 'tok_sb_fuzz.forged', amount_due: 100 },
  },
  'orders.designerList': { body: { state: 'shipped', customer_id: UUID, keyword: 'SO1', page: 1 } },
  'orders.customerList': { body: { page: 1 } },
  'orders.ffdList': { body: { page: 1 } },
  'orders.detail': { body: { number: 'SO100001' } },
  'orders.shippingStatus': { body: { number: 'SO100001', status: 'shipped', item_ids: [UUID], tracking_supplier: 'UPS', tracking_number: '1Z' } },
  'orderChanges.list': { body: { number: 'SO100001' } },
  'orderChanges.request': { body: { number: 'SO100001', kind: 'cancel', reason: 'other', note: 'Changed my mind' } },
  'orderChanges.withdraw': { body: { id: UUID } },
  'orderChanges.productSearch': { body: { number: 'SO100001', keyword: 'sofa', page: 1 } },
  'orderChanges.decide': { body: { reference: 'OC100001', decision: 'approve', note: 'ok' } },
  'orderChanges.supPayment': { body: { token: 'a'.repeat(43) } },
  'orderChanges.supPay': { body: { token: 'a'.repeat(43), attempt_id: 'attempt-1', payment_token: 'tok', amount_due: 1 } },
  'clientAgent.cart': { body: { customer_id: UUID } },
  'clientAgent.cartAdd': { body: { customer_id: UUID, sku_number: 'CA-1001', count: 1 } },
  'clientAgent.cartUpdate': { body: { customer_id: UUID, sku_number: 'CA-1001', count: 2 } },
  'clientAgent.cartRemove': { body: { customer_id: UUID, sku_number: 'CA-1001' } },
  'clientAgent.sendLink': { body: { customer_id: UUID, email: 'fuzz@studio.test', address: { full_name: 'Fuzz', street_address: '1 Main St', city: 'New York', state: 'NY', postal: '10001', country: 'US' } } },
  'clientAgent.cancelLink': { body: { reference: 'PL100001' } },
  'clientAgent.payLink': { body: { token: 'a'.repeat(43) } },
  'clientAgent.payLinkTokenizeCard': { body: { link_token: 'a'.repeat(43), number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
  'clientAgent.payLinkTokenizeAch': { body: { link_token: 'a'.repeat(43), account_number: '000123456789', routing_number: '110000000', account_type: 'checking', holder_type: 'personal', first_name: 'Fuzz', last_name: 'Payer' } },
  'clientAgent.payLinkPay': { body: { token: 'a'.repeat(43), payment_token: 'tok', amount_due: 1 } },
  'afterSales.contactUs': { body: { full_name: 'Fuzz Sender', email: 'fuzz@studio.test', order_number: 'SO100001', comments: 'A question' } },
  'afterSales.sampleRequest': {
    body: { full_name: 'Fuzz Sender', items: [{ item_number: 'JC-1001', finish_name: 'Walnut' }], company_name: 'Fuzz Studio', full_address: '1 Fuzz Way, New York, NY 10016', comments: 'Samples' },
  },
  'claims.order': { body: { number: 'SO100001' } },
  'claims.create': {
    body: {
      order_number: 'SO100001',
      kind: 'damage',
      items: [{ item_id: UUID, quantity: 1 }],
      requested_amount: '125.50',
      contact_name: 'Fuzz Sender',
      contact_phone: '212-555-0142',
      contact_email: 'fuzz@studio.test',
      description: 'Cracked',
      photos: [UUID],
    },
  },
  'claims.list': { body: {} },
  'claims.detail': { body: { reference: 'CL100001' } },
  'claims.state': { body: { reference: 'CL100001', state: 'in_review', note: 'Looking into it' } },
  'claims.staffList': { body: { page: 1, state: 'submitted' } },
  'claims.staffDetail': { body: { reference: 'CL100001' } },
  'serviceRequests.serviceableItems': { body: { number: 'SO100001' } },
  'serviceRequests.create': { body: { order_item_id: UUID, description: 'The leg is cracked', photo_ids: [UUID] } },
  'serviceRequests.list': { body: {} },
  'serviceRequests.detail': { body: { reference: 'AS100001' } },
  'serviceRequests.repairBill': { body: { reference: 'AS100001', file_ids: [UUID], amount: '420.00' } },
  'serviceRequests.move': { body: { reference: 'AS100001', state: 'waiting_review', note: 'Looking into it' } },
  'serviceRequests.staffList': { body: { page: 1, state: 'submitted' } },
  'serviceRequests.staffDetail': { body: { reference: 'AS100001' } },
  'activity.userLog': { query: { current_page: '/productList', last_page: '/home', os: 'Mac', browser: 'Chrome' } },
} satisfies Record<OperationId, Base>;

// ---------------------------------------------------------------------------------------------
// What is sent.

interface Sent {
  /** What the case tries, shown when it fails. */
  name: string;
  method?: string;
  /** The query string as sent (raw, so it may hold what URLSearchParams would encode away). */
  query?: string;
  headers?: OutgoingHttpHeaders;
  /** No Api-Token, X-Auth-Token or GuestUId of the caller's (the case sends its own, or none). */
  bare?: boolean;
  body?: Buffer | null;
  contentType?: string | null;
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** The signed-in caller that gets past each call's gate: a client agent for staff calls, else the designer. */
function callerOf(endpoint: Endpoint): { token: string; mode: string } {
  return endpoint.kinds && !endpoint.kinds.includes('designer') ? { token: accounts.agent.token, mode: 'mibd_designer' } : { token: accounts.designer.token, mode: 'mibd_designer' };
}

function send(endpoint: Endpoint, sent: Sent): Promise<Answer> {
  const { token, mode } = callerOf(endpoint);
  const headers: OutgoingHttpHeaders = sent.bare ? {} : { 'Api-Token': api.config.API_TOKEN, 'X-Auth-Token': token, Mode: mode, GuestUId: GUEST };
  Object.assign(headers, sent.headers);
  for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
  const body = sent.body ?? null;
  if (body) {
    if (sent.contentType) headers['Content-Type'] = sent.contentType;
    headers['Content-Length'] = body.length;
  }
  const url = new URL(api.url);
  const path = `${endpoint.path}?${sent.query ?? 'obtain=hom'}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: sent.method ?? endpoint.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // A body past the limit may be refused before it is all written; the answer still arrives and is judged.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    req.end(body ?? undefined);
  });
}

/** What is wrong with an answer; null when it is an envelope below 500 (or what the call answers instead). */
function problemOf(endpoint: Endpoint, answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  const isJson = answer.type.startsWith('application/json');
  if (isJson) {
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      return 'JSON that does not parse';
    }
    const e = json as Record<string, unknown>;
    if (json && typeof json === 'object' && typeof e.err === 'number' && typeof e.errmsg === 'string' && 'val' in e) return null;
    return endpoint.answers === 'json' && answer.status === 200 ? null : 'JSON that is not the envelope';
  }
  // Calls with an answer of their own, when they give it.
  if (endpoint.answers === 'stream' && answer.status === 200 && answer.type.startsWith(STREAM_CONTENT_TYPE.split(';')[0]!)) return null;
  if (endpoint.answers === 'html' && answer.type.startsWith('text/html')) return null;
  if (endpoint.answers === 'file' && (answer.status === 200 || answer.status === 304) && /^(image\/|application\/pdf)/.test(answer.type)) return null;
  return `not the envelope (${answer.type || 'no content type'})`;
}

// ---------------------------------------------------------------------------------------------
// The generator.

/** A seed per call, from its operation id: a call added later does not change the others' requests. */
function seedOf(operationId: string): number {
  let hash = SEED;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** What the database cannot keep (L1), which every field gets; then what no form sends, which a field of each call gets. */
const ALWAYS: Array<[string, unknown]> = [
  ['a NUL byte', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udfff'],
  ['200,000 characters', 'x'.repeat(200_000)],
  ['40 levels of nesting', nested(40)],
  ['an array of the object', [{}]],
];

/** Values a field may get, picked by the seeded generator. */
const POOL: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\t\r\n',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeffbom',
  '\uffff\ufffe',
  '😀'.repeat(60),
  'e\u0301'.repeat(80),
  '%00',
  '%ED%A0%80',
  '../../../etc/passwd',
  'Newcache_2_../../x.jpg',
  "' OR 1=1 --",
  '\\',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'x'.repeat(101),
  'x'.repeat(5_001),
  UUID,
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '2125550123',
  'nobody@fuzz.test',
  'data:image/png;base64,AAAA',
  [],
  [null],
  ['a', 1, {}],
  Array.from({ length: 500 }, (_, i) => `S${i}`),
  {},
  { a: { b: { c: { d: 1 } } } },
  { __proto__: { polluted: 1 } },
  nested(31),
];

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...POOL),
);

/** The field names of a schema, whatever it wraps. */
function fieldsOf(schema: unknown): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema as z.core.$ZodType, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
const JSON_TYPE = 'application/json';

/** A multipart body of these fields (and a small JPEG file when asked). */
function multipart(fields: Record<string, unknown>, file: Buffer | null, boundary = 'fuzz-boundary-0b7'): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** A seeded choice of `n` of `list` (all of it when it is shorter). */
function pick<T>(rng: () => number, list: readonly T[], n: number): T[] {
  const left = [...list];
  const out: T[] = [];
  while (out.length < n && left.length) out.push(left.splice(Math.floor(rng() * left.length), 1)[0]!);
  return out;
}

/** mulberry32: a small seeded generator for the choices. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MULTIPART = 'multipart/form-data; boundary=fuzz-boundary-0b7';

/**
 * Every request the pass sends to one call: each kind of malformed input the report names, for every call, with the
 * values of each kind chosen by the seeded generator (the whole list would take minutes): the body broken as a whole,
 * each field broken in turn, the query string, the headers.
 */
function casesOf(operationId: OperationId, endpoint: Endpoint): Sent[] {
  const rng = generator(seedOf(operationId));
  const base: Base = BASES[operationId];
  const baseBody = base.body ?? {};
  const baseQuery = new URLSearchParams({ obtain: 'hom', ...base.query }).toString();
  const cases: Sent[] = [];
  const withBody = (name: string, body: Buffer | null, contentType: string | null = JSON_TYPE, more: Partial<Sent> = {}) =>
    cases.push({ name, body, contentType, query: baseQuery, ...more });

  if (endpoint.method === 'POST') {
    withBody('the valid request', json(baseBody));
    // The body broken as a whole: invalid JSON, the wrong type (an array where the object is expected), nesting past
    // any form, keys the database cannot keep or that would reach a prototype, bytes that are not UTF-8, too large.
    for (const text of pick(rng, ['{', '{"a":1}}', '[1,2', 'nul', '"', '{"a":"\\u00"}', "{'a':1}", '', '{"a":1,"a":2}', '\ufeff{}'], 3)) withBody(`invalid JSON ${JSON.stringify(text)}`, Buffer.from(text));
    for (const value of pick(rng, [null, 0, 'text', true, [], [baseBody], nested(40, baseBody)], 3)) withBody(`a body of ${JSON.stringify(value)?.slice(0, 40)}`, json(value));
    withBody('a body nested 100,000 levels', Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`));
    withBody('a key with a NUL', Buffer.from(JSON.stringify({ ...baseBody, 'k\u0000': 1 })));
    withBody('a key that is a lone surrogate', Buffer.from(`{"\\ud800":1,${JSON.stringify(baseBody).slice(1)}`));
    withBody('__proto__ and constructor keys', Buffer.from(`{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},${JSON.stringify(baseBody).slice(1)}`));
    withBody('bytes that are not UTF-8 in a string', Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80, 0xc0, 0x80, 0xff]), Buffer.from('"}')]));
    withBody('a body just over the limit', Buffer.from(`{"x":"${'y'.repeat(API_BODY_LIMIT)}"}`));
    // The right body under the wrong content type.
    const types = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'multipart/form-data', 'garbage', null];
    for (const type of pick(rng, types, 3)) withBody(`the body as ${type ?? 'no content type'}`, json(baseBody), type);
    // Multipart to a JSON call, JSON to a multipart one, and forms broken in their own ways.
    const filePart = endpoint.multipart ? jpeg : jpeg.subarray(0, 64);
    const renamed = (name: string) => Buffer.from(multipart({ purpose: 'certificate' }, filePart).toString('latin1').replace('room.jpg', name), 'latin1');
    const forms: Array<[string, Buffer, string]> = [
      ['a multipart form with a NUL in a field', multipart({ ...baseBody, type: 'a\u0000b', purpose: 'a\u0000b' }, null), MULTIPART],
      ['a multipart form cut short', multipart(baseBody, filePart).subarray(0, 90), MULTIPART],
      ['a multipart form with another boundary', multipart(baseBody, filePart), 'multipart/form-data; boundary=not-this-one'],
      ['a multipart file named with a lone surrogate', renamed('\xed\xa0\x80.jpg'), MULTIPART],
      ['a multipart file named with a NUL', renamed('a\x00b.jpg'), MULTIPART],
      ['a multipart form of 30 fields', multipart(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])), null), MULTIPART],
    ];
    withBody('a multipart form of the fields', multipart(baseBody, filePart), MULTIPART);
    for (const [name, form, type] of pick(rng, forms, 2)) withBody(name, form, type);
    if (endpoint.multipart) withBody('the fields as JSON', json({ ...baseBody, image: 'data:image/jpeg;base64,/9j/', file: 'x' }));

    // One field at a time, the others valid: a NUL, a lone surrogate and a generated value in each field; a huge
    // string, deep nesting and an array where an object is expected in a field the generator picks.
    const fields = [...new Set([...Object.keys(baseBody), ...fieldsOf(endpoint.body)])];
    const generated = fc.sample(fc.oneof(junk, fc.constantFrom(...POOL)), { seed: seedOf(operationId), numRuns: Math.max(1, fields.length) });
    for (const [i, field] of fields.entries()) {
      for (const [what, value] of ALWAYS.slice(0, 2)) withBody(`${field}: ${what}`, json({ ...baseBody, [field]: value }));
      withBody(`${field}: generated ${JSON.stringify(generated[i])?.slice(0, 40)}`, json({ ...baseBody, [field]: generated[i] }));
    }
    for (const [what, value] of ALWAYS.slice(2)) {
      const field = pick(rng, fields.length ? fields : ['x'], 1)[0]!;
      withBody(`${field}: ${what}`, json({ ...baseBody, [field]: value }));
    }
  }

  // Query strings: the common fields and the call's own, holding a NUL, a surrogate (as UTF-8 and as an escape),
  // broken escapes, repeats and brackets.
  const body = endpoint.method === 'POST' ? json(baseBody) : null;
  const query = (name: string, raw: string) => cases.push({ name: `query ${name}`, query: raw, body, contentType: JSON_TYPE });
  const queryFields = [...new Set(['obtain', 'mode', ...Object.keys(base.query ?? {}), ...fieldsOf(endpoint.query)])];
  const queryValues: Array<[string, (field: string) => string]> = [
    ['a byte that is not UTF-8', (f) => `${f}=%FF`],
    ['a broken escape', (f) => `${f}=%E`],
    ['8,000 characters', (f) => `${f}=${'q'.repeat(8_000)}`],
    ['twice', (f) => `${f}=a&${f}=b`],
    ['as an array', (f) => `${f}[]=a&${f}[x]=b`],
  ];
  for (const field of queryFields) {
    const others = new URLSearchParams(base.query);
    others.delete(field);
    const rest = others.toString() ? `&${others.toString()}` : '';
    query(`${field}: a NUL`, `${field}=a%00b${rest}`);
    query(`${field}: a lone surrogate`, `${field}=${pick(rng, ['%ED%A0%80', '%uD800', '%ED%BF%BF'], 1)[0]}${rest}`);
    for (const [what, make] of pick(rng, queryValues, 1)) query(`${field}: ${what}`, `${make(field)}${rest}`);
  }
  query('__proto__ and constructor', `obtain=hom&__proto__=1&constructor[prototype][admin]=1&${new URLSearchParams(base.query).toString()}`);

  // Headers: the caller's own, broken.
  const header = (name: string, headers: OutgoingHttpHeaders, bare = false) => cases.push({ name: `header ${name}`, headers, bare, query: baseQuery, body, contentType: JSON_TYPE });
  const tokens: Array<[string, OutgoingHttpHeaders]> = [
    ['a short X-Auth-Token', { 'X-Auth-Token': 'x' }],
    ['a 201-character X-Auth-Token', { 'X-Auth-Token': 'a'.repeat(201) }],
    ['a 4 KB X-Auth-Token', { 'X-Auth-Token': 'a'.repeat(4_096) }],
    ['an X-Auth-Token of Latin-1 bytes', { 'X-Auth-Token': '\xff\xfe\xe9' }],
    ['two X-Auth-Tokens', { 'X-Auth-Token': [callerOf(endpoint).token, 'second'] }],
  ];
  const guests: Array<[string, OutgoingHttpHeaders]> = [
    ['an empty GuestUId', { GuestUId: '' }],
    ['a 1 KB GuestUId', { GuestUId: 'g'.repeat(1_024) }],
    ['a 12 KB GuestUId', { GuestUId: 'g'.repeat(12_000) }],
    ['a 64 KB GuestUId', { GuestUId: 'g'.repeat(65_536) }],
    ['a GuestUId of Latin-1 bytes', { GuestUId: '\xff\xfe\xe9\xe9\xe9\xe9\xe9\xe9' }],
    ['a GuestUId with quotes', { GuestUId: `  ' OR 1=1 -- "  ` }],
  ];
  const modes: Array<[string, OutgoingHttpHeaders]> = ['mibd_admin', '__proto__', 'toString', 'MIBD_DESIGNER', '', 'm'.repeat(1_024), '\xff'].map((m) => [`Mode ${JSON.stringify(m.slice(0, 20))}`, { Mode: m }]);
  const cids: Array<[string, OutgoingHttpHeaders]> = ['x', UUID, "' OR 1=1 --", 'c'.repeat(1_024), '\xff', '-'.repeat(36), 'f'.repeat(36)].map((c) => [`CId ${JSON.stringify(c.slice(0, 20))}`, { CId: c }]);
  for (const [group, n] of [[tokens, 2], [guests, 2], [modes, 1], [cids, 1]] as const) for (const [name, headers] of pick(rng, group, n)) header(name, headers);
  header('agent headers of someone else', { agent_user_id: UUID, agent_user_code: 'AG-0' });
  header('a wrong Api-Token', { 'Api-Token': 'not-the-token' });
  header('no headers at all', {}, true);
  header('a visitor with a guest id only', { GuestUId: GUEST }, true);
  cases.push({ name: 'the wrong method', method: endpoint.method === 'GET' ? 'POST' : 'GET', query: baseQuery, body, contentType: JSON_TYPE });
  return cases;
}

/** Sends raw bytes on a socket (what no HTTP client would send) and reads the status line and body. */
function raw(bytes: Buffer): Promise<Answer> {
  const url = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
      resolve({ status, type, text: rest.join('\r\n\r\n') });
    });
  });
}

// ---------------------------------------------------------------------------------------------

const ENTRIES = endpointEntries();

beforeAll(async () => {
  api = await startTestApi({
    // No render worker; the development pages are on (the mailbox, the embedded Rowe sign-in) so they are fuzzed too.
    CARA_JOB_CONCURRENCY: '0',
    DEV_ROWE_SIGN_IN: 'on',
    DEV_MAILBOX: 'on',
  });
  await insertProducts(api.services, [{ skuNumber: SKU, brandId: 'ca', stock: 1_000 }]);
  const designer = await createAccount(api.services, { kind: 'designer', email: 'designer@fuzz.test', companyName: 'Fuzz Interiors' });
  const agent = await createAccount(api.services, { kind: 'client_agent', email: 'agent@fuzz.test', agentCode: 'AG-FZ' });
  accounts.designer = { id: designer.id, token: '' };
  accounts.agent = { id: agent.id, token: (await openSession(api.services, { id: agent.id, kind: 'client_agent' }, 'hom')).token };
  jpeg = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 180, g: 170, b: 150 } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => api?.close());

describe('the fuzz pass covers every call', () => {
  it('has a valid request for every call of the endpoint table, and for every call the api registered', () => {
    const registered = api.services.routes.map((endpoint) => ENTRIES.find((e) => e.endpoint === endpoint)?.operationId ?? `${endpoint.method} ${endpoint.path}`);
    const bases = Object.keys(BASES);
    expect(registered.filter((id) => !bases.includes(id))).toEqual([]);
    expect(ENTRIES.map((e) => e.operationId).filter((id) => !bases.includes(id))).toEqual([]);
  });
});

describe('every call answers malformed requests with the envelope, below 500', () => {
  it.each(ENTRIES)('$operationId', async ({ operationId, endpoint }) => {
    // A session of its own for each call: the designer's is ended by logout, and may be by a fuzzed mode.
    accounts.designer.token = (await openSession(api.services, { id: accounts.designer.id, kind: 'designer' }, 'hom')).token;
    const cases = casesOf(operationId, endpoint);
    const problems: string[] = [];
    // A few at a time: the server sees concurrent callers, and the pass stays quick.
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async (sent) => {
          const answer = await send(endpoint, sent);
          const problem = problemOf(endpoint, answer);
          if (problem) problems.push(`${sent.name}: ${problem} -> ${answer.status} ${answer.text.slice(0, 160)}`);
        }),
      );
    }
    expect(problems, `seed ${SEED}`).toEqual([]);
  });
});

describe('L1 on the calls that read their own query or form', () => {
  const refusal = { status: 400, err: ERR.BAD_REQUEST, errmsg: MESSAGES.textNotAllowed };
  const seen = (answer: Answer) => {
    const { err, errmsg } = JSON.parse(answer.text) as { err: number; errmsg: string };
    return { status: answer.status, err, errmsg };
  };

  it("L1: the development mailbox's recipient filter with a NUL is refused with 400 (it was a 500)", async () => {
    for (const endpoint of [PLATFORM_CALLS.mailbox, PLATFORM_CALLS.mailboxPage]) {
      expect(seen(await send(endpoint, { name: 'to', query: 'to=a%00b' }))).toEqual(refusal);
    }
    expect(seen(await send(PLATFORM_CALLS.mailbox, { name: 'to', query: 'to=a%40b.test' })).err).toBe(ERR.OK);
  });

  it("L1: the embedded Rowe sign-in form with a NUL in the email is refused with 400 (it was a 500)", async () => {
    const form = (email: string) => Buffer.from(new URLSearchParams({ return: '/home', email, password: 'Fuzz-Passw0rd-1' }).toString());
    const answer = await send(PLATFORM_CALLS.roweSignIn, { name: 'form', body: form('a\u0000b@rowe.test'), contentType: 'application/x-www-form-urlencoded' });
    expect(seen(answer)).toEqual(refusal);
    // The same form with a real address is the sign-in page again, with its error.
    const page = await send(PLATFORM_CALLS.roweSignIn, { name: 'form', body: form('ab@rowe.test'), contentType: 'application/x-www-form-urlencoded' });
    expect({ status: page.status, type: page.type }).toEqual({ status: 200, type: expect.stringContaining('text/html') });
  });
});

describe('requests no HTTP client would send are answered with the envelope, below 500', () => {
  const token = () => api.config.API_TOKEN;
  const lines = (...parts: string[]) => Buffer.from(`${parts.join('\r\n')}\r\n\r\n`, 'latin1');
  it.each([
    ['a NUL in a header value', () => lines('POST /mibd/product/productList HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'GuestUId: a\u0000b', 'Content-Length: 0')],
    ['a NUL in the path', () => lines('GET /mibd/common/user_role\u0000?obtain=hom HTTP/1.1', 'Host: x', `Api-Token: ${token()}`)],
    ['raw UTF-8 bytes in the path', () => lines('GET /mibd/common/user_role?mode=\xed\xa0\x80 HTTP/1.1', 'Host: x', `Api-Token: ${token()}`)],
    ['a bare CR in a header', () => lines('GET /mibd/common/user_role HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'Mode: a\rb')],
    ['a header line without a colon', () => lines('GET /mibd/common/user_role HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'GuestUId')],
    ['headers of 40 KB', () => lines('GET /mibd/common/user_role HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, `GuestUId: ${'g'.repeat(40_000)}`)],
    ['a negative Content-Length', () => lines('POST /mibd/product/productList HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'Content-Type: application/json', 'Content-Length: -1')],
    ['two Content-Lengths that differ', () => lines('POST /mibd/product/productList HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'Content-Type: application/json', 'Content-Length: 2', 'Content-Length: 3')],
    ['broken chunked encoding', () => Buffer.concat([lines('POST /mibd/product/productList HTTP/1.1', 'Host: x', `Api-Token: ${token()}`, 'Content-Type: application/json', 'Transfer-Encoding: chunked'), Buffer.from('zz\r\n{}\r\n0\r\n\r\n')])],
    ['a request line that is not HTTP', () => Buffer.from('HELLO\r\n\r\n')],
  ])('%s', async (_name, bytes) => {
    const answer = await raw(bytes());
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const envelope = JSON.parse(answer.text) as Record<string, unknown>;
    expect(envelope).toEqual({ err: expect.any(Number), val: null, errmsg: expect.any(String) });
  });
});
