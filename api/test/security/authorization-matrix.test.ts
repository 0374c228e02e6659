/**
 * Object-level authorization, call by call: every call of the endpoint table is tried by every kind of account,
 * a guest (a GuestUId only) and an anonymous caller (nothing at all) against objects that belong to someone else:
 * another company's designer (its customer with the customer's project, item and favorites, its own favorites, cart
 * line, Cara photos, cases, renders and chat, its password links and phone), that designer's invited customer, an
 * FFD shopper, and a guest (its Cara photo, case and render, its registration draft and the reseller certificate on
 * it).
 *
 * Each caller must be refused with the spec's envelope error, or answered with its own data only (calls that act on
 * the caller's own things) or with what anyone may see (public calls, each with its reason), never with any of the
 * victims' data; and after every call the victims' rows are exactly as they were.
 *
 * The table is keyed by operation id: a call added to the endpoint table without a row here fails the typecheck and
 * the first test below. Each row states the call's access ('object': it names someone's object; 'own': it acts on
 * the caller's own things; 'public': anyone may use it) and, per attack, the answer each caller gets once it is past
 * the call's own gate (session, account kind, permission in its richest mode), which the test derives from the
 * endpoint table and PERMISSION_MATRIX.
 */
import {
  ACCOUNT_CALLS,
  ACCOUNT_KINDS,
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES,
  CARA_CALLS,
  CLIENT_AGENT_MESSAGES,
  CARA_MESSAGES,
  CART_CALLS,
  CHECKOUT_CALLS,
  COLLECTION_CALLS,
  COLLECTION_ERR,
  COLLECTION_MESSAGES,
  CUSTOMER_CALLS,
  ERR,
  FAVORITE_CALLS,
  FILE_CALLS,
  IDENTITY_CALLS,
  MEMBER_ERR,
  MEMBER_MESSAGES,
  MESSAGES,
  ORDER_CHANGE_ERR,
  ORDER_CHANGE_MESSAGES,
  PAYMENT_CALLS,
  PROJECT_CALLS,
  PROJECT_MESSAGES,
  REGISTRATION_CALLS,
  REGISTRATION_MESSAGES,
  endpointEntries,
  fileReadUrl,
  modesOf,
  rolesFor,
  type AccountKind,
  type Endpoint,
  type Mode,
  type OperationId,
  type StoredPhoto,
  type UploadResponse,
} from '@storefront/contracts';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink, openSession } from '../../src/modules/identity';
import {
  accountCertificates,
  accounts,
  billAddresses,
  caraCases,
  caraLogs,
  caraMessages,
  caraPhotos,
  caraRenders,
  cartLines,
  collectionItems,
  collectionShares,
  collections,
  companies,
  customers,
  favorites,
  files,
  linkTokens,
  orderItems,
  orders,
  outbox,
  paymentCharges,
  projectItems,
  projects,
  registrations,
  sessions,
} from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';
import { latestCode } from '../../src/testing/outbox';

// ---------------------------------------------------------------------------------------------
// Callers: one account of every kind the api knows (none of them in the victims' company), a guest, an anonymous
// caller. Each is a browser of its own at an address of its own, so no caller spends another's allowances.

type Visitor = 'guest' | 'anonymous';
type CallerName = AccountKind | Visitor;
const CALLERS: readonly CallerName[] = [...ACCOUNT_KINDS, 'guest', 'anonymous'];

interface Caller {
  name: CallerName;
  /** Null for the guest and the anonymous caller. */
  account: { id: string; kind: AccountKind; token: string; mode: Mode } | null;
  guestId: string | null;
  address: string;
  /** A registration draft of the caller's own browser (callers with a GuestUId). */
  draft: string | null;
}

/** The mode in which a kind holds the most permissions: each account calls as far in as it may go. */
function richestMode(kind: AccountKind): Mode {
  return modesOf(kind).reduce((best, mode) => ((rolesFor(kind, mode)?.length ?? 0) > (rolesFor(kind, best)?.length ?? 0) ? mode : best));
}

// ---------------------------------------------------------------------------------------------
// The victims and their objects.

const VICTIM_PASSWORD = 'Victim-Passw0rd-9';
const VICTIM_GUEST = '1700000000000victimguestabcdefghijklmnopqrst';

interface Victims {
  designer: { id: string; email: string; phone: string; token: string; companyId: string };
  invitedCustomer: { id: string; email: string };
  /** A member (sub-account) of the designer's company. */
  member: { id: string; email: string };
  shopper: { id: string; email: string; token: string };
  /** The designer's customer record (the company's customer list). */
  customer: { id: string; email: string };
  /** The customer's project and its item (the customer's favorites and the designer's own hold the product too). */
  project: string;
  projectItem: string;
  designerLine: string;
  shopperLine: string;
  designerPhoto: StoredPhoto;
  designerCase: string;
  designerRender: string;
  guestPhoto: StoredPhoto;
  guestCase: string;
  guestRender: string;
  draft: string;
  applicantEmail: string;
  certificate: UploadResponse;
  /** The designer's bill address, its reseller certificate put on file, and uploads of its own not in use yet (a picture, a certificate). */
  billAddress: string;
  accountCertificate: string;
  spareAvatar: UploadResponse;
  spareCertificate: UploadResponse;
  /** A set-password link mailed before the designer set the password (M1). */
  staleLink: string;
  /** A Rowe linking code already used. */
  usedRoweCode: string;
  roweEmail: string;
  /** The company's order for its customer, placed by the member and paid (its charge on the ledger). */
  order: { id: string; number: string };
  /** The designer's collection (for its customer, holding the product) and the links it was shared with. */
  collection: string;
  /** A link of the collection that still opens it, and one of a collection deleted after it was shared. */
  liveShare: string;
  deadShare: string;
}

let api: TestApi;
let v: Victims;
const callers = new Map<CallerName, Caller>();
/** Text found only in the victims' objects: an answer that holds any of it shows someone else's data. */
let markers: string[] = [];

const PRODUCT = 'CA-MX-SOFA';
const OUTLET_PRODUCT = 'OL-MX-LAMP';
const REGION = { width: 120, height: 90, top: 40, left: 60 };

async function photoBytes(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 196, g: 184, b: 166 } } })
    .jpeg()
    .toBuffer();
}

/** A finished render of a case, as the render queue stores it (a private file of the owner, L3). */
async function storedRender(owner: { accountId: string | null; guestId: string | null }, caseId: number): Promise<string> {
  const id = randomUUID();
  const bytes = await photoBytes();
  const storageKey = `cara/${id}.jpg`;
  await api.services.files.put(storageKey, bytes, 'image/jpeg');
  await api.services.db
    .insert(files)
    .values({ id, storageKey, purpose: 'cara_render', ownerAccountId: owner.accountId, guestId: owner.guestId, originalName: 'render.jpg', mime: 'image/jpeg', size: bytes.length });
  await api.services.db.insert(caraRenders).values({ caseId, jobId: randomUUID(), highFileId: id, lowFileId: id, skuNumbers: [PRODUCT] });
  return `Newcache_2_${id}.jpg`;
}

