import { CUSTOMIZABLE_NONE, DEFAULT_ADD_TYPE, PRODUCT_STATUS } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The one database schema. Migrations under `migrations/` are generated from it (`pnpm --filter api db:generate`)
 * and applied at start, on PGlite and on Postgres alike.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A trade company (designer firm or dealer): the registration's business information. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessName: text('business_name').notNull(),
    /** Lowercased, spaces collapsed: one company per name ('The company is already registered'). */
    nameKey: text('name_key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('applied'),
    /** Company max activated accounts (sub-account invitations stop there). */
    maxActiveAccounts: integer('max_active_accounts').notNull().default(5),
    createdAt: created(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.nameKey)],
);

/** Every person who signs in: designers, sub-accounts, invited customers, dealers, client agents, FFD shoppers. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('applied'),
    companyId: uuid('company_id').references(() => companies.id),
    /** The designer who invited a customer, or the company admin who invited a sub-account. */
    parentId: uuid('parent_id'),
    /** Lowercased email; the login name unless `username` is set. */
    email: text('email').notNull(),
    username: text('username'),
    /** Ten digits, no formatting. */
    phone: text('phone'),
    /**
     * When a code sent to `phone` proved it (security finding L4). Until then the phone is the account's contact
     * only: no login name, no SMS login code, and it does not keep the number from anyone who proves it.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** 'password' or 'phone': how the account registered (phone accounts log in with an SMS code). */
    signupChannel: text('signup_channel').notNull().default('password'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    headImg: text('head_img').notNull().default(''),
    /** The account's about-me text (account settings). */
    aboutMe: text('about_me').notNull().default(''),
    /** A trade account's tier (spec section 3: Bronze ... Premier) and price label; the trade team sets them. */
    tier: text('tier').notNull().default('Bronze'),
    priceLabel: text('price_label').notNull().default('Retail 50'),
    /** The brand the account belongs to ('ol' for FFD shoppers); null for the trade family. */
    brand: text('brand'),
    /** Client agents: the code sent as agent_user_code. */
    agentCode: text('agent_code'),
    roweId: text('rowe_id'),
    createdAt: created(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Sub-accounts: when the newest invitation was sent (a resend moves it). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_email').on(t.email),
    uniqueIndex('accounts_username').on(t.username),
    // One account per proven phone; an unproven one may stand on several accounts (L4).
    uniqueIndex('accounts_phone').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    uniqueIndex('accounts_rowe_id').on(t.roweId),
    index('accounts_company').on(t.companyId),
    index('accounts_parent').on(t.parentId),
  ],
);

/** Sessions: the token is random (256 bits) and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    mode: text('mode').notNull(),
    brand: text('brand').notNull(),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account').on(t.accountId)],
);

/** One-time emailed links: activation, set password, invitations, Rowe linking. Only the hash is stored. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('link_tokens_account').on(t.accountId)],
);

/** Verification codes sent by SMS or email (login, registration); the code is stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: bytea('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target').on(t.target, t.purpose)],
);

/** Registrations in progress and submitted: each step's answers, until staff approve. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    state: text('state').notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    companyId: uuid('company_id').references(() => companies.id),
    accountId: uuid('account_id').references(() => accounts.id),
    createdAt: created(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('registrations_email').on(t.email)],
);

/** Stored files (certificates, photos): server-generated keys, checked type, owner. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    purpose: text('purpose').notNull(),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id),
    registrationId: uuid('registration_id').references(() => registrations.id),
    /** Who may touch it before an account exists: the uploader's guest id. */
    guestId: text('guest_id'),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: created(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_storage_key').on(t.storageKey),
    index('files_registration').on(t.registrationId),
    // The visitors' uploads no registration took, by age: what the sweep removes after UPLOAD_DRAFT_TTL_HOURS.
    index('files_drafts')
      .on(t.createdAt)
      .where(sql`${t.ownerAccountId} is null and ${t.registrationId} is null and ${t.deletedAt} is null and ${t.guestId} is not null`),
  ],
);

