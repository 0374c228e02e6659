import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BRAND_CODES, PAYMENT_CALLS, parseSessionSites, type BrandCode } from '@storefront/contracts';
import { z } from 'zod';

const repoData = (sub: string) => fileURLToPath(new URL(`../../../.data/${sub}`, import.meta.url));
const list = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/** The names the proxy trust accepts besides addresses and ranges (none: trust no proxy). */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal', 'none'];
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An unset variable and an empty one mean the same: use the default. */
const blankIsUnset = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

/**
 * Where each site's contact-us messages and sample requests are emailed (its trade desk): `code=email` pairs, comma
 * separated (`jc=trade@jonathancharles.example,ol=outlet@ffd.example`); a site not named keeps its default,
 * `<code>.trade-desk@storefront.test` (read in the development mailbox).
 */
export const tradeDeskDefault = (code: BrandCode): string => `${code}.trade-desk@storefront.test`;
const tradeDesks = list.transform((entries, ctx) => {
  const desks = Object.fromEntries(BRAND_CODES.map((code) => [code, tradeDeskDefault(code)])) as Record<BrandCode, string>;
  for (const entry of entries) {
    const [code = '', email = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (!(BRAND_CODES as readonly string[]).includes(code) || !/^[^\s@,=]+@[^\s@,=]+\.[^\s@,=]+$/.test(email) || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: `expected code=email pairs with a code of ${BRAND_CODES.join(', ')}; got "${entry}"` });
      return z.NEVER;
    }
    desks[code as BrandCode] = email.toLowerCase();
  }
  return desks;
});

/** The published signing key of file read links, for local runs only (see FILE_LINK_SECRET). */
export const FILE_LINK_SECRET_DEFAULT = 'storefront-file-links-local-only';