async function setUpVictims(): Promise<Victims> {
  const { services } = api;
  const ok = <T extends { err: number; errmsg: string }>(res: T): T => {
    expect(res.errmsg).toBe('');
    return res;
  };

  const designer = await createAccount(services, {
    kind: 'designer',
    email: 'vivienne@vantage.test',
    firstName: 'Vivienne',
    phone: '2125550101',
    companyName: 'Vantage Interiors',
    password: null,
  });
  const [row] = await services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, designer.id));
  // M1: two set-password links are mailed; the designer sets the password with the second, the first is stale.
  const staleLink = await issueLink(services, 'set_password', designer.id);
  const usedLink = await issueLink(services, 'set_password', designer.id);
  ok(await api.call(IDENTITY_CALLS.setPassword, { body: { token: usedLink, password: VICTIM_PASSWORD, confirm_password: VICTIM_PASSWORD } }));
  const designerToken = (await openSession(services, { id: designer.id, kind: 'designer' }, 'hom')).token;
  const asDesigner = { token: designerToken, mode: 'mibd_designer', headers: { GuestUId: '1700000000000victimdesignerbrowserabcdefghij' } };

  const invited = await createAccount(services, { kind: 'customer', email: 'veradine@client.test', firstName: 'Veradine', parentId: designer.id });
  const member = await createAccount(services, { kind: 'sub_account', email: 'vesper@vantage.test', firstName: 'Vesper', parentId: designer.id });
  await services.db.update(accounts).set({ companyId: row!.companyId }).where(eq(accounts.id, member.id));
  const shopper = await createAccount(services, { kind: 'ffd_shopper', email: 'vanceline@outlet.test', firstName: 'Vanceline' });
  const shopperToken = (await openSession(services, { id: shopper.id, kind: 'ffd_shopper' }, 'ol')).token;

  const customer = ok(
    await api.call(CUSTOMER_CALLS.add, {
      body: { first_name: 'Valentina', last_name: 'Verity', email: 'valentina@client.test', phone: '2125550144', street_address: '9 Vantage Row', city: 'Hudson', state: 'NY', postal: '12534', country: 'US' },
      ...asDesigner,
    }),
  ).val;
  const designerLine = ok(await api.call(CART_CALLS.add, { body: { sku_number: PRODUCT, number: 2 }, ...asDesigner })).val.id;
  const project = ok(await api.call(PROJECT_CALLS.create, { body: { name: 'Vantage Penthouse', customer_id: customer.id }, ...asDesigner })).val.id;
  const projectItem = ok(await api.call(PROJECT_CALLS.addItem, { body: { project_id: project, sku_number: PRODUCT, buy_number: 3 }, ...asDesigner })).val.item_id;
  ok(await api.call(FAVORITE_CALLS.like, { body: { customer_id: customer.id, type: 'add', product_id: PRODUCT }, ...asDesigner }));
  ok(await api.call(FAVORITE_CALLS.like, { body: { type: 'add', product_id: PRODUCT }, ...asDesigner }));
  const shopperLine = ok(await api.call(CART_CALLS.add, { body: { sku_number: OUTLET_PRODUCT, number: 1 }, token: shopperToken, mode: 'mibd_designer' })).val.id;

  // Cara: the designer's and the guest's room photos, a case on each and a finished render of each (no worker runs:
  // the cases stay in progress), and the designer's chat.
  const image = `data:image/jpeg;base64,${(await photoBytes()).toString('base64')}`;
  const uploadPhoto = async (as: object) => ok(await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image }, ...as })).val.photo;
  const renderCase = async (photo: StoredPhoto, as: object) =>
    ok(await api.call<{ case: { case_id: string } }>(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', image_id: photo.image_id, regions: [REGION], sku_number: [PRODUCT] }, ...as })).val.case
      .case_id;
  const asGuest = { headers: { GuestUId: VICTIM_GUEST, 'X-Forwarded-For': '192.0.2.200' } };
  const designerPhoto = await uploadPhoto(asDesigner);
  const designerCase = await renderCase(designerPhoto, asDesigner);
  const guestPhoto = await uploadPhoto(asGuest);
  const guestCase = await renderCase(guestPhoto, asGuest);
  const designerRender = await storedRender({ accountId: designer.id, guestId: null }, Number(designerCase));
  const guestRender = await storedRender({ accountId: null, guestId: VICTIM_GUEST }, Number(guestCase));
  await services.db.insert(caraMessages).values({ ownerKey: `a:${designer.id}`, sender: designer.id, kind: 1, text: 'Which sofa suits the Vantage loft of Vivienne?' });

  // The guest's registration draft, with its reseller certificate on it.
  const applicantEmail = 'verbena@verbena-studio.test';
  ok(await api.call(REGISTRATION_CALLS.sendCode, { body: { email: applicantEmail }, ...asGuest }));
  const draft = ok(
    await api.call(REGISTRATION_CALLS.firstCheck, {
      body: { ...STEP1, business_name: 'Verbena Studio Drafts', email: applicantEmail, phone: '(646) 555-0177', code: await latestCode(services, applicantEmail) },
      ...asGuest,
    }),
  ).val.registration_id;
  const form = new FormData();
  form.append('purpose', 'certificate');
  form.append('file', new Blob([new Uint8Array(await photoBytes())], { type: 'image/jpeg' }), 'certificate.jpg');
  const certificate = ok(await api.call<UploadResponse>(FILE_CALLS.upload, { form, ...asGuest })).val;
  ok(await api.call(REGISTRATION_CALLS.secondCheck, { body: { registration_id: draft, reseller_number: 'R-1', state_of_registration: 'NY', sales_tax_number: 'T-1', file_ids: [certificate.file_id] }, ...asGuest }));

  // Account settings: a bill address, a certificate on file, and a picture and a certificate uploaded but not used yet.
  const designerUpload = async (purpose: 'avatar' | 'certificate', name: string) => {
    const data = new FormData();
    data.append('purpose', purpose);
    data.append('file', new Blob([new Uint8Array(await photoBytes())], { type: 'image/jpeg' }), name);
    return ok(await api.call<UploadResponse>(FILE_CALLS.upload, { form: data, ...asDesigner })).val;
  };
  const billAddress = ok(
    await api.call(ACCOUNT_CALLS.addressAdd, {
      body: { first_name: 'Vivienne', last_name: 'Vantage', street_address: '17 Verdigris Street', city: 'Hudson', country: 'US', state: 'NY', postal: '12534' },
      ...asDesigner,
    }),
  ).val.id;
  const filed = await designerUpload('certificate', 'vantage-resale.jpg');
  const accountCertificate = ok(await api.call(ACCOUNT_CALLS.certificateAdd, { body: { file_ids: [filed.file_id], reseller_number: 'VR-4471' }, ...asDesigner })).val.list[0]!.id;
  // The company's order for its customer: the member buys (the company's certificate is on file) and pays by card.
  const asMember = { token: (await openSession(services, { id: member.id, kind: 'sub_account' }, 'hom')).token, mode: 'mibd_designer' };
  ok(await api.call(CART_CALLS.add, { body: { sku_number: PRODUCT, number: 1 }, ...asMember }));
  const payWith = ok(await api.call(PAYMENT_CALLS.tokenizeCard, { body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }, ...asMember })).val.token;
  const placed = ok(
    await api.call(CHECKOUT_CALLS.placeOrder, {
      body: {
        checkout_id: 'victim-order-1',
        address: { full_name: 'Valentina Verity', street_address: '9 Vantage Row', city: 'Hudson', state: 'NY', postal: '12534', country: 'US' },
        contact: { contact_name: 'Valentina Verity', phone: '2125550144', email: 'valentina@client.test' },
        shipping_method: 'white_glove',
        payment_token: payWith,
        customer_id: customer.id,
      },
      ...asMember,
    }),
  ).val;
  const spareAvatar = await designerUpload('avatar', 'vantage-portrait.jpg');
  const spareCertificate = await designerUpload('certificate', 'vantage-resale-2.jpg');

  // The designer's collection for the customer, shared by email; and another, shared and then deleted.
  const shareToken = async (recipient: string) => {
    const [mail] = await services.db.select({ links: outbox.links }).from(outbox).where(eq(outbox.recipient, recipient));
    return new URL(mail!.links[0]!.url).searchParams.get('token')!;
  };
  const collection = ok(await api.call(COLLECTION_CALLS.collectionCreate, { body: { name: 'Vantage Wishlist', customer_id: customer.id }, ...asDesigner })).val.id;
  ok(await api.call(COLLECTION_CALLS.collectionAdd, { body: { collection_id: collection, product_id: PRODUCT }, ...asDesigner }));
  ok(await api.call(COLLECTION_CALLS.collectionShareSendEmail, { body: { collection_id: collection, email: 'vesna@client.test', message: 'For the Vantage loft' }, ...asDesigner }));
  const liveShare = await shareToken('vesna@client.test');
  const gone = ok(await api.call(COLLECTION_CALLS.collectionCreate, { body: { name: 'Vantage Old Picks' }, ...asDesigner })).val.id;
  ok(await api.call(COLLECTION_CALLS.collectionShareSendEmail, { body: { collection_id: gone, email: 'vito@client.test' }, ...asDesigner }));
  const deadShare = await shareToken('vito@client.test');
  ok(await api.call(COLLECTION_CALLS.collectionDelete, { body: { collection_id: gone }, ...asDesigner }));

  const usedRoweCode = await issueLink(services, 'rowe_link', null, { rowe_id: 'rowe-victim-7' });
  await services.db.update(linkTokens).set({ usedAt: new Date() }).where(eq(linkTokens.purpose, 'rowe_link'));

  return {
    designer: { id: designer.id, email: designer.email, phone: '2125550101', token: designerToken, companyId: row!.companyId! },
    invitedCustomer: { id: invited.id, email: invited.email },
    member: { id: member.id, email: member.email },
    shopper: { id: shopper.id, email: shopper.email, token: shopperToken },
    customer: { id: customer.id, email: customer.email },
    project,
    projectItem,
    designerLine,
    shopperLine,
    designerPhoto,
    designerCase,
    designerRender,
    guestPhoto,
    guestCase,
    guestRender,
    draft,
    applicantEmail,
    certificate,
    billAddress,
    accountCertificate,
    spareAvatar,
    spareCertificate,
    staleLink,
    usedRoweCode,
    roweEmail: 'rowe.victim@rowe.test',
    collection,
    liveShare,
    deadShare,
    order: { id: placed.order_id, number: placed.order_number },
  };
}

/** Step 1 of a registration, valid but for what each use sets (business name, email, phone, code). */
const STEP1 = {
  dba: 'Studio',
  business_type: 'interior_designer',
  how_heard: 'showroom',
  ein: '12-3456789',
  company_website: 'https://studio.example.com',
  street_address: '200 Lexington Ave',
  city: 'New York',
  state: 'NY',
  postal: '10016',
  country: 'US',
  referrer: '',
  first_name: 'Avery',
  last_name: 'Stone',
};

/** A registration draft past step 1, of a browser's own. */
async function ownDraft(guestId: string): Promise<string> {
  const [row] = await api.services.db
    .insert(registrations)
    .values({ email: `${guestId.slice(13, 30)}@attacker.test`, state: 'draft', data: { guest_id: guestId, step1: { ...STEP1, business_name: `Draft ${guestId}` } } })
    .returning({ id: registrations.id });
  return row!.id;
}