/** Every email and SMS goes here first; a transport delivers it (SMTP when configured) and marks it sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Links the message carries, so people and tests can follow them. */
    links: jsonb('links').$type<Array<{ label: string; url: string }>>().notNull().default([]),
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Not before this time: the back-off after a failure, or the lease while one process delivers it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('outbox_recipient').on(t.recipient, t.createdAt), index('outbox_status').on(t.status).where(sql`status = 'pending'`)],
);

/** Fixed-window counters for rate limits (per day, per key), shared by every api process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window').on(t.windowStart)],
);

/**
 * Holds on a key until a time, shared by every api process: the back-off of failed sign-ins (with the failures
 * that set it) and the pause between two messages to one recipient.
 */
export const throttleHolds = pgTable(
  'throttle_holds',
  {
    key: text('key').primaryKey(),
    /** Failed attempts in the current run (a run is forgotten after a quiet day). */
    failures: integer('failures').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** No attempt (or message) on this key before this time. */
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_holds_last_at').on(t.lastAt)],
);

/**
 * Where an account signed in from (a client address, or a browser's GuestUId): such a client keeps signing in
 * while strangers' failures hold the account back, and is the recipient's own when it asks for a code.
 */
export const signInClients = pgTable(
  'sign_in_clients',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.client] })],
);

/** Rowe accounts known to the linking flow (the embedded Rowe sign-in keeps its users here). */
export const roweUsers = pgTable('rowe_users', {
  roweId: text('rowe_id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
});


/** Full-text vectors are filled by Postgres itself (a generated column); see the catalog migration. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalog: one row per SKU, for every brand (brand_id ca, art, jc, rowe, hom for the hub, ol for the FFD outlet).
 * Prices are integer cents. `search_text` is what search reads (name, brand, style, portfolio, room, category,
 * materials, finish, sku); `search_vector` its full-text form, generated by the database.
 */
export const products = pgTable(
  'products',
  {
    skuNumber: text('sku_number').primaryKey(),
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    style: text('style').notNull(),
    portfolio: text('portfolio').notNull(),
    space: text('space').notNull(),
    category: text('category').notNull(),
    /** The drawing the images show (sofa, chair, bed, table, ...). */
    shape: text('shape').notNull(),
    materials: text('materials').notNull(),
    finish: text('finish').notNull(),
    /** #rrggbb: the finish colour the images are drawn in. */
    finishColor: text('finish_color').notNull(),
    description: text('description').notNull(),
    specifications: jsonb('specifications').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    /** Inches. */
    width: integer('width').notNull(),
    length: integer('length').notNull(),
    height: integer('height').notNull(),
    msrpCents: integer('msrp_cents').notNull(),
    designerCents: integer('designer_cents').notNull(),
    promotionalCents: integer('promotional_cents'),
    consumerCents: integer('consumer_cents').notNull(),
    /** Retail 50, Retail 50/20, Retail 50/30, Stocking Dealer. */
    priceLabel: text('price_label').notNull(),
    /** PRODUCT_STATUS: 1 on sale, 2 unavailable. */
    status: integer('status').notNull().default(PRODUCT_STATUS.ON_SALE),
    stock: integer('stock').notNull().default(0),
    futureStock: integer('future_stock').notNull().default(0),
    backorderQuantity: integer('backorder_quantity').notNull().default(0),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }),
    /** 0 not customizable (CUSTOMIZABLE_NONE); 1, 2, 3 customized; 4 COM (spec section 3). */
    customizableType: integer('customizable_type').notNull().default(CUSTOMIZABLE_NONE),
    /** How many views (images) the product has. */
    views: integer('views').notNull().default(3),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** A stable popularity rank for the default sort. */
    rank: integer('rank').notNull().default(0),
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    createdAt: created(),
  },
  (t) => [
    index('products_brand_rank').on(t.brandId, t.rank, t.skuNumber),
    index('products_space').on(t.space),
    index('products_category').on(t.category),
    index('products_consumer').on(t.consumerCents),
    index('products_search_vector').using('gin', t.searchVector),
    // List orders that end with the SKU (stable pages) read in index order on sites showing several brands.
    index('products_rank_sku').on(t.rank, t.skuNumber),
    index('products_created_sku').on(t.createdAt, t.skuNumber),
    index('products_name_sku').on(t.name, t.skuNumber),
    // A room's or a category's page in rank or price order, on the hub and on a brand's own site (at 100k products
    // a category by price read 6k rows and sorted them: 87 ms; 1 ms in index order).
    index('products_space_rank').on(t.space, t.rank, t.skuNumber),
    index('products_category_rank').on(t.category, t.rank, t.skuNumber),
    index('products_category_consumer').on(t.category, t.consumerCents, t.skuNumber),
    index('products_brand_category_rank').on(t.brandId, t.category, t.rank, t.skuNumber),
    index('products_brand_category_consumer').on(t.brandId, t.category, t.consumerCents, t.skuNumber),
    index('products_space_name').on(t.space, t.name, t.skuNumber),
  ],
);