/** The api's environment, parsed once at boot; a bad value stops the start with a list of what is wrong. */
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8790),
  API_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** A real Postgres (postgres://user:pass@host:port/db); unset runs embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(repoData('pglite')),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Local folder for uploaded files; S3_BUCKET selects object storage instead. */
  FILES_DIR: z.string().default(repoData('files')),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The fixed Api-Token the storefront sends (spec section 7). */
  API_TOKEN: z.string().min(1).default('storefront-web'),
  /** Origins allowed to call the api from a browser (the brand sites); same-origin calls through the shell need none. */
  CORS_ORIGINS: list.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
  /**
   * The brand sites that share the session (decisions 035 and 040), as the page servers read them: `BRAND=origin`
   * pairs, comma-separated; unset: the brand table's sites; empty: none. The brand redirect sends a signed-in user to
   * these. A malformed entry stops the api.
   */
  SESSION_SITES: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseSessionSites(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where emailed links point: the storefront's public origin. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** smtp://user:pass@host:port sends mail for real; unset keeps it in the outbox (read at /api/dev/mailbox). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Trade Storefront <no-reply@storefront.test>'),
  /** An SMS gateway that accepts POST {to, body} as JSON; unset keeps SMS in the development mailbox. */
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /**
   * The development mailbox page (every email and SMS, codes and links included, to anyone who can reach the api):
   * off unless set to on; refused when NODE_ENV=production. `npm start` and the journeys set it.
   */
  DEV_MAILBOX: z.enum(['on', 'off']).default('off'),
  /** Creates the demo accounts of the README at start (idempotent); refused when NODE_ENV=production. */
  SEED_DEMO_DATA: z.enum(['on', 'off']).default('off'),
  /** Products of the generated catalog to seed at start when the products table is empty (0: none). */
  SEED_CATALOG: z.coerce.number().int().min(0).max(10_000_000).default(0),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(12 * 60),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * The proxies whose X-Forwarded-For names the client (addresses, CIDR ranges, or loopback, linklocal,
   * uniquelocal; none trusts no one). A call from anywhere else is keyed on its own socket address, so a client
   * cannot choose the address its limits are counted against. The page server sets the header itself.
   */
  TRUSTED_PROXIES: list.pipe(z.array(z.string().refine(isProxyEntry, 'expected addresses, CIDR ranges, loopback, linklocal, uniquelocal or none'))).default(['loopback']),
  /**
   * Daily caps per client address: failed sign-ins (successful ones are not counted), and the anonymous
   * lookups and sign-ups that share it.
   */
  LOGIN_DAILY_LIMIT: z.coerce.number().int().min(1).default(50),
  /** Failed sign-ins of one account before each further one holds it back, first for LOGIN_BACKOFF_SECONDS. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The first hold after the free failures; it doubles with each further failure, up to LOGIN_BACKOFF_MAX_SECONDS. */
  LOGIN_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(30),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Codes and emails to one recipient per day from one requester, and from everyone but the recipient's own clients. */
  SEND_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Codes and emails one requester (a client address, or a signed-in account) may have sent per day, to anyone. */
  SEND_CLIENT_DAILY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** The pause between two messages of one purpose to one recipient, whoever asks (the sign-in screens count down 60 s). */
  SEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Rowe's sign-in for account linking; unset: the embedded Rowe sign-in if DEV_ROWE_SIGN_IN=on, else no Rowe linking. */
  ROWE_SSO_URL: z.string().url().optional(),
  /**
   * The embedded Rowe sign-in (a stand-in for Rowe's identity provider over the rowe_users table, whose users
   * anyone who reaches it can link): off unless set to on, and unused when ROWE_SSO_URL is set; refused when
   * NODE_ENV=production. `npm start` and the journeys set it.
   */
  DEV_ROWE_SIGN_IN: z.enum(['on', 'off']).default('off'),
  /**
   * The development clock: a call carrying `X-Dev-Now: <ISO instant>` is judged at that instant (windows, link expiry,
   * claim windows; sessions keep the real clock). Off unless set to on; refused when NODE_ENV=production. The
   * journeys set it.
   */
  DEV_CLOCK: z.enum(['on', 'off']).default('off'),
  /** Cara: an OpenAI-compatible chat endpoint (base URL ending in /v1) that phrases answers; unset: the embedded wording. */
  CARA_LLM_URL: z.string().url().optional(),
  CARA_LLM_KEY: z.string().optional(),
  CARA_LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** Cara: an external inpainting service (POST multipart photo, shade, product images; answers a JPEG); unset: the embedded renderer. */
  INPAINTING_URL: z.string().url().optional(),
  /** Cara: renders one api process runs at once (0: no worker in this process). */
  CARA_JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** Cara: how long a claimed render job is held before another worker may take it over. */
  CARA_JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * Cara's caps (decision 015). Per owner (an account, or a guest's GuestUId) a day: room photos stored and renders
   * queued; per client address (guests only, whatever GuestUIds they send) a day: the same, larger.
   */
  CARA_PHOTO_DAILY_LIMIT: z.coerce.number().int().min(1).default(60),
  CARA_RENDER_DAILY_LIMIT: z.coerce.number().int().min(1).default(120),
  CARA_CLIENT_PHOTO_DAILY_LIMIT: z.coerce.number().int().min(1).default(200),
  CARA_CLIENT_RENDER_DAILY_LIMIT: z.coerce.number().int().min(1).default(400),
  /** Cara: renders in progress at once per owner, and per client address for guests. */
  CARA_CASES_IN_PROGRESS: z.coerce.number().int().min(1).default(3),
  CARA_CLIENT_CASES_IN_PROGRESS: z.coerce.number().int().min(1).default(10),
  /** Cara: render jobs waiting or running for everyone together; past it a new render is refused until the queue drains. */
  CARA_QUEUE_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Images larger than this (width times height, in millions of pixels) are refused before they are decoded. */
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(268).default(50),
  /** Bytes a visitor may upload a day (what is stored, after re-encoding): per GuestUId, and per client address. */
  UPLOAD_GUEST_DAILY_MB: z.coerce.number().int().min(1).default(200),
  UPLOAD_CLIENT_DAILY_MB: z.coerce.number().int().min(1).default(1000),
  /** A visitor's upload that no registration took is removed this long after it was made. */
  UPLOAD_DRAFT_TTL_HOURS: z.coerce.number().int().min(1).default(48),
  /**
   * Signs the expiring read links of private uploads read by an img tag (service photos and repair bills: files of
   * purpose `service`), so only a caller the api handed the link to can read them. Every api process of one site needs
   * the same value. The embedded default serves local runs; an api with NODE_ENV=production refuses to start on it.
   */
  FILE_LINK_SECRET: z.string().min(16).default(FILE_LINK_SECRET_DEFAULT),
  /** add_log: the largest data1 or data2 (as JSON, in bytes), and the calls one client (address or account) may make a day. */
  LOG_DATA_MAX_BYTES: z.coerce.number().int().min(256).default(8192),
  LOG_DAILY_LIMIT: z.coerce.number().int().min(1).default(5000),
  /**
   * Payments (spec section 9). sandbox: the embedded processor (test card numbers in the payments module's index.ts),
   * which tokenizes through the api's own calls (refused when NODE_ENV=production: it charges no one); stripe: Stripe's
   * API with PAYMENT_SECRET_KEY, the browser tokenizing with the processor's scripts. The publishable key and the script URLs are what the checkout page loads.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  PAYMENT_PUBLISHABLE_KEY: z.string().default('pk_sandbox_storefront'),
  PAYMENT_SECRET_KEY: z.string().optional(),
  PAYMENT_API_URL: z.string().url().default('https://api.stripe.com'),
  PAYMENT_HOSTED_SCRIPT_URL: z.string().default(PAYMENT_CALLS.tokenizeCard.path),
  PAYMENT_ACH_SCRIPT_URL: z.string().default(PAYMENT_CALLS.tokenizeAch.path),
  /** Signs the sandbox's tokens, so every api process reads the others' (any value; it moves no money). */
  PAYMENT_SANDBOX_SECRET: z.string().min(8).default('storefront-payment-sandbox'),
  /** A checkout whose charge had no answer is settled (asked again under its key) after this long. */
  PAYMENT_PENDING_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Each site's trade desk, which receives its contact-us messages and sample requests (see tradeDesks above). */
  TRADE_DESK_EMAILS: z.string().default('').pipe(tradeDesks),
  /** How often each api sweeps what has expired (old throttle rows, draft uploads); 0 sweeps only at start. */
  SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
});
export type ApiConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(blankIsUnset(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid api environment:\n${lines}`);
  }
  return parsed.data;
}

/** The development mailbox is on only when asked for (I1): a non-production NODE_ENV alone never turns it on. */
export function mailboxEnabled(config: ApiConfig): boolean {
  return config.DEV_MAILBOX === 'on';
}

/**
 * The embedded Rowe sign-in serves only when asked for and Rowe's own sign-in is not configured (I6): an unset
 * ROWE_SSO_URL alone never turns it on.
 */
export function embeddedRoweSignIn(config: ApiConfig): boolean {
  return config.DEV_ROWE_SIGN_IN === 'on' && !config.ROWE_SSO_URL;
}

/**
 * The signing key of file read links (FILE_LINK_SECRET). Production must set its own: the embedded default is
 * published, and with it anyone could sign a link to any service photo.
 */
export function fileLinkSecret(config: Pick<ApiConfig, 'FILE_LINK_SECRET' | 'NODE_ENV'>): string {
  if (config.NODE_ENV === 'production' && config.FILE_LINK_SECRET === FILE_LINK_SECRET_DEFAULT) {
    throw new Error('FILE_LINK_SECRET must be set in production: the embedded default is published, and anyone could sign links to service photos with it');
  }
  return config.FILE_LINK_SECRET;
}