/** Every row of the victims' objects, by table (rate counters, codes and the outbox aside). */
async function victimRows(): Promise<Record<string, unknown>> {
  const { db } = api.services;
  const people = [v.designer.id, v.invitedCustomer.id, v.member.id, v.shopper.id];
  const owners = [`a:${v.designer.id}`, `g:${VICTIM_GUEST}`];
  const cases = await db.select().from(caraCases).where(inArray(caraCases.ownerKey, owners)).orderBy(caraCases.id);
  return {
    accounts: await db.select().from(accounts).where(inArray(accounts.id, people)).orderBy(accounts.id),
    companies: await db.select().from(companies).where(eq(companies.id, v.designer.companyId)),
    sessions: await db
      .select({ token: sessions.tokenHash, mode: sessions.mode, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(inArray(sessions.accountId, people))
      .orderBy(sessions.tokenHash),
    customers: await db.select().from(customers).where(or(eq(customers.ownerId, v.designer.companyId), eq(customers.email, v.customer.email))).orderBy(customers.id),
    cartLines: await db.select().from(cartLines).where(inArray(cartLines.accountId, people)).orderBy(cartLines.id),
    projects: await db.select().from(projects).where(eq(projects.ownerId, v.designer.companyId)).orderBy(projects.id),
    projectItems: await db.select().from(projectItems).where(eq(projectItems.projectId, v.project)).orderBy(projectItems.id),
    favorites: await db.select().from(favorites).where(or(eq(favorites.customerId, v.customer.id), inArray(favorites.accountId, people))).orderBy(favorites.id),
    collections: await db.select().from(collections).where(inArray(collections.accountId, people)).orderBy(collections.id),
    collectionItems: await db.select().from(collectionItems).where(eq(collectionItems.collectionId, v.collection)).orderBy(collectionItems.skuNumber),
    collectionShares: await db.select().from(collectionShares).where(eq(collectionShares.collectionId, v.collection)).orderBy(collectionShares.tokenHash),
    caraPhotos: await db.select().from(caraPhotos).where(inArray(caraPhotos.ownerKey, owners)).orderBy(caraPhotos.id),
    caraCases: cases,
    caraRenders: await db.select().from(caraRenders).where(inArray(caraRenders.caseId, cases.map((c) => c.id))).orderBy(caraRenders.id),
    caraMessages: await db.select().from(caraMessages).where(inArray(caraMessages.ownerKey, owners)).orderBy(caraMessages.id),
    caraLogs: await db.select({ n: sql<number>`count(*)::int` }).from(caraLogs).where(inArray(caraLogs.ownerKey, owners)),
    billAddresses: await db.select().from(billAddresses).where(inArray(billAddresses.accountId, people)).orderBy(billAddresses.id),
    accountCertificates: await db.select().from(accountCertificates).where(inArray(accountCertificates.accountId, people)).orderBy(accountCertificates.id),
    files: await db.select().from(files).where(or(inArray(files.ownerAccountId, people), eq(files.guestId, VICTIM_GUEST))).orderBy(files.id),
    registrations: await db.select().from(registrations).where(eq(registrations.id, v.draft)),
    orders: await db.select().from(orders).where(eq(orders.ownerId, v.designer.companyId)).orderBy(orders.id),
    orderItems: await db.select().from(orderItems).where(eq(orderItems.orderId, v.order.id)).orderBy(orderItems.id),
    paymentCharges: await db.select().from(paymentCharges).where(inArray(paymentCharges.accountId, people)).orderBy(paymentCharges.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Sending a call as a caller.

interface Request {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  form?: () => Promise<FormData>;
  /** A body of another type than JSON (the embedded Rowe sign-in form). */
  raw?: { type: string; text: string };
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

async function send(endpoint: Endpoint, caller: Caller, request: Request, token = caller.account?.token): Promise<Answer> {
  const url = new URL(endpoint.path, api.url);
  url.searchParams.set('obtain', 'hom');
  for (const [k, value] of Object.entries(request.query ?? {})) url.searchParams.set(k, value);
  const headers: Record<string, string> = { 'Api-Token': api.config.API_TOKEN, 'X-Forwarded-For': caller.address };
  if (caller.guestId) headers.GuestUId = caller.guestId;
  if (caller.account) {
    headers['X-Auth-Token'] = token!;
    headers.Mode = caller.account.mode;
    // A CId naming the victim's customer: it gives no one anything of that customer.
    headers.CId = v.customer.id;
  }
  Object.assign(headers, request.headers);
  let body: BodyInit | undefined;
  if (request.form) body = await request.form();
  else if (request.raw) {
    headers['Content-Type'] = request.raw.type;
    body = request.raw.text;
  } else if (endpoint.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  const response = await fetch(url, { method: endpoint.method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type, text: /json|text|html/.test(type) ? bytes.toString('utf8') : '' };
}

// ---------------------------------------------------------------------------------------------
// What a caller must get.

/**
 * - refused: the envelope with this code (and this message, when one is named);
 * - answered: the envelope with err 200, holding nothing of the victims';
 * - served: file bytes (a file the caller may read);
 * - page / document: a page or document of its own (the Rowe sign-in form, the OpenAPI document).
 */
type Outcome = { refused: number; message?: string } | 'answered' | 'served' | 'page' | 'document';

const refused = (code: number, message?: string): Outcome => (message === undefined ? { refused: code } : { refused: code, message });

function show(outcome: Outcome): string {
  if (typeof outcome === 'string') return outcome;
  return outcome.message === undefined ? `refused ${outcome.refused}` : `refused ${outcome.refused}: ${outcome.message}`;
}

const isAccount = (caller: Caller): caller is Caller & { account: NonNullable<Caller['account']> } => caller.account !== null;

/**
 * The call's own gate, from its entry of the endpoint table and the permission matrix: no session on a call that
 * needs one (22007), an account kind it does not serve or a permission the caller lacks in its mode (25010). Calls
 * without a session ('none') treat everyone as a visitor and decide in their handler.
 */
function gate(endpoint: Endpoint, caller: Caller): Outcome | null {
  if (endpoint.auth === 'none') return null;
  if (endpoint.auth === 'required' && !isAccount(caller)) return refused(ERR.SESSION_INVALID);
  if (endpoint.kinds && !(isAccount(caller) && endpoint.kinds.includes(caller.account.kind))) return refused(ERR.NO_PERMISSION);
  const roles = isAccount(caller) ? rolesFor(caller.account.kind, caller.account.mode) : rolesFor('visitor', 'mibd_visitor');
  if (endpoint.permissions?.some((p) => !roles?.includes(p))) return refused(ERR.NO_PERMISSION);
  return null;
}

/** Cara serves accounts holding its permission in their mode, and guests by their GuestUId; anyone else is 25010. */
function caraOwner(caller: Caller, then: Outcome): Outcome {
  if (isAccount(caller)) return rolesFor(caller.account.kind, caller.account.mode)?.includes('AI_customer_service_page_entrance') ? then : refused(ERR.NO_PERMISSION);
  return caller.guestId ? then : refused(ERR.NO_PERMISSION);
}

/** Registration steps belong to the browser's GuestUId: a caller without one is asked to reload. */
function withGuestId(caller: Caller, then: Outcome): Outcome {
  return caller.guestId ? then : refused(ERR.BAD_REQUEST, 'Please reload the page and try again');
}

/** What the caller saw, told in the terms of `expected` (a message is compared only where one is expected). */
function outcomeOf(answer: Answer, expected: Outcome, allowed: readonly string[]): string {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  const leak = markers.find((m) => !allowed.includes(m) && answer.text.includes(m));
  if (leak) return `shows someone else's ${JSON.stringify(leak)}`;
  if (answer.type.includes('application/json')) {
    const json = JSON.parse(answer.text) as Record<string, unknown>;
    if (!('err' in json)) return answer.status === 200 ? 'document' : `no envelope (${answer.status})`;
    if (typeof json.err !== 'number' || typeof json.errmsg !== 'string' || !('val' in json)) return `no envelope (${answer.status})`;
    if (json.err === ERR.OK) return 'answered';
    const named = typeof expected === 'object' && expected.message !== undefined;
    return show(named ? refused(json.err, json.errmsg) : refused(json.err));
  }
  if (answer.type.includes('text/html')) return 'page';
  if (answer.status === 200 && /^(image\/|application\/pdf)/.test(answer.type)) return 'served';
  return `${answer.status} ${answer.type}`;
}

// ---------------------------------------------------------------------------------------------
// The matrix.

interface Attack {
  /** What is tried; a finding of the security report is named where it applies. */
  what: string;
  request: (victims: Victims, caller: Caller) => Request;
  /** What each caller gets once past the call's gate. */
  expect: (caller: Caller) => Outcome;
  /** Facts about the object this answer may show anyone (the company a new person would join). */
  shows?: (victims: Victims) => string[];
  /** Each account calls with a session of its own for this call (the call ends it). */
  freshSession?: boolean;
  /** The owner's same request, which must succeed: proves the attack names a real object. Reads only. */
  owner?: { as: 'designer' | 'guest'; gets: Outcome };
}

type Row =
  | { access: 'object'; attacks: Attack[] }
  | { access: 'own'; reason: string; attacks: Attack[] }
  | { access: 'public'; reason: string; attacks: Attack[] };

const photoFile = (photo: StoredPhoto) => photo.filename;
const everyone = (outcome: Outcome) => () => outcome;
/** A client agent's own agent_user_id and agent_user_code (the client agent's calls need them); none for anyone else. */
const agentHeaders = (c: Caller): Record<string, string> => (c.account?.kind === 'client_agent' ? { agent_user_id: c.account.id, agent_user_code: 'AG-MX' } : {});
const attack = (what: string, request: Attack['request'], expect: Attack['expect'], more: Partial<Attack> = {}): Attack => ({ what, request, expect, ...more });
const readQuery = (filename: string) => Object.fromEntries(new URL(fileReadUrl(filename), 'http://x').searchParams);

const MATRIX = {
  // Platform.
  'platform.health': { access: 'public', reason: 'liveness: says the process answers, nothing else', attacks: [attack('liveness', () => ({}), everyone('answered'))] },
  'platform.ready': { access: 'public', reason: 'readiness: says the database answers, nothing else', attacks: [attack('readiness', () => ({}), everyone('answered'))] },
  'platform.openapi': {
    access: 'public',
    reason: 'the contract of every call, written from the endpoint table (I5: intended)',
    attacks: [attack('the OpenAPI document', () => ({}), everyone('document'))],
  },
  'platform.mailboxPage': {
    access: 'object',
    attacks: [attack('I1: the development mailbox page, with everyone\'s codes and links, is off unless DEV_MAILBOX=on', () => ({}), everyone(refused(ERR.NOT_FOUND)))],
  },
  'platform.mailbox': {
    access: 'object',
    attacks: [attack("I1: the development mailbox as JSON, filtered to the designer's email", (x) => ({ query: { to: x.designer.email } }), everyone(refused(ERR.NOT_FOUND)))],
  },
  'platform.roweSignInPage': {
    access: 'public',
    reason: 'the embedded Rowe sign-in form (I6: only with DEV_ROWE_SIGN_IN=on, never in production)',
    attacks: [attack('the sign-in form', () => ({ query: { return: '/home' } }), everyone('page'))],
  },
  'platform.roweSignIn': {
    access: 'public',
    reason: 'the embedded Rowe sign-in form: a wrong password shows the form again',
    attacks: [
      attack(
        "signing in as a Rowe user with a guessed password",
        (x) => ({ raw: { type: 'application/x-www-form-urlencoded', text: new URLSearchParams({ return: '/home', email: x.roweEmail, password: 'Guess-Passw0rd-1' }).toString() } }),
        everyone('page'),
      ),
    ],
  },

  // Identity.
  'identity.phoneCode': {
    access: 'public',
    reason: "a login code is asked for by whoever signs in; it goes to the account's own phone only (M5, M6 limits)",
    attacks: [attack("an SMS login code for the designer's phone", (x) => ({ body: { phone: x.designer.phone } }), everyone('answered'))],
  },
  'identity.forgetPassword': {
    access: 'public',
    reason: "a set-password link is asked for by whoever forgot; it goes to the account's own mailbox only",
    attacks: [attack("a set-password link for the designer's email", (x) => ({ body: { email: x.designer.email } }), everyone('answered'))],
  },
  'identity.checkLink': {
    access: 'object',
    attacks: [attack('M1: a set-password link mailed before the designer set the password', (x) => ({ body: { token: x.staleLink } }), everyone(refused(ERR.LINK_EXPIRED)))],
  },
  'identity.setPassword': {
    access: 'object',
    attacks: [
      attack(
        "M1: the designer's stale set-password link, to choose the password",
        (x) => ({ body: { token: x.staleLink, password: 'Taken-Over-Pw-1', confirm_password: 'Taken-Over-Pw-1' } }),
        everyone(refused(ERR.LINK_EXPIRED)),
      ),
    ],
  },
  'identity.changePassword': {
    access: 'object',
    attacks: [
      attack(
        "the designer's password as the old password (a change only ever touches the caller's own account)",
        () => ({ body: { old_password: VICTIM_PASSWORD, password: 'Taken-Over-Pw-1', confirm_password: 'Taken-Over-Pw-1' } }),
        everyone(refused(ERR.OLD_PASSWORD_INCORRECT)),
      ),
    ],
  },
  'identity.verificationSendCode': {
    access: 'object',
    attacks: [attack("a verification code for the designer's email", (x) => ({ body: { email: x.designer.email } }), everyone(refused(ERR.EMAIL_OCCUPIED)))],
  },
  'identity.changeEmail': {
    access: 'object',
    attacks: [attack("the designer's email taken with a guessed code", (x) => ({ body: { email: x.designer.email, code: '123456' } }), everyone(refused(ERR.EMAIL_OCCUPIED)))],
  },
  'identity.changePhone': {
    access: 'object',
    attacks: [attack("L4: the designer's proven phone taken with a guessed code", (x) => ({ body: { phone: x.designer.phone, code: '123456' } }), everyone(refused(ERR.PHONE_REGISTERED)))],
  },
  'identity.ffdLogin': {
    access: 'object',
    attacks: [attack("the FFD shopper's account with a guessed password", (x) => ({ body: { email: x.shopper.email, password: 'Guess-Passw0rd-1' } }), everyone(refused(ERR.LOGIN_WRONG_PASSWORD)))],
  },
  'identity.ffdRegister': {
    access: 'object',
    attacks: [attack("a new FFD account on the shopper's email", (x) => ({ body: { email: x.shopper.email, password: 'Taken-Over-Pw-1' } }), everyone(refused(ERR.EMAIL_EXISTS)))],
  },
  'identity.roweRedirectUrl': {
    access: 'public',
    reason: "where to send a browser to sign in with Rowe: the same for everyone",
    attacks: [attack('the Rowe sign-in address', () => ({ body: { return_url: '/home' } }), everyone('answered'))],
  },
  'identity.roweUserInfo': {
    access: 'object',
    attacks: [attack('a used Rowe linking code: who signed in with it', (x) => ({ body: { RoweLinkingCode: x.usedRoweCode } }), everyone(refused(ERR.LINK_EXPIRED)))],
  },
  'identity.roweRegister': {
    access: 'object',
    attacks: [
      attack(
        'L4: a used Rowe linking code, to register an account on it',
        (x) => ({ body: { RoweLinkingCode: x.usedRoweCode, email: 'taker@attacker.test' } }),
        everyone(refused(ERR.LINK_EXPIRED)),
      ),
    ],
  },
  'identity.login': {
    access: 'object',
    attacks: [attack("the designer's account with a guessed password", (x) => ({ body: { username: x.designer.email, password: 'Guess-Passw0rd-1' } }), everyone(refused(ERR.LOGIN_WRONG_PASSWORD)))],
  },
  'identity.userRole': {
    access: 'own',
    reason: "the caller's own roles in a mode",
    attacks: [
      attack('roles in designer mode', () => ({ query: { mode: 'mibd_designer' } }), (c) => (c.account?.kind === 'customer' ? refused(ERR.NO_ROLE) : 'answered')),
    ],
  },
  'identity.userInfo': { access: 'own', reason: "the caller's own account", attacks: [attack("who I am, with the designer's customer as CId", () => ({}), everyone('answered'))] },
  'identity.logout': {
    access: 'own',
    reason: "ends the caller's own session only",
    attacks: [attack('signing out', () => ({}), everyone('answered'), { freshSession: true })],
  },
  'identity.sessionCode': {
    access: 'own',
    reason: "a one-time code for the caller's own session, for a sibling brand site (decision 035)",
    attacks: [
      attack('a code for the Caracole site', () => ({ body: { brand: 'ca' } }), (c) => (c.account?.kind === 'ffd_shopper' ? refused(ERR.NO_PERMISSION) : 'answered')),
    ],
  },
  'identity.brandRedirect': {
    access: 'own',
    reason: "a one-time code for the caller's own session, taken to a sibling brand site's redirect page (decision 040)",
    attacks: [attack("going to Rowe's site", () => ({ body: { brand: 'rowe' } }), everyone('answered'))],
  },
  'identity.sessionRedeem': {
    access: 'object',
    attacks: [attack("the designer's set-password link shown as a session code", (x) => ({ body: { code: x.staleLink } }), everyone(refused(ERR.SESSION_CODE_EXPIRED)))],
  },

  // Account settings: the caller's own account only.
  'identity.profile': { access: 'own', reason: "the caller's own account", attacks: [attack("the profile, with the designer's customer as CId", () => ({}), everyone('answered'))] },
  'identity.aboutMe': {
    access: 'own',
    reason: "sets the caller's own about me",
    attacks: [attack('about me', () => ({ body: { about_me: 'Matrix studio' } }), everyone('answered'))],
  },
  'identity.headImg': {
    access: 'object',
    attacks: [
      attack("the designer's uploaded portrait, made the caller's picture", (x) => ({ body: { file_id: x.spareAvatar.file_id } }), everyone(refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
      attack("the guest's reseller certificate, made the caller's picture", (x) => ({ body: { file_id: x.certificate.file_id } }), everyone(refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
    ],
  },
  'identity.addressList': { access: 'own', reason: "the caller's own bill addresses", attacks: [attack('the bill addresses', () => ({}), everyone('answered'))] },
  'identity.addressAdd': {
    access: 'own',
    reason: 'adds a bill address to the caller\'s own account',
    attacks: [
      attack(
        'a bill address, made the default',
        (_x, c) => ({ body: { first_name: 'Mallory', last_name: c.name, street_address: '1 Matrix Way', city: 'Albany', country: 'US', state: 'NY', postal: '12207', is_default: true } }),
        everyone('answered'),
      ),
    ],
  },
  'identity.addressEdit': {
    access: 'object',
    attacks: [
      attack(
        "the designer's bill address, rewritten and made the default",
        (x) => ({ body: { id: x.billAddress, first_name: 'Mallory', last_name: 'Taker', street_address: '1 Matrix Way', city: 'Albany', country: 'US', state: 'NY', postal: '12207', is_default: true } }),
        everyone(refused(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.addressNotFound)),
      ),
    ],
  },
  'identity.addressDelete': {
    access: 'object',
    attacks: [attack("the designer's bill address, deleted", (x) => ({ body: { id: x.billAddress } }), everyone(refused(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.addressNotFound)))],
  },
  'identity.addressSetDefault': {
    access: 'object',
    attacks: [
      attack("the designer's bill address, made the default", (x) => ({ body: { id: x.billAddress } }), everyone(refused(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.addressNotFound))),
    ],
  },
  'identity.certificateList': { access: 'own', reason: "the caller's own reseller certificates", attacks: [attack('the certificate list', () => ({}), everyone('answered'))] },
  'identity.certificateDetail': {
    access: 'object',
    attacks: [
      attack("the designer's reseller certificate", (x) => ({ query: { id: x.accountCertificate } }), everyone(refused(ACCOUNT_SETTINGS_ERR.CERTIFICATE_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.certificateNotFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'identity.certificateAdd': {
    access: 'object',
    attacks: [
      attack("the designer's uploaded certificate, put on the caller's file", (x) => ({ body: { file_ids: [x.spareCertificate.file_id] } }), everyone(refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
      attack("the certificate on the guest's registration draft, put on the caller's file", (x) => ({ body: { file_ids: [x.certificate.file_id] } }), everyone(refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
    ],
  },
  'identity.certificateDelete': {
    access: 'object',
    attacks: [
      attack("the designer's reseller certificate, removed", (x) => ({ body: { id: x.accountCertificate } }), everyone(refused(ACCOUNT_SETTINGS_ERR.CERTIFICATE_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.certificateNotFound))),
    ],
  },

  // Registration.
  'registration.approve': {
    access: 'object',
    attacks: [
      attack(
        "the guest's registration draft, approved (staff decide submitted applications; a draft is its guest's alone)",
        (x) => ({ body: { email: x.applicantEmail } }),
        everyone(refused(ERR.ACCOUNT_NOT_REGISTERED)),
      ),
    ],
  },
  'registration.reject': {
    access: 'object',
    attacks: [attack("the guest's registration draft, rejected", (x) => ({ body: { email: x.applicantEmail, reason: 'Rejected by someone else' } }), everyone(refused(ERR.ACCOUNT_NOT_REGISTERED)))],
  },
  'registration.optionList': { access: 'public', reason: 'the registration form\'s option lists', attacks: [attack('the option lists', () => ({}), everyone('answered'))] },
  'registration.district': { access: 'public', reason: "a country's states", attacks: [attack('the states of the US', () => ({ body: { country: 'US' } }), everyone('answered'))] },
  'registration.sendCode': {
    access: 'public',
    reason: 'a registration code goes to the address the applicant types, never back to the asker (M5 limits)',
    attacks: [attack("a registration code to the designer's email", (x) => ({ body: { email: x.designer.email } }), everyone('answered'))],
  },
  'registration.firstCheck': {
    access: 'object',
    attacks: [
      attack(
        "the guest's draft, rewritten with step 1 of the caller's own",
        (x, c) => ({ body: { ...STEP1, registration_id: x.draft, business_name: `Hijack ${c.name}`, email: `hijack-${c.name}@attacker.test`, phone: '(646) 555-0199', code: '123456' } }),
        (c) => withGuestId(c, refused(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration)),
      ),
    ],
  },
  'registration.secondCheck': {
    access: 'object',
    attacks: [
      attack(
        "the guest's draft, given its own certificate again",
        (x) => ({ body: { registration_id: x.draft, reseller_number: 'R-9', state_of_registration: 'NY', sales_tax_number: 'T-9', file_ids: [x.certificate.file_id] } }),
        (c) => withGuestId(c, refused(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration)),
      ),
      attack(
        "the reseller certificate on the guest's draft, put on the caller's own draft",
        (x, c) => ({ body: { registration_id: c.draft ?? randomUUID(), reseller_number: 'R-9', state_of_registration: 'NY', sales_tax_number: 'T-9', file_ids: [x.certificate.file_id] } }),
        (c) => withGuestId(c, refused(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.uploadUnfinished)),
      ),
    ],
  },
  'registration.submit': {
    access: 'object',
    attacks: [
      attack(
        "the guest's draft, submitted",
        (x) => ({ body: { registration_id: x.draft, printed_name: 'Mallory', title: 'Owner', signature: 'Mallory', agree: true } }),
        (c) => withGuestId(c, refused(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration)),
      ),
    ],
  },
  'registration.fileDel': {
    access: 'object',
    attacks: [
      attack("the reseller certificate on the guest's draft, deleted", (x) => ({ body: { file_id: x.certificate.file_id } }), (c) => withGuestId(c, refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
      attack(
        "L3: the designer's Cara room photo, deleted as a certificate",
        (x) => ({ body: { file_id: x.designerPhoto.filename.slice('Newcache_2_'.length, -'.jpg'.length) } }),
        (c) => withGuestId(c, refused(ERR.NOT_FOUND, MESSAGES.fileNotFound)),
      ),
    ],
  },
  'registration.oldUserInfo': {
    access: 'public',
    reason: 'M7: an account number shows only the company a new person would join; its people and address need a code sent to its own email',
    attacks: [
      attack("the designer's account number, no code", (x) => ({ body: { account_number: x.designer.email, code: '' } }), everyone('answered'), {
        // The company, and the account number the caller typed, echoed.
        shows: (x) => ['Vantage Interiors', x.designer.email],
      }),
      attack("M7: the designer's account number with a guessed code", (x) => ({ body: { account_number: x.designer.email, code: '123456' } }), everyone(refused(ERR.VERIFICATION_CODE))),
    ],
  },
  'registration.simpleRegister': {
    access: 'object',
    attacks: [
      attack(
        "joining the designer's company without a code sent to the joiner",
        (x, c) => ({ body: { account_number: x.designer.email, first_name: 'Mallory', last_name: 'Joiner', email: `joiner-${c.name}@attacker.test`, phone: '2125550188', code: '123456' } }),
        (c) => withGuestId(c, refused(ERR.VERIFICATION_CODE)),
      ),
    ],
  },
  'registration.sendActivationEmail': {
    access: 'object',
    attacks: [attack("an activation email for the designer's activated account", (x) => ({ body: { email: x.designer.email } }), everyone(refused(ERR.ACCOUNT_REGISTERED)))],
  },

  // Files.
  'files.upload': {
    access: 'own',
    reason: "an upload is always a new file of the uploader's; no field names an existing one",
    attacks: [
      attack(
        "a certificate sent with the guest's draft and certificate named in its fields",
        (x) => ({
          form: async () => {
            const form = new FormData();
            form.append('purpose', 'certificate');
            form.append('registration_id', x.draft);
            form.append('file_id', x.certificate.file_id);
            form.append('file', new Blob([new Uint8Array(await photoBytes())], { type: 'image/jpeg' }), 'certificate.jpg');
            return form;
          },
        }),
        (c) => withGuestId(c, 'answered'),
      ),
    ],
  },
  'files.read': {
    access: 'object',
    attacks: [
      attack("L3: the guest's Cara room photo", (x) => ({ query: readQuery(photoFile(x.guestPhoto)) }), everyone(refused(ERR.NOT_FOUND)), { owner: { as: 'guest', gets: 'served' } }),
      attack("L3: the guest's Cara render", (x) => ({ query: readQuery(x.guestRender) }), everyone(refused(ERR.NOT_FOUND)), { owner: { as: 'guest', gets: 'served' } }),
      attack("L3: the designer's Cara room photo", (x) => ({ query: readQuery(photoFile(x.designerPhoto)) }), everyone(refused(ERR.NOT_FOUND)), { owner: { as: 'designer', gets: 'served' } }),
      attack("L3: the designer's Cara render", (x) => ({ query: readQuery(x.designerRender) }), everyone(refused(ERR.NOT_FOUND)), { owner: { as: 'designer', gets: 'served' } }),
      attack(
        "L3: the reseller certificate on the guest's draft (client agents review certificates, and only those)",
        (x) => ({ query: readQuery(x.certificate.filename) }),
        (c) => (c.account?.kind === 'client_agent' ? 'served' : refused(ERR.NOT_FOUND)),
        { owner: { as: 'guest', gets: 'served' } },
      ),
    ],
  },

  // Catalog: the same products for everyone, prices as the caller's mode allows (their own tests).
  'catalog.productList': { access: 'public', reason: 'catalog read', attacks: [attack('a product list', () => ({ body: { limit: 4 } }), everyone('answered'))] },
  'catalog.outletList': { access: 'public', reason: 'catalog read', attacks: [attack('the outlet list', () => ({ body: { limit: 4 } }), everyone('answered'))] },
  'catalog.liveSearch': { access: 'public', reason: 'catalog read', attacks: [attack('a search', () => ({ body: { search: 'sofa' } }), everyone('answered'))] },
  'catalog.bySku': { access: 'public', reason: 'catalog read', attacks: [attack("the SKUs in the victims' carts", () => ({ body: { list: [PRODUCT, OUTLET_PRODUCT] } }), everyone('answered'))] },
  'catalog.detail': { access: 'public', reason: 'catalog read', attacks: [attack('a product', () => ({ body: { sku_number: PRODUCT } }), everyone('answered'))] },
  'catalog.hotProducts': { access: 'public', reason: 'catalog read', attacks: [attack('hot products', () => ({ query: { limit: '4' } }), everyone('answered'))] },
  'catalog.homeCategories': { access: 'public', reason: 'catalog read', attacks: [attack('home categories', () => ({}), everyone('answered'))] },
  'catalog.caWebMenu': { access: 'public', reason: 'catalog read', attacks: [attack('the Caracole menu', () => ({}), everyone('answered'))] },
  'catalog.jcCategories': { access: 'public', reason: 'catalog read', attacks: [attack('the JC categories', () => ({}), everyone('answered'))] },
  'catalog.outletCategories': { access: 'public', reason: 'catalog read', attacks: [attack('the outlet categories', () => ({}), everyone('answered'))] },
  'catalog.designerInfo': {
    access: 'own',
    reason: "an invited customer's own designer; the site's trade desk for everyone else",
    attacks: [attack('who to talk to', () => ({}), everyone('answered'))],
  },
  'catalog.brandCategories': { access: 'public', reason: 'catalog read', attacks: [attack('brand categories', () => ({ query: { brand_id: 'ca' } }), everyone('answered'))] },
  'catalog.roweBrandCategories': { access: 'public', reason: 'catalog read', attacks: [attack('Rowe brand categories', () => ({ query: { brand_id: 'rowe' } }), everyone('answered'))] },
  'catalog.roomCategories': { access: 'public', reason: 'catalog read', attacks: [attack('room categories', () => ({ query: { brand_id: 'ca' } }), everyone('answered'))] },
  'catalog.roweRoomCategories': { access: 'public', reason: 'catalog read', attacks: [attack('Rowe room categories', () => ({ query: { brand_id: 'rowe' } }), everyone('answered'))] },

  // Cart: lines belong to one account.
  'cart.list': {
    access: 'own',
    reason: "the caller's own cart",
    attacks: [attack('the cart', () => ({}), everyone('answered'), { owner: { as: 'designer', gets: 'answered' } })],
  },
  'cart.add': {
    access: 'own',
    reason: "adds to the caller's own cart",
    attacks: [attack("the SKU on the designer's line", () => ({ body: { sku_number: PRODUCT, number: 1 } }), everyone('answered'))],
  },
  'cart.updateCount': {
    access: 'object',
    attacks: [
      attack("the designer's cart line, by its id", (x) => ({ body: { id: x.designerLine, number: 1 } }), everyone(refused(ERR.CART_LINE_NOT_FOUND))),
      attack("the FFD shopper's cart line, by its id", (x) => ({ body: { id: x.shopperLine, number: 1 } }), everyone(refused(ERR.CART_LINE_NOT_FOUND))),
    ],
  },
  'cart.remove': {
    access: 'own',
    reason: "removes the caller's own lines among the ids; anyone else's are left alone",
    attacks: [attack("the designer's and the shopper's lines", (x) => ({ body: { ids: [x.designerLine, x.shopperLine] } }), everyone('answered'))],
  },
  'cart.guestList': {
    access: 'public',
    reason: "the guest cart is the browser's own cookie of SKUs, priced from the catalog",
    attacks: [attack('a guest cart', () => ({ body: { sku_list: [{ sku_number: OUTLET_PRODUCT, count: 1 }] } }), everyone('answered'))],
  },
  'cart.addBatch': {
    access: 'own',
    reason: "merges the browser's guest cart into the caller's own cart",
    attacks: [attack('a guest cart merged', () => ({ body: { sku_list: [{ sku_number: OUTLET_PRODUCT, count: 1 }], batch_id: 'victim-batch' } }), everyone('answered'))],
  },
  // The callers' own carts hold what their cart.add and cart.addBatch attacks above put there.
  'cart.verifyCoupon': {
    access: 'own',
    reason: "prices a coupon against the caller's own cart only: the victims' carts never enter it, and nothing is written",
    attacks: [attack('an unknown coupon code, checked against the caller\'s own lines', () => ({ body: { coupon_code: 'NO-SUCH-COUPON' } }), everyone(refused(ERR.COUPON_CODE_ERROR, MESSAGES.couponCodeError)))],
  },
  'checkout.preCheck': {
    access: 'own',
    reason: "the caller's own certificates and purchasable lines",
    attacks: [attack('the pre-checkout check', () => ({}), everyone('answered'), { owner: { as: 'designer', gets: 'answered' } })],
  },

  // Customers: a company's customers.
  'customers.list': {
    access: 'own',
    reason: "the customers of the caller's own company",
    attacks: [
      attack("the designer's customer searched by name, with its id as CId", () => ({ body: { search: 'Valentina' } }), everyone('answered'), { owner: { as: 'designer', gets: 'answered' } }),
    ],
  },
  'customers.add': {
    access: 'own',
    reason: "a new customer of the caller's own company, whatever owner the body names",
    attacks: [
      attack(
        "a customer sent with the designer's company as its owner",
        (x, c) => ({ body: { first_name: 'Mallory', last_name: 'Planted', email: `planted-${c.name}@attacker.test`, owner_id: x.designer.companyId, company_id: x.designer.companyId, created_by: x.designer.id } }),
        everyone('answered'),
      ),
    ],
  },

  'customers.detail': {
    access: 'object',
    attacks: [
      attack("the designer's customer, read with its invitation", (x) => ({ body: { customer_id: x.customer.id } }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'customers.edit': {
    access: 'object',
    attacks: [
      attack(
        "the designer's customer, renamed and given an email of the caller's",
        (x, c) => ({ body: { customer_id: x.customer.id, first_name: 'Mallory', last_name: 'Renamed', email: `renamed-${c.name}@attacker.test` } }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
    ],
  },
  'customers.invite': {
    access: 'object',
    attacks: [
      attack(
        "the designer's customer, invited to an address of the caller's (its account and link would be the caller's)",
        (x, c) => ({ body: { customer_id: x.customer.id, email: `invited-${c.name}@attacker.test` } }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
      attack(
        "the designer's customer, invited at its own email",
        (x) => ({ body: { customer_id: x.customer.id } }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
    ],
  },

  // Projects and favorites: a company's customers' projects and favorites (an invited customer: their own customer's).
  'projects.customerProjects': {
    access: 'object',
    attacks: [
      attack("the designer's customer's projects", (x) => ({ body: { customer_id: x.customer.id } }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'projects.list': {
    access: 'own',
    reason: "the projects of the caller's own company (an invited customer: their own customer's)",
    attacks: [attack("the designer's project searched by name, with the customer's id as CId", () => ({ body: { search: 'Vantage' } }), everyone('answered'), { owner: { as: 'designer', gets: 'answered' } })],
  },
  'projects.create': {
    access: 'object',
    attacks: [
      attack("a project for the designer's customer", (x) => ({ body: { name: 'Planted Project', customer_id: x.customer.id } }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound))),
    ],
  },
  'projects.rename': {
    access: 'object',
    attacks: [attack("the designer's project, renamed", (x) => ({ body: { project_id: x.project, name: 'Renamed By Someone' } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)))],
  },
  'projects.remove': {
    access: 'object',
    attacks: [attack("the designer's project, deleted", (x) => ({ body: { project_id: x.project } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)))],
  },
  'projects.detail': {
    access: 'object',
    attacks: [
      attack("the designer's project, with its items and prices", (x) => ({ body: { project_id: x.project } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'projects.addItem': {
    access: 'object',
    attacks: [
      attack("a product added to the designer's project", (x) => ({ body: { project_id: x.project, sku_number: PRODUCT, buy_number: 1 } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound))),
    ],
  },
  'projects.updateItem': {
    access: 'object',
    attacks: [
      attack(
        "the quantity of the item on the designer's project",
        (x) => ({ body: { project_id: x.project, item_id: x.projectItem, buy_number: 9 } }),
        everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)),
      ),
    ],
  },
  'projects.removeItems': {
    access: 'object',
    attacks: [
      attack("the item on the designer's project, removed", (x) => ({ body: { project_id: x.project, item_ids: [x.projectItem] } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound))),
    ],
  },
  'projects.toCart': {
    access: 'object',
    attacks: [
      attack("the designer's project, moved to the caller's cart", (x) => ({ body: { project_id: x.project, item_ids: [x.projectItem] } }), everyone(refused(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound))),
    ],
  },
  'favorites.like': {
    access: 'object',
    attacks: [
      attack(
        "the designer's customer's favorite, taken off",
        (x) => ({ body: { customer_id: x.customer.id, type: 'remove', product_id: PRODUCT } }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
    ],
  },
  'favorites.list': {
    access: 'object',
    attacks: [
      attack("the designer's customer's favorites", (x) => ({ body: { customer_id: x.customer.id } }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },

  // Collections: an account's own (a customer named must be one of its company's); a shared one by its link's token.
  'favorites.collectionCreate': {
    access: 'object',
    attacks: [
      attack(
        "a collection for the designer's customer",
        (x) => ({ body: { name: 'Mallory Picks', customer_id: x.customer.id } }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
    ],
  },
  'favorites.collectionDelete': {
    access: 'object',
    attacks: [attack("the designer's collection, deleted with its share links", (x) => ({ body: { collection_id: x.collection } }), everyone(refused(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound)))],
  },
  'favorites.collectionList': {
    access: 'object',
    attacks: [
      attack("the designer's collection, with its customer and products", (x) => ({ body: { collection_id: x.collection } }), everyone(refused(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'favorites.collectionAdd': {
    access: 'object',
    attacks: [
      attack("a product added to the designer's collection", (x) => ({ body: { collection_id: x.collection, product_id: OUTLET_PRODUCT } }), everyone(refused(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound))),
    ],
  },
  'favorites.collectionRemove': {
    access: 'object',
    attacks: [
      attack("the product of the designer's collection, taken off", (x) => ({ body: { collection_id: x.collection, product_id: PRODUCT } }), everyone(refused(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound))),
    ],
  },
  'favorites.collectionShareSendEmail': {
    access: 'object',
    attacks: [
      attack(
        "the designer's collection, emailed to an address of the caller's (the link would open it)",
        (x, c) => ({ body: { collection_id: x.collection, email: `shared-${c.name}@attacker.test`, message: 'Look' } }),
        everyone(refused(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound)),
      ),
    ],
  },
  'favorites.collectionShareList': {
    access: 'public',
    reason: "anyone holding a live emailed link reads the collection's name, who shared it, the message and its products, without any price or customer; no other link opens anything",
    attacks: [
      attack("a link of the designer's collection deleted after it was shared", (x) => ({ body: { token: x.deadShare } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired))),
      attack('a guessed link', () => ({ body: { token: 'kq3v0nB8xZl2YwP4sR7uT1mN9cD6fH5jG0aE3iL8oQw' } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired))),
      attack("the designer's live link: what anyone holding it may see", (x) => ({ body: { token: x.liveShare } }), everyone('answered'), {
        shows: () => ['Vantage Wishlist', 'Vivienne', 'Vantage loft'],
      }),
    ],
  },

  // Members: a company's sub-accounts, for its designer in designer mode.
  'members.list': {
    access: 'own',
    reason: "the members of the caller's own company, whatever company the body names",
    attacks: [
      attack("the members, with the designer's company named in the body", (x) => ({ body: { company_id: x.designer.companyId } }), everyone('answered'), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'members.invite': {
    access: 'own',
    reason: "a new member of the caller's own company, whatever company or inviter the body names",
    attacks: [
      attack(
        "a member sent with the designer's company and the designer as inviter",
        (x, c) => ({ body: { email: `joiner-${c.name}@attacker.test`, first_name: 'Mallory', last_name: 'Joiner', company_id: x.designer.companyId, parent_id: x.designer.id } }),
        everyone('answered'),
      ),
      attack("the email of the designer's member, invited again", (x) => ({ body: { email: x.member.email, first_name: 'Mallory', last_name: 'Taker' } }), everyone(refused(ERR.EMAIL_EXISTS, MESSAGES.emailUsed)), {
        // Section 8: the email is said to be used (as registration says it), nothing more.
        shows: (x) => [x.member.email],
      }),
    ],
  },
  'members.resend': {
    access: 'object',
    attacks: [
      attack("the designer's member, sent a new invitation (its link would replace the member's)", (x) => ({ body: { member_id: x.member.id } }), everyone(refused(MEMBER_ERR.NOT_FOUND, MEMBER_MESSAGES.notFound))),
    ],
  },
  'members.close': {
    access: 'object',
    attacks: [
      attack(
        "the designer's member, closed with its customers and projects passed to the caller",
        (x, c) => ({ body: { member_id: x.member.id, receiver_id: c.account?.id ?? x.designer.id } }),
        everyone(refused(MEMBER_ERR.NOT_FOUND, MEMBER_MESSAGES.notFound)),
      ),
      attack(
        "the caller's own company's member, closed with its customers and projects passed to the designer",
        (x) => ({ body: { member_id: callers.get('sub_account')!.account!.id, receiver_id: x.designer.id } }),
        everyone(refused(MEMBER_ERR.RECEIVER_NOT_FOUND, MEMBER_MESSAGES.receiverNotFound)),
      ),
    ],
  },
  'members.reopen': {
    access: 'object',
    attacks: [attack("the designer's member, reopened", (x) => ({ body: { member_id: x.member.id } }), everyone(refused(MEMBER_ERR.NOT_FOUND, MEMBER_MESSAGES.notFound)))],
  },

  // Cara: every row belongs to one owner (an account, or a guest's GuestUId).
  'cara.ask': {
    access: 'object',
    attacks: [
      attack("the designer's room photo, sent with a question", (x) => ({ body: { text: 'What goes in this room?', file: photoFile(x.designerPhoto) } }), everyone(refused(ERR.NOT_FOUND))),
      attack("the guest's room photo, sent with a question", (x) => ({ body: { text: 'What goes in this room?', file: photoFile(x.guestPhoto) } }), everyone(refused(ERR.NOT_FOUND))),
    ],
  },
  'cara.history': { access: 'own', reason: "the caller's own chat", attacks: [attack('the chat history', () => ({ body: { limit: 50 } }), everyone('answered'), { owner: { as: 'designer', gets: 'answered' } })] },
  'cara.inpaintingSettings': {
    access: 'public',
    reason: "the upload widget's example pictures and settings, the same for everyone Cara serves",
    attacks: [attack('the settings', () => ({}), (c) => caraOwner(c, 'answered'))],
  },
  'cara.inpaintingMessage': {
    access: 'object',
    attacks: [
      attack(
        "the designer's case, rendered again (case_id)",
        (x) => ({ body: { type: 'generate', case_id: x.designerCase, official_picture_id: 'living-room', regions: [REGION], sku_number: [PRODUCT] } }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')),
      ),
      attack(
        "the designer's case, rendered again, sent as a form with a photo",
        (x) => ({
          form: async () => {
            const form = new FormData();
            for (const [name, value] of Object.entries({ type: 'generate', case_id: x.designerCase, regions: JSON.stringify([REGION]), sku_number: PRODUCT })) form.append(name, value);
            form.append('image', new Blob([new Uint8Array(await photoBytes())], { type: 'image/jpeg' }), 'room.jpg');
            return form;
          },
        }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')),
      ),
      attack(
        "the guest's case, rendered again (case_id)",
        (x) => ({ body: { type: 'generate', case_id: x.guestCase, official_picture_id: 'living-room', regions: [REGION], sku_number: [PRODUCT] } }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')),
      ),
      attack(
        "the guest's room photo, by its id",
        (x) => ({ body: { type: 'generate', image_id: x.guestPhoto.image_id, regions: [REGION], sku_number: [PRODUCT] } }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, MESSAGES.fileNotFound)),
      ),
      attack(
        "the designer's room photo, by its code",
        (x) => ({ body: { type: 'generate', image_code: x.designerPhoto.image_code, regions: [REGION], sku_number: [PRODUCT] } }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, CARA_MESSAGES.errorCode)),
      ),
    ],
  },
  'cara.inpainting': {
    access: 'object',
    attacks: [
      attack("the designer's room photo, by its file name", (x) => ({ body: { sku_number: PRODUCT, file_name: photoFile(x.designerPhoto) } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
      attack("the guest's room photo, by its file name", (x) => ({ body: { sku_number: PRODUCT, file_name: photoFile(x.guestPhoto) } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, MESSAGES.fileNotFound))),
    ],
  },
  'cara.caseList': {
    access: 'own',
    reason: "the caller's own cases",
    attacks: [attack('the case list', () => ({ body: { limit: 200 } }), (c) => caraOwner(c, 'answered'), { owner: { as: 'guest', gets: 'answered' } })],
  },
  'cara.caseDetail': {
    access: 'object',
    attacks: [
      attack("the designer's case (opening it would mark its render seen)", (x) => ({ body: { id: x.designerCase } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')), {
        owner: { as: 'designer', gets: 'answered' },
      }),
      attack("the guest's case", (x) => ({ body: { id: x.guestCase } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')), { owner: { as: 'guest', gets: 'answered' } }),
    ],
  },
  'cara.caseNotices': {
    access: 'own',
    reason: "the caller's own settled cases not noticed yet",
    attacks: [attack('the notices of the cases finished while away', () => ({ body: {} }), (c) => caraOwner(c, 'answered'))],
  },
  'cara.caseNoticesSeen': {
    access: 'object',
    attacks: [
      // Answered, marking nothing: the case is another owner's (the owner's own marking is in cara's tests).
      attack("the designer's case marked noticed", (x) => ({ body: { case_id: [x.designerCase] } }), (c) => caraOwner(c, 'answered')),
    ],
  },
  'cara.caseToProject': {
    access: 'object',
    attacks: [
      attack(
        "the designer's case saved into the designer's project",
        (x) => ({ body: { case_id: x.designerCase, render_id: '00000000-0000-4000-8000-00000000c0de', project_id: x.project } }),
        (c) => caraOwner(c, refused(ERR.NOT_FOUND, 'Unknown case')),
      ),
    ],
  },
  'cara.visitorImageByCode': {
    access: 'object',
    attacks: [
      attack("the guest's room photo, by its code", (x) => ({ body: { image_code: x.guestPhoto.image_code } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, CARA_MESSAGES.errorCode)), {
        owner: { as: 'guest', gets: 'answered' },
      }),
      attack("the designer's room photo, by its code", (x) => ({ body: { image_code: x.designerPhoto.image_code } }), (c) => caraOwner(c, refused(ERR.NOT_FOUND, CARA_MESSAGES.errorCode)), {
        owner: { as: 'designer', gets: 'answered' },
      }),
    ],
  },
  'cara.addLog': {
    access: 'own',
    reason: "anyone may log (I9: bounded); a log is the caller's own record",
    attacks: [attack('a log entry', () => ({ body: { type: 'mibd.llm.open', tag1: 'matrix' } }), everyone('answered'))],
  },
  // Payments, checkout and orders.
  'payments.config': {
    access: 'public',
    reason: "the processor's publishable settings from the configuration, the same for every payer",
    attacks: [attack('the payment settings', () => ({}), everyone('answered'))],
  },
  'payments.tokenizeCard': {
    access: 'own',
    reason: 'tokenizes the card the caller types; a token is all it answers',
    attacks: [attack('a test card', () => ({ body: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' } }), everyone('answered'))],
  },
  'payments.tokenizeAch': {
    access: 'own',
    reason: 'tokenizes the bank account the caller types; a token is all it answers',
    attacks: [
      attack(
        'a bank account',
        () => ({ body: { account_number: '000123456789', routing_number: '110000000', account_type: 'checking', holder_type: 'personal', first_name: 'Mallory', last_name: 'Matrix' } }),
        everyone('answered'),
      ),
    ],
  },
  'checkout.stateCountry': {
    access: 'public',
    reason: 'the countries, states and shipping methods, the same for everyone',
    attacks: [attack('the select lists', () => ({ body: { country: 'US' } }), everyone('answered'))],
  },
  'checkout.shippingCost': {
    access: 'own',
    reason: "prices the caller's own cart only; the address is checked first",
    attacks: [attack("the customer's address with another state's zip", () => ({ body: { address: { full_name: 'Mallory', street_address: '9 Vantage Row', city: 'Hudson', state: 'NY', postal: '94103', country: 'US' } } }), everyone(refused(ERR.SHIPPING_COST_FAILED, MESSAGES.shippingCostFailed)))],
  },
  'checkout.summary': {
    access: 'own',
    reason: "sums the caller's own cart only; the address is checked first",
    attacks: [
      attack(
        "the customer's address with another state's zip",
        () => ({ body: { address: { full_name: 'Mallory', street_address: '9 Vantage Row', city: 'Hudson', state: 'NY', postal: '94103', country: 'US' }, shipping_method: 'standard' } }),
        everyone(refused(ERR.SHIPPING_COST_FAILED, MESSAGES.shippingCostFailed)),
      ),
    ],
  },
  'checkout.placeOrder': {
    access: 'object',
    attacks: [
      attack(
        "an order for the designer's customer, under the victim's checkout id",
        (x) => ({
          body: {
            checkout_id: 'victim-order-1',
            address: { full_name: 'Mallory', street_address: '9 Vantage Row', city: 'Hudson', state: 'NY', postal: '12534', country: 'US' },
            contact: { contact_name: 'Mallory', phone: '2125550199', email: 'mallory@matrix.test' },
            shipping_method: 'standard',
            payment_token: 'tok_sb_matrix.forged',
            customer_id: x.customer.id,
          },
        }),
        (c) => (c.account?.kind === 'ffd_shopper' ? refused(ERR.CUSTOMER_NOT_FOUND) : refused(ERR.CERTIFICATE_REQUIRED, MESSAGES.certificateRequired)),
      ),
    ],
  },
  'orders.designerList': {
    access: 'own',
    reason: "the caller's company's orders: filtered by another company's customer, none",
    attacks: [attack("orders for the designer's customer", (x) => ({ body: { customer_id: x.customer.id } }), everyone('answered'))],
  },
  'orders.customerList': {
    access: 'own',
    reason: "the invited customer's own orders only",
    attacks: [attack('my orders', () => ({ body: {} }), everyone('answered'))],
  },
  'orders.ffdList': {
    access: 'own',
    reason: "the outlet shopper's own orders only",
    attacks: [attack('my orders', () => ({ body: {} }), everyone('answered'))],
  },
  'orders.detail': {
    access: 'object',
    attacks: [
      attack("the company's order, by its id", (x) => ({ body: { id: x.order.id } }), everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)), { owner: { as: 'designer', gets: 'answered' } }),
      attack("the company's order, by its number", (x) => ({ body: { number: x.order.number } }), everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)), { owner: { as: 'designer', gets: 'answered' } }),
    ],
  },
  'orders.shippingStatus': {
    access: 'object',
    attacks: [
      // Staff (client agents) move any order's shipping status: asked to keep it where it is, nothing is written.
      attack("the company's order, kept at preparing", (x) => ({ body: { number: x.order.number, status: 'preparing' } }), everyone('answered'), {
        shows: (x) => [x.order.id, x.order.number, x.customer.id, x.customer.email, 'Valentina'],
      }),
    ],
  },
  'orderChanges.list': {
    access: 'object',
    attacks: [attack("the company's order's changes", (x) => ({ body: { number: x.order.number } }), everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)))],
  },
  'orderChanges.request': {
    access: 'object',
    attacks: [
      attack(
        "a contact change of the company's order",
        (x) => ({ body: { number: x.order.number, kind: 'contact', contact: { contact_name: 'Mallory', phone: '2125550199', email: 'mallory@matrix.test' } } }),
        everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)),
      ),
    ],
  },
  'orderChanges.withdraw': {
    access: 'object',
    attacks: [attack('a change by an id', () => ({ body: { id: randomUUID() } }), everyone(refused(ORDER_CHANGE_ERR.NOT_FOUND, ORDER_CHANGE_MESSAGES.notFound)))],
  },
  'orderChanges.productSearch': {
    access: 'object',
    attacks: [attack("products to add to the company's order", (x) => ({ body: { number: x.order.number, keyword: '' } }), everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)))],
  },
  'orderChanges.decide': {
    access: 'object',
    attacks: [attack('a change decided by its reference', () => ({ body: { reference: 'OC999999', decision: 'approve' } }), everyone(refused(ORDER_CHANGE_ERR.NOT_FOUND, ORDER_CHANGE_MESSAGES.notFound)))],
  },
  'orderChanges.supPayment': {
    access: 'object',
    attacks: [attack('a payment link by a made-up token', () => ({ body: { token: 'a'.repeat(43) } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired)))],
  },
  'orderChanges.supPay': {
    access: 'object',
    attacks: [
      attack('a payment by a made-up token', () => ({ body: { token: 'a'.repeat(43), attempt_id: 'attempt-matrix', payment_token: 'tok_sb_matrix.forged' } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired))),
    ],
  },
  // The client agent: the cart and the link name one of the agent's own customers (the agent's own headers sent);
  // the pay page and payment answer a made-up token as an expired link.
  'clientAgent.cart': {
    access: 'object',
    attacks: [attack("the designer's customer's agent cart", (x, c) => ({ body: { customer_id: x.customer.id }, headers: agentHeaders(c) }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)))],
  },
  'clientAgent.cartAdd': {
    access: 'object',
    attacks: [attack("a product added to the designer's customer's agent cart", (x, c) => ({ body: { customer_id: x.customer.id, sku_number: PRODUCT, count: 1 }, headers: agentHeaders(c) }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)))],
  },
  'clientAgent.cartUpdate': {
    access: 'object',
    attacks: [attack("a line of the designer's customer's agent cart changed", (x, c) => ({ body: { customer_id: x.customer.id, sku_number: PRODUCT, count: 2 }, headers: agentHeaders(c) }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)))],
  },
  'clientAgent.cartRemove': {
    access: 'object',
    attacks: [attack("a line of the designer's customer's agent cart removed", (x, c) => ({ body: { customer_id: x.customer.id, sku_number: PRODUCT }, headers: agentHeaders(c) }), everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)))],
  },
  'clientAgent.sendLink': {
    access: 'object',
    attacks: [
      attack(
        "a payment link for the designer's customer",
        (x, c) => ({
          body: { customer_id: x.customer.id, email: `link-${c.name}@attacker.test`, address: { full_name: 'Mallory', street_address: '1 Main St', city: 'New York', state: 'NY', postal: '10001', country: 'US' } },
          headers: agentHeaders(c),
        }),
        everyone(refused(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)),
      ),
    ],
  },
  'clientAgent.cancelLink': {
    access: 'object',
    attacks: [attack('a payment link cancelled by its reference', (_x, c) => ({ body: { reference: 'PL100001' }, headers: agentHeaders(c) }), everyone(refused(ERR.NOT_FOUND, CLIENT_AGENT_MESSAGES.linkNotFound)))],
  },
  'clientAgent.payLink': {
    access: 'object',
    attacks: [attack('a client payment link by a made-up token', () => ({ body: { token: 'a'.repeat(43) } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired)))],
  },
  'clientAgent.payLinkTokenizeCard': {
    access: 'object',
    attacks: [attack('a card tokenized for a made-up link', () => ({ body: { link_token: 'a'.repeat(43), number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired)))],
  },
  'clientAgent.payLinkTokenizeAch': {
    access: 'object',
    attacks: [
      attack('a bank account tokenized for a made-up link', () => ({ body: { link_token: 'a'.repeat(43), account_number: '000123456789', routing_number: '110000000', account_type: 'checking', holder_type: 'personal', first_name: 'Mallory', last_name: 'Planted' } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired))),
    ],
  },
  'clientAgent.payLinkPay': {
    access: 'object',
    attacks: [attack('a client payment by a made-up token', () => ({ body: { token: 'a'.repeat(43), payment_token: 'tok_sb_matrix.forged' } }), everyone(refused(ERR.LINK_EXPIRED, MESSAGES.linkExpired)))],
  },
  'afterSales.contactUs': {
    access: 'public',
    reason: "anyone may write to the site's trade desk; the answer is the new message's own reference, never another's",
    attacks: [
      attack(
        "a message quoting the company's order",
        (x, c) => ({ query: { obtain: 'jc' }, body: { full_name: `Matrix ${c.name}`, email: `matrix-${c.name}@attacker.test`, order_number: x.order.number, comments: 'Where is it?' } }),
        everyone('answered'),
      ),
    ],
  },
  'afterSales.sampleRequest': {
    access: 'public',
    reason: "anyone may ask the site's trade desk for samples; the answer is the new request's own reference, never another's",
    attacks: [
      attack(
        "a sample of the victims' product",
        (_x, c) => ({
          body: { full_name: `Matrix ${c.name}`, items: [{ item_number: PRODUCT, finish_name: 'Walnut' }], company_name: 'Matrix Studio', full_address: '1 Matrix Way, New York', comments: 'Samples' },
        }),
        everyone('answered'),
      ),
    ],
  },
  'serviceRequests.serviceableItems': {
    access: 'own',
    reason: "the caller's company's delivered order lines only: another company's order number answers an empty list",
    attacks: [attack("the delivered items of the company's order", (x) => ({ body: { number: x.order.number } }), everyone('answered'))],
  },
  'serviceRequests.create': {
    access: 'object',
    attacks: [
      attack("a request with the designer's upload as its photo", (x) => ({ body: { order_item_id: randomUUID(), description: 'Cracked', photo_ids: [x.spareAvatar.file_id] } }), everyone(refused(ERR.BAD_REQUEST))),
    ],
  },
  'serviceRequests.list': { access: 'own', reason: "the caller's company's service requests", attacks: [attack('the service requests', () => ({}), everyone('answered'))] },
  'serviceRequests.detail': { access: 'object', attacks: [attack('a service request by its reference', () => ({ body: { reference: 'AS100001' } }), everyone(refused(ERR.NOT_FOUND)))] },
  'serviceRequests.repairBill': {
    access: 'object',
    attacks: [
      attack("a repair bill of the designer's upload", (x) => ({ body: { reference: 'AS100001', file_ids: [x.spareAvatar.file_id], amount: '10' } }), everyone(refused(ERR.BAD_REQUEST))),
    ],
  },
  'serviceRequests.move': {
    access: 'object',
    attacks: [attack('a service request moved by its reference', () => ({ body: { reference: 'AS100001', state: 'waiting_review' } }), everyone(refused(ERR.NOT_FOUND)))],
  },
  'claims.order': {
    access: 'object',
    attacks: [
      attack("the company's order as a claim sees it", (x) => ({ body: { number: x.order.number } }), everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)), { owner: { as: 'designer', gets: 'answered' } }),
    ],
  },
  'claims.create': {
    access: 'object',
    attacks: [
      attack(
        "a claim on the company's order with the designer's upload as its image",
        (x) => ({
          body: {
            order_number: x.order.number,
            kind: 'damage',
            items: [{ item_id: randomUUID(), quantity: 1 }],
            requested_amount: '10',
            contact_name: 'Mallory',
            contact_phone: '2125550199',
            contact_email: 'mallory@matrix.test',
            photos: [x.spareAvatar.file_id],
          },
        }),
        everyone(refused(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)),
      ),
    ],
  },
  'claims.list': { access: 'own', reason: "the caller's company's claims", attacks: [attack('the claims', () => ({}), everyone('answered'))] },
  'claims.detail': { access: 'object', attacks: [attack('a claim by its reference', () => ({ body: { reference: 'CL100001' } }), everyone(refused(ERR.CLAIM_NOT_FOUND, MESSAGES.claimNotFound)))] },
  'claims.state': {
    access: 'object',
    attacks: [attack('a claim moved by its reference', () => ({ body: { reference: 'CL100001', state: 'in_review' } }), everyone(refused(ERR.CLAIM_NOT_FOUND, MESSAGES.claimNotFound)))],
  },
  // Staff's after-sales desk: client agents only (the entries' kinds); the victims have no claim or request, so the
  // lists answer empty and one by its reference reads as missing.
  'claims.staffList': { access: 'object', attacks: [attack("every account's claims", () => ({ body: { page: 1 } }), everyone('answered'))] },
  'claims.staffDetail': { access: 'object', attacks: [attack('a claim by its reference', () => ({ body: { reference: 'CL100001' } }), everyone(refused(ERR.CLAIM_NOT_FOUND, MESSAGES.claimNotFound)))] },
  'serviceRequests.staffList': { access: 'object', attacks: [attack("every account's service requests", () => ({ body: { page: 1 } }), everyone('answered'))] },
  'serviceRequests.staffDetail': { access: 'object', attacks: [attack('a service request by its reference', () => ({ body: { reference: 'AS100001' } }), everyone(refused(ERR.NOT_FOUND)))] },
  'activity.userLog': {
    access: 'own',
    reason: "the caller's own navigation, written under its own guest id and account; nothing is read back",
    attacks: [attack('a navigation', () => ({ query: { current_page: '/productList', last_page: '/home' } }), everyone('answered'))],
  },
} satisfies Record<OperationId, Row>;

const ROWS: Readonly<Record<OperationId, Row>> = MATRIX;
const ENTRIES = endpointEntries();

/** What `caller` must get from `attack` on `endpoint`: the call's gate first, then the row's answer. */
function expectedOf(endpoint: Endpoint, attack: Attack, caller: Caller): Outcome {
  return gate(endpoint, caller) ?? attack.expect(caller);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  api = await startTestApi({
    // No render worker: cases stay as they are. Sign-in back-off and message pauses are tested elsewhere; here every
    // caller's attempt meets the same rule.
    CARA_JOB_CONCURRENCY: '0',
    // The embedded Rowe sign-in is on, so its calls are tried too (the development mailbox stays off: I1).
    DEV_ROWE_SIGN_IN: 'on',
    LOGIN_FREE_FAILURES: '1000',
    LOGIN_DAILY_LIMIT: '1000',
    SEND_COOLDOWN_SECONDS: '0',
    SEND_DAILY_LIMIT: '1000',
    SEND_CLIENT_DAILY_LIMIT: '1000',
  });
  await insertProducts(api.services, [
    { skuNumber: PRODUCT, brandId: 'ca', stock: 50 },
    { skuNumber: OUTLET_PRODUCT, brandId: 'ol', name: 'Outlet Lamp', category: 'Lamps', stock: 50 },
  ]);
  v = await setUpVictims();

  // The attackers: an account of every kind, outside the victims' company (a sub-account and an invited customer
  // of their own designer's company), a guest and an anonymous caller.
  const atlas = await createAccount(api.services, { kind: 'designer', email: 'atlas-owner@atlas.test', companyName: 'Atlas Studio' });
  const [atlasRow] = await api.services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, atlas.id));
  for (const [i, name] of CALLERS.entries()) {
    const address = `198.51.100.${i + 10}`;
    if (name === 'guest' || name === 'anonymous') {
      const guestId = name === 'guest' ? '1700000000000attackerguestabcdefghijklmnop' : null;
      callers.set(name, { name, account: null, guestId, address, draft: guestId && (await ownDraft(guestId)) });
      continue;
    }
    const kind = name;
    const made =
      kind === 'designer'
        ? atlas
        : await createAccount(api.services, {
            kind,
            email: `${kind.replace('_', '-')}@attacker.test`,
            companyName: kind === 'dealer' ? 'Delta Dealers' : undefined,
            parentId: kind === 'customer' || kind === 'sub_account' ? atlas.id : undefined,
            agentCode: kind === 'client_agent' ? 'AG-MX' : undefined,
          });
    if (kind === 'sub_account') await api.services.db.update(accounts).set({ companyId: atlasRow!.companyId }).where(eq(accounts.id, made.id));
    const { token } = await openSession(api.services, { id: made.id, kind }, kind === 'ffd_shopper' ? 'ol' : 'hom');
    const guestId = `1700000000000${kind.replace('_', '')}browserabcdefghijklmnop`;
    callers.set(name, { name, account: { id: made.id, kind, token, mode: richestMode(kind) }, guestId, address, draft: await ownDraft(guestId) });
  }

  markers = [
    v.designer.email,
    v.invitedCustomer.email,
    v.member.email,
    v.shopper.email,
    v.customer.email,
    v.designer.id,
    v.invitedCustomer.id,
    v.member.id,
    v.shopper.id,
    v.customer.id,
    'Vivienne',
    'Veradine',
    'Vesper',
    'Vanceline',
    'Valentina',
    'Vantage Interiors',
    'Vantage loft',
    'Verbena',
    v.designer.phone,
    v.designerLine,
    v.shopperLine,
    v.project,
    v.projectItem,
    'Vantage Penthouse',
    v.designerPhoto.image_id,
    v.designerPhoto.filename,
    `"${v.designerPhoto.image_code}"`,
    v.guestPhoto.image_id,
    v.guestPhoto.filename,
    `"${v.guestPhoto.image_code}"`,
    v.designerRender,
    v.guestRender,
    v.draft,
    v.certificate.file_id,
    v.billAddress,
    'Verdigris',
    v.accountCertificate,
    'VR-4471',
    v.spareAvatar.file_id,
    v.spareCertificate.file_id,
    v.collection,
    'Vantage Wishlist',
    'vesna@client.test',
    v.order.id,
    v.order.number,
  ];
}, 180_000);
afterAll(() => api?.close());

describe('the matrix covers every call', () => {
  it('has a row for every call of the endpoint table, and for every call the api registered', () => {
    const registered = api.services.routes.map((endpoint) => ENTRIES.find((e) => e.endpoint === endpoint)?.operationId ?? `${endpoint.method} ${endpoint.path}`);
    const rows = Object.keys(ROWS);
    expect(registered.filter((id) => !rows.includes(id))).toEqual([]);
    expect(ENTRIES.map((e) => e.operationId).filter((id) => !rows.includes(id))).toEqual([]);
    for (const id of rows) expect(ROWS[id as OperationId].attacks.length, id).toBeGreaterThan(0);
  });

  it('tries every account kind the api knows, a guest and an anonymous caller', () => {
    expect([...callers.keys()]).toEqual([...ACCOUNT_KINDS, 'guest', 'anonymous']);
  });
});

const cases = ENTRIES.flatMap(({ operationId, endpoint }) => {
  const row = ROWS[operationId];
  const label = row.access === 'object' ? 'refused' : `${row.access}: ${row.reason}`;
  return row.attacks.map((a) => ({ name: `${operationId} (${label}): ${a.what}`, operationId, endpoint, attack: a }));
});

describe("every call, by every caller, against someone else's objects", () => {
  it.each(cases)('$name', async ({ endpoint, attack: a }) => {
    const before = await victimRows();
    const got: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const caller of callers.values()) {
      const expected = expectedOf(endpoint, a, caller);
      const token = a.freshSession && caller.account ? (await openSession(api.services, caller.account, 'hom')).token : caller.account?.token;
      const answer = await send(endpoint, caller, a.request(v, caller), token);
      got[caller.name] = outcomeOf(answer, expected, a.shows?.(v) ?? []);
      wanted[caller.name] = show(expected);
    }
    expect(got).toEqual(wanted);
    expect(await victimRows()).toEqual(before);
  });
});

describe('the attacks name real objects: their owner gets what everyone else was refused', () => {
  const owned = cases.filter((c) => c.attack.owner);
  it.each(owned)('$name', async ({ endpoint, attack: a }) => {
    const owner: Caller =
      a.owner!.as === 'designer'
        ? { name: 'designer', account: { id: v.designer.id, kind: 'designer', token: v.designer.token, mode: 'mibd_designer' }, guestId: '1700000000000victimdesignerbrowserabcdefghij', address: '192.0.2.100', draft: null }
        : { name: 'guest', account: null, guestId: VICTIM_GUEST, address: '192.0.2.200', draft: v.draft };
    const answer = await send(endpoint, owner, a.request(v, owner));
    const seen = outcomeOf(answer, a.owner!.gets, markers);
    expect(seen).toBe(show(a.owner!.gets));
    // The owner's answer holds the object the others were refused.
    expect(markers.some((m) => answer.text.includes(m)) || answer.type.startsWith('image/')).toBe(true);
  });

  it("the designer's cart, customers, project, favorites and chat are all still there, as the designer reads them", async () => {
    const designer: Caller = { name: 'designer', account: { id: v.designer.id, kind: 'designer', token: v.designer.token, mode: 'mibd_designer' }, guestId: null, address: '192.0.2.100', draft: null };
    const cart = JSON.parse((await send(CART_CALLS.list, designer, {})).text) as { val: { list: Array<{ id: string; count: number }> } };
    expect(cart.val.list).toEqual([expect.objectContaining({ id: v.designerLine, count: 2 })]);
    const list = JSON.parse((await send(CUSTOMER_CALLS.list, designer, { body: {} })).text) as { val: { list: Array<{ id: string }> } };
    expect(list.val.list.map((c) => c.id)).toEqual([v.customer.id]);
    const project = JSON.parse((await send(PROJECT_CALLS.detail, designer, { body: { project_id: v.project } })).text) as { val: { items: Array<{ id: string; count: number }> } };
    expect(project.val.items).toEqual([expect.objectContaining({ id: v.projectItem, count: 3 })]);
    const liked = JSON.parse((await send(FAVORITE_CALLS.list, designer, { body: { customer_id: v.customer.id } })).text) as { val: { list: Array<{ sku_number: string }> } };
    expect(liked.val.list.map((c) => c.sku_number)).toEqual([PRODUCT]);
    const history = (await send(CARA_CALLS.history, designer, { body: {} })).text;
    expect(history).toContain('Vantage loft');
  });
});