/**
 * The distinct words of the catalog's search text, kept by a trigger on products (see the migration): search
 * corrects a typo to the catalog's own words by trigram similarity on this small table, then matches them through
 * the full-text index, instead of comparing trigrams against every product's long search text.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * The catalog's version: one row (id 1), raised by a trigger on products with every statement that inserts, updates,
 * deletes or truncates products, in that statement's transaction (see the migration). A query that reads it along
 * with products knows which catalog it saw: the api keeps facet counts and sections with the version they were read
 * at, and reads them again once it sees a newer one.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Kits: a kit SKU includes component SKUs (its "kit includes"; each component's "component of kit"). */
export const productKits = pgTable(
  'product_kits',
  {
    kitSku: text('kit_sku')
      .notNull()
      .references(() => products.skuNumber),
    componentSku: text('component_sku')
      .notNull()
      .references(() => products.skuNumber),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kitSku, t.componentSku] }), index('product_kits_component').on(t.componentSku)],
);

/**
 * Cart lines of an account (the rest of the cart comes later). One line per SKU and customizable type. A line keeps
 * no price: every price shown or charged is read from the product, for the caller's mode (I2).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    count: integer('count').notNull(),
    customizableType: integer('customizable_type').notNull().default(CUSTOMIZABLE_NONE),
    /** add_type of the add call (4 = from Cara, else DEFAULT_ADD_TYPE) and its ai_source. */
    addType: integer('add_type').notNull().default(DEFAULT_ADD_TYPE),
    aiSource: text('ai_source'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_account_sku').on(t.accountId, t.skuNumber, t.customizableType), index('cart_lines_account').on(t.accountId)],
);

export const schema = { companies, accounts, sessions, linkTokens, verificationCodes, registrations, files, outbox, rateLimits, throttleHolds, signInClients, roweUsers, products, productKits, cartLines };

/**
 * The customers a designer keeps (spec section 3: the customer form). They belong to the designer's company, so
 * every account of the company sees them; an account with no company keeps its own. One email per owner.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company the customer belongs to, or the creating account when it has no company. */
    ownerId: uuid('owner_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lowercased. */
    email: text('email').notNull(),
    /** Ten digits, no formatting; empty when not given. */
    phone: text('phone').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postal: text('postal').notNull().default(''),
    country: text('country').notNull().default(''),
    /** The invited customer's own account, once the customer has one: what that account reads as its own. */
    accountId: uuid('account_id').references(() => accounts.id),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('customers_owner_email').on(t.ownerId, t.email),
    index('customers_owner_name').on(t.ownerId, t.firstName, t.lastName),
    // One customer row per invited account.
    uniqueIndex('customers_account').on(t.accountId),
  ],
);

/**
 * A customer's projects (spec sections 2, 3 and 5): named lists of products with quantities. They belong to the
 * customer's owner (the company, or the account with no company), so every account of the company reaches them.
 * A name is unique per customer whatever its case: the index settles two creations at once.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner of the project's customer (see customers.owner_id). */
    ownerId: uuid('owner_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Trimmed, at most PROJECT_NAME_MAX characters. */
    name: text('name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: created(),
    /** The last change to the project or to its items. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('projects_customer_name').on(t.customerId, sql`lower(${t.name})`), index('projects_owner_updated').on(t.ownerId, t.updatedAt)],
);

/** The items of a project: one per SKU and customizable type, with the quantity kept. No price: prices are the catalog's. */
export const projectItems = pgTable(
  'project_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    /** 0 not customizable; 4 COM (spec section 3). */
    customizableType: integer('customizable_type').notNull().default(CUSTOMIZABLE_NONE),
    count: integer('count').notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_items_project_sku').on(t.projectId, t.skuNumber, t.customizableType)],
);

/** Room renders kept in a project (saved from a visualization's details): a render is in a project once. */
export const projectRenders = pgTable(
  'project_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The case and render it came from (cara_renders), and its pictures (private files of the render's owner). */
    caseId: integer('case_id').notNull(),
    renderId: uuid('render_id').notNull(),
    highFileId: uuid('high_file_id')
      .notNull()
      .references(() => files.id),
    lowFileId: uuid('low_file_id')
      .notNull()
      .references(() => files.id),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: created(),
  },
  (t) => [uniqueIndex('project_renders_project_render').on(t.projectId, t.renderId)],
);

/**
 * Favorite products: a customer's (kept by the designer's company, and by the invited customer), or an account's own
 * list. Exactly one of customer_id and account_id is set; a product is in a list once.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('favorites_customer_sku').on(t.customerId, t.skuNumber),
    uniqueIndex('favorites_account_sku').on(t.accountId, t.skuNumber),
    check('favorites_one_list', sql`(${t.customerId} is null) <> (${t.accountId} is null)`),
  ],
);

/**
 * Collections (spec sections 2 and 7: "favorites with wishlist sharing"): an account's named lists of products,
 * optionally kept for one of its company's customers. A name is unique per account whatever its case: the index
 * settles two creations at once.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The customer the collection is kept for; the collection stays, for no one, when the customer goes. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Trimmed, at most COLLECTION_NAME_MAX characters. */
    name: text('name').notNull(),
    createdAt: created(),
    /** The last change to the collection or to its products. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_account_name').on(t.accountId, sql`lower(${t.name})`), index('collections_account_updated').on(t.accountId, t.updatedAt)],
);

/** The products of a collection: a product is in a collection once. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.skuNumber] })],
);

/**
 * The links a collection was shared with by email: only the token's hash is kept; a link opens the collection until
 * it expires, or until the collection is deleted (its shares go with it).
 */
export const collectionShares = pgTable(
  'collection_shares',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    recipient: text('recipient').notNull(),
    /** The message sent with the link (trimmed; may be empty). */
    message: text('message').notNull().default(''),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('collection_shares_collection').on(t.collectionId)],
);

// ---------------------------------------------------------------------------------------------
// Cara: the chat assistant and its room renders. Every row belongs to an owner: `owner_key` is `a:<account id>` for
// an account, `g:<guest id>` for a visitor; nobody reads another owner's rows.

/** Chat history: the user's questions and Cara's answers (with what their markers carried, in `payload`). */
export const caraMessages = pgTable(
  'cara_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKey: text('owner_key').notNull(),
    /** 'AI' for answers, else the user's id (account id or guest id). */
    sender: text('sender').notNull(),
    /** Message kind 1 to 8 (spec section 3). */
    kind: integer('kind').notNull(),
    text: text('text').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('cara_messages_owner_time').on(t.ownerKey, t.createdAt)],
);

/** Room photos: a stored file, its size and the 6-character code (lowercase) its owner can use later. */
export const caraPhotos = pgTable(
  'cara_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKey: text('owner_key').notNull(),
    code: text('code').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('cara_photos_code').on(t.code), index('cara_photos_owner').on(t.ownerKey, t.createdAt)],
);

/** AI cases: a render of products into a room photo. status: 1 in progress, 2 done, negative failed. */
export const caraCases = pgTable(
  'cara_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKey: text('owner_key').notNull(),
    status: integer('status').notNull().default(1),
    /** 1, 2 upload photo; 3 scheme details; 4, 5 chat. */
    source: integer('source').notNull(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => caraPhotos.id),
    /** The areas of the newest render and the SKUs placed in them (in order). */
    regions: jsonb('regions').$type<Array<{ width: number; height: number; top: number; left: number }>>().notNull().default([]),
    skuNumbers: jsonb('sku_numbers').$type<string[]>().notNull().default([]),
    /** Why the render failed (failed cases). */
    notice: text('notice'),
    /** The client address of a guest's case (its renders in progress are capped per address too); null for accounts. */
    clientKey: text('client_key'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was told the case settled (a live notice, the notice at the next visit, or its details opened). */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('cara_cases_owner').on(t.ownerKey, t.id),
    index('cara_cases_owner_status').on(t.ownerKey, t.status),
    index('cara_cases_client_status').on(t.clientKey, t.status),
  ],
);

/** Finished renders of a case: high and low definition pictures (private files). */
export const caraRenders = pgTable(
  'cara_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: integer('case_id')
      .notNull()
      .references(() => caraCases.id),
    /** The job that made it: one render per job, whatever happens to the worker. */
    jobId: uuid('job_id').notNull(),
    highFileId: uuid('high_file_id')
      .notNull()
      .references(() => files.id),
    lowFileId: uuid('low_file_id')
      .notNull()
      .references(() => files.id),
    skuNumbers: jsonb('sku_numbers').$type<string[]>().notNull().default([]),
    createdAt: created(),
    /** When the owner first saw it in a case detail (is_update 1 until then). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [index('cara_renders_case').on(t.caseId, t.createdAt), uniqueIndex('cara_renders_job').on(t.jobId)],
);

/**
 * The durable job queue of the renders: a worker claims a due job with `for update skip locked`, holding it for a
 * lease (`lease_until`, `lease_token`); a job whose lease ran out (its worker stopped) is claimed again. Completion
 * checks the lease token in the same transaction that stores the result, so a job completes once.
 * status: pending, running, done, failed.
 */
export const caraJobs = pgTable(
  'cara_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    caseId: integer('case_id').references(() => caraCases.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    lastError: text('last_error'),
    createdAt: created(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cara_jobs_due').on(t.status, t.runAfter), index('cara_jobs_case').on(t.caseId)],
);

/** add_log events of the chat and the upload widget (spec section 7). */
export const caraLogs = pgTable(
  'cara_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKey: text('owner_key').notNull(),
    type: text('type').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    data1: jsonb('data1'),
    data2: jsonb('data2'),
    createdAt: created(),
  },
  (t) => [index('cara_logs_type_time').on(t.type, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Account settings: the account's own bill addresses and reseller certificates.

/** An account's bill addresses (spec sections 5 and 9: at most 10); one of them, while it has any, is the default. */
export const billAddresses = pgTable(
  'bill_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    /** The country's key (US, CA, MX) and its state's or province's key. */
    country: text('country').notNull(),
    state: text('state').notNull(),
    postal: text('postal').notNull(),
    /** Ten digits, or empty. */
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_addresses_account').on(t.accountId, t.createdAt),
    // One default per account: the index settles two changes at once.
    uniqueIndex('bill_addresses_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Reseller certificates an account put on file from its settings: a `certificate` upload of its own and what it
 * certifies. Those sent with the registration stay where the registration put them (files of the account that a
 * registration holds) and are listed beside these.
 */
export const accountCertificates = pgTable(
  'account_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    resellerNumber: text('reseller_number').notNull().default(''),
    stateOfRegistration: text('state_of_registration').notNull().default(''),
    salesTaxNumber: text('sales_tax_number').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('account_certificates_file').on(t.fileId), index('account_certificates_account').on(t.accountId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Coupons (spec sections 3, 5, 8 and 9: one coupon per order).

/**
 * A coupon: a percent or a fixed amount off the order's subtotal, with a minimum subtotal, an optional site brand it is
 * valid on (null: every site), a validity window and usage limits overall and per account. `timesUsed` counts the
 * redemptions; it only rises through a conditional update that holds the coupon's row, so it never passes the limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as it is matched. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** Whole percent (1 to 100) for a percent coupon; cents for a fixed amount. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    /** The site brand code the coupon is valid on; null for every site. */
    brand: text('brand'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Redemptions allowed in all (null: no limit) and per account. */
    usageLimit: integer('usage_limit'),
    perAccountLimit: integer('per_account_limit').notNull().default(1),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('coupons_code').on(t.code),
    check('coupons_kind', sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0)`),
    check('coupons_used_within_limit', sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`),
    check('coupons_per_account', sql`${t.perAccountLimit} >= 1`),
  ],
);

/**
 * A coupon used on an order. `seq` is the coupon's n-th use and `accountSeq` the account's n-th use of it: both unique,
 * so two orders can never take the same place under the limits; `orderId` is unique, so an order carries one coupon.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: text('order_id').notNull(),
    seq: integer('seq').notNull(),
    accountSeq: integer('account_seq').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order').on(t.orderId),
    uniqueIndex('coupon_redemptions_seq').on(t.couponId, t.seq),
    uniqueIndex('coupon_redemptions_account_seq').on(t.couponId, t.accountId, t.accountSeq),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders and payments: the order with its items, the charges ledger, and the embedded payment sandbox's own record.

/**
 * An order (spec section 3). It is written 'pending' with its items and the stock they take in one transaction,
 * before its charge; the charge's success makes it 'placed', a decline makes it 'void' and gives the stock back
 * (docs/decisions/024-pay-then-order.md). Only placed orders are ever listed or shown. `status` is the least
 * advanced shipping status of its items (preparing, ready_to_ship, shipped, delivered).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number is read from this (SO100001, ...). */
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** The company of the account that placed it, or the account when it has no company (whose orders a caller reaches). */
    ownerId: uuid('owner_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The designer's customer the order is for (the CheckoutCust choice), if any. */
    customerId: uuid('customer_id').references(() => customers.id),
    /** 'trade' or 'ffd' (the outlet). */
    channel: text('channel').notNull(),
    /** The site it was placed on (the brand code of `obtain`). */
    brand: text('brand').notNull(),
    /** pending, placed, void. */
    state: text('state').notNull().default('pending'),
    status: text('status').notNull().default('preparing'),
    /** The account's checkout attempt: one order per attempt, whatever the retries. */
    checkoutKey: text('checkout_key').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    /** Cents. */
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What is paid at order (the designer's 50%, or all of it), the card fee on it, and what is left to pay. */
    dueNowCents: integer('due_now_cents').notNull(),
    cardFeeCents: integer('card_fee_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull(),
    /** How it was paid: method, brand, funding, last4, expiry (never a card or account number). */
    payment: jsonb('payment').$type<Record<string, string>>().notNull(),
    trackingSupplier: text('tracking_supplier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** When staff approved its cancellation (an order change); null while it stands. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: created(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_serial').on(t.serial),
    uniqueIndex('orders_checkout').on(t.accountId, t.checkoutKey),
    index('orders_owner_placed').on(t.ownerId, t.state, t.placedAt),
    index('orders_customer').on(t.customerId, t.state),
    index('orders_pending').on(t.state, t.createdAt),
  ],
);

/** The lines of an order, priced from the catalog when it was paid; each with its shipping status. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    name: text('name').notNull(),
    brandId: text('brand_id').notNull(),
    customizableType: integer('customizable_type').notNull().default(CUSTOMIZABLE_NONE),
    count: integer('count').notNull(),
    /** Units taken from stock and from backorders (what a void gives back). */
    fromStock: integer('from_stock').notNull(),
    fromBackorder: integer('from_backorder').notNull(),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    shippingStatus: text('shipping_status').notNull().default('preparing'),
    /** When it was marked delivered (the claim windows of section 9 count from it). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/**
 * The charges ledger: one row per idempotency key (derived from the checkout attempt), so a retried or
 * double-clicked payment is one charge. status: pending (sent or about to be), succeeded, declined, refunded.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** The processor's token of the payment method; never a card or account number. */
    token: text('token').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    providerChargeId: text('provider_charge_id'),
    failure: text('failure'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_charges_idempotency').on(t.idempotencyKey), index('payment_charges_order').on(t.orderId)],
);

/**
 * The refunds of the charges ledger: one row per refund idempotency key (the unique index), written before the
 * processor is asked, its amount fixed then (a retry asks the same refund again and never another). status: pending
 * (asked, or about to be: its amount is held from the charge), succeeded (counted once in the charge's
 * refunded_cents, in the transaction that marks it so).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => paymentCharges.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency').on(t.idempotencyKey),
    index('payment_refunds_charge').on(t.chargeId),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The embedded payment sandbox's own record, as a processor keeps it: each charge and refund under its idempotency
 * key, with the outcome decided when it was first asked for (a repeat answers the same, and never charges twice).
 */
export const paymentSandboxOperations = pgTable('payment_sandbox_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  /** charge or refund. */
  kind: text('kind').notNull(),
  operationId: text('operation_id').notNull(),
  token: text('token').notNull(),
  /** The charge a refund is of. */
  chargeId: text('charge_id'),
  amountCents: integer('amount_cents').notNull(),
  /** succeeded or declined. */
  status: text('status').notNull(),
  declineCode: text('decline_code'),
  createdAt: created(),
});

// ---------------------------------------------------------------------------------------------
// After-sales forms that need no order: contact us and the sample request (spec sections 3, 5 and 8).

/**
 * A contact-us message or a sample request, as it was sent: the site it came from (the brand code of `obtain`), the
 * account when signed in, who sent it, and the form's fields as the api checked them. `outboxId` is the email to the
 * site's trade desk, written in the same transaction. `reference` is what the desk and the sender quote (CU100001,
 * SR100001: the kind's letters and the serial).
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** contact or sample. */
    kind: text('kind').$type<'contact' | 'sample'>().notNull(),
    brand: text('brand').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    fullName: text('full_name').notNull(),
    /** The sender's email, lowercased; empty when a sample request gave none. */
    email: text('email').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The client address the request came from (the throttles' key), kept for abuse reports. */
    clientAddress: text('client_address').notNull().default(''),
    outboxId: uuid('outbox_id').references(() => outbox.id),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('after_sales_requests_serial').on(t.serial),
    index('after_sales_requests_kind').on(t.kind, t.brand, t.createdAt),
    index('after_sales_requests_account').on(t.accountId, t.createdAt),
    check('after_sales_requests_kind_known', sql`${t.kind} in ('contact', 'sample')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// After the order: claims, service requests (with their repair bills) and order changes (spec sections 2, 3, 4, 5, 9).

/**
 * A claim against a delivered order (spec sections 3, 5 and 9): what was wrong (`kind`: damage, concealed, shortage,
 * invoice; each with its window after delivery), the order's lines claimed with their quantities, the amount asked
 * for, the claims contact, and the photos (files of purpose `service`). `reference` is CL + serial.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Whose claims a caller reaches: the company of the account that sent it, or the account. */
    ownerId: uuid('owner_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** [{ itemId, skuNumber, quantity }], each a line of the order. */
    items: jsonb('items').$type<{ itemId: string; skuNumber: string; quantity: number }[]>().notNull(),
    /** Cents. */
    requestedCents: integer('requested_cents').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    description: text('description').notNull().default(''),
    /** File ids (purpose `service`), in the order they were given. */
    photos: jsonb('photos').$type<string[]>().notNull(),
    /** submitted, in_review, approved, rejected, refunded. */
    state: text('state').notNull().default('submitted'),
    /** What staff said when they last moved it (shown to the designer). */
    staffNote: text('staff_note').notNull().default(''),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claims_serial').on(t.serial), index('claims_owner').on(t.ownerId, t.createdAt), index('claims_order').on(t.orderId)],
);

/**
 * A service request (after-sales, spec sections 4, 5 and 9) on one delivered line of an order: the description and
 * photos, the repair bill and its photos once repair is chosen, and its state (submitted, waiting_review, approved,
 * rejected, repair_chosen, replacement_chosen, replacement_initiated, shipped, complete, repair_provided,
 * repair_complete, waiting_refund, refunded). `reference` is AS + serial. Each move is kept in
 * `service_request_events`.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    ownerId: uuid('owner_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    description: text('description').notNull(),
    /** File ids (purpose `service`). */
    photos: jsonb('photos').$type<string[]>().notNull(),
    /** The repair bill's file ids (purpose `service`) and the amount it asks, once repair is chosen. */
    repairFiles: jsonb('repair_files').$type<string[]>().notNull().default([]),
    repairCents: integer('repair_cents'),
    state: text('state').notNull().default('submitted'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_requests_serial').on(t.serial),
    index('service_requests_owner').on(t.ownerId, t.createdAt),
    index('service_requests_item').on(t.orderItemId),
  ],
);

/** Each state a service request moved to, by whom (an account, or `null` for the staff command), with a note. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => accounts.id),
    createdAt: created(),
  },
  (t) => [index('service_request_events_request').on(t.requestId, t.createdAt)],
);

/**
 * A change the designer asks of a placed order (spec sections 2, 4, 5 and 9): `kind` address, contact, quantity,
 * add_item or cancel; `details` what is asked (the new address or contact; [{ itemId | skuNumber, count }]; the cancel
 * reason). `state` follows section 4's change states (in_review, approved, rejected, canceled_by_user, verifying,
 * extra_payment_needed, supplementary_paid, processing, completed, cancelled, refunded). When it costs more,
 * `extraCents` is asked through a supplementary payment link (`payToken`, valid until `payExpiresAt`, 48 hours) paid
 * by `paymentChargeId`; when it costs less, `refundCents` is refunded on the order's charge. `reference` is OC + serial.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('in_review'),
    extraCents: integer('extra_cents').notNull().default(0),
    refundCents: integer('refund_cents').notNull().default(0),
    /** sha256 of the supplementary payment link's token (the token itself is only in the email). */
    payTokenHash: text('pay_token_hash'),
    payExpiresAt: timestamp('pay_expires_at', { withTimezone: true }),
    paymentChargeId: uuid('payment_charge_id').references(() => paymentCharges.id),
    staffNote: text('staff_note').notNull().default(''),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_changes_serial').on(t.serial),
    uniqueIndex('order_changes_pay_token').on(t.payTokenHash),
    index('order_changes_order').on(t.orderId, t.createdAt),
  ],
);

/** Each state an order change moved to (the order's change records), by whom, with a note. */
export const orderChangeEvents = pgTable(
  'order_change_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => orderChanges.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => accounts.id),
    createdAt: created(),
  },
  (t) => [index('order_change_events_change').on(t.changeId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// The client agent (spec sections 1, 6 and 8): staff build a cart for a customer and send a payment link.

/**
 * A line of the cart a client agent builds for a customer: the cart is the customer's (one per customer, whichever
 * agent of the same owner adds to it), never the agent's own `cart_lines`.
 */
export const agentCartLines = pgTable(
  'agent_cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The agent who added or last changed the line. */
    agentId: uuid('agent_id')
      .notNull()
      .references(() => accounts.id),
    skuNumber: text('sku_number')
      .notNull()
      .references(() => products.skuNumber),
    count: integer('count').notNull(),
    customizableType: integer('customizable_type').notNull().default(CUSTOMIZABLE_NONE),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_cart_lines_customer_sku').on(t.customerId, t.skuNumber, t.customizableType)],
);

/**
 * A payment link an agent emailed to a customer (/clientPay): what the cart held when it was sent (`lines`, priced,
 * with the shipping and the total), valid until `expiresAt` ('The link has expired'); paid once ('You have already
 * paid, please do not pay again'), which creates the customer's order (`orderId`). `tokenHash` is the sha256 of the
 * link's token (the token itself is only in the email). state: open, paid, cancelled. `reference` is PL + serial.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: integer('serial').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => accounts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    lines: jsonb('lines').$type<Array<{ skuNumber: string; name: string; count: number; customizableType: number; unitCents: number; lineCents: number }>>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull().default({}),
    state: text('state').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: created(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_serial').on(t.serial),
    uniqueIndex('payment_links_token').on(t.tokenHash),
    index('payment_links_agent').on(t.agentId, t.createdAt),
  ],
);

/**
 * The navigation log (spec section 7, GET mibd/common/user_log/add): a page seen, from a browser that gave the
 * performance cookies' consent; the account when signed in. Kept 90 days (the sweep removes older rows).
 */
export const userLogs = pgTable(
  'user_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    guestId: text('guest_id').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    page: text('page').notNull(),
    lastPage: text('last_page').notNull().default(''),
    os: text('os').notNull().default(''),
    browser: text('browser').notNull().default(''),
    createdAt: created(),
  },
  (t) => [index('user_logs_created').on(t.createdAt), index('user_logs_account').on(t.accountId)],
);
