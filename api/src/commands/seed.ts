/**
 * Demo data: one account of each kind, so a person can sign in right after `npm start`.
 *   npm --prefix api run seed
 * Idempotent: what exists (by email, company name, Rowe id) is left as it is. Refuses to run with
 * NODE_ENV=production unless given --force: these passwords are published in the README.
 */
import { PLATFORM_CALLS, companyNameKey, type AccountKind, type AccountState } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { loadConfig, mailboxEnabled } from '../platform/config';
import { seedDemoCoupons } from '../modules/cart';
import { hashPassword } from '../platform/crypto';
import { openDatabase, type Db } from '../platform/db';
import { accounts, companies, customers, registrations, roweUsers } from '../platform/db/schema';

/** The one password of every demo account that has one (12-20 characters, a number, upper and lower case). */
export const DEMO_PASSWORD = 'Storefront-Demo-26';

interface DemoCompany {
  name: string;
  state: 'applied' | 'activated';
  details: Record<string, unknown>;
}

const COMPANIES = {
  whitfield: { name: 'Whitfield Interiors', state: 'activated', details: { business_type: 'Interior Designer', city: 'New York', state: 'NY', country: 'US' } },
  hale: { name: 'Hale Home Furnishings', state: 'activated', details: { business_type: 'Retailer', city: 'High Point', state: 'NC', country: 'US' } },
  birch: { name: 'Birch and Bloom Design', state: 'applied', details: { business_type: 'Interior Designer', city: 'Austin', state: 'TX', country: 'US' } },
} satisfies Record<string, DemoCompany>;

export interface DemoAccount {
  email: string;
  kind: AccountKind;
  state: AccountState;
  /** Null: no password (a phone account signs in by SMS code; an applicant sets one after approval). */
  password: string | null;
  firstName: string;
  lastName: string;
  phone?: string;
  company?: keyof typeof COMPANIES;
  /** The demo account that invited this one (customer, sub-account). */
  invitedBy?: string;
  agentCode?: string;
  /** What the README says about it. */
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'designer@storefront.test', kind: 'designer', state: 'activated', password: DEMO_PASSWORD, firstName: 'Dana', lastName: 'Whitfield', company: 'whitfield', note: 'designer, admin of Whitfield Interiors' },
  { email: 'member@storefront.test', kind: 'sub_account', state: 'activated', password: DEMO_PASSWORD, firstName: 'Sam', lastName: 'Ortiz', company: 'whitfield', invitedBy: 'designer@storefront.test', note: 'sub-account of Whitfield Interiors' },
  { email: 'customer@storefront.test', kind: 'customer', state: 'activated', password: DEMO_PASSWORD, firstName: 'Casey', lastName: 'Morgan', invitedBy: 'designer@storefront.test', note: 'customer invited by the designer' },
  { email: 'dealer@storefront.test', kind: 'dealer', state: 'activated', password: DEMO_PASSWORD, firstName: 'Drew', lastName: 'Hale', company: 'hale', note: 'dealer, Hale Home Furnishings' },
  { email: 'agent@storefront.test', kind: 'client_agent', state: 'activated', password: DEMO_PASSWORD, firstName: 'Alex', lastName: 'Reyes', agentCode: 'AGENT-1001', note: 'client agent, agent code AGENT-1001' },
  { email: 'shopper@storefront.test', kind: 'ffd_shopper', state: 'activated', password: DEMO_PASSWORD, firstName: 'Fran', lastName: 'Lee', note: 'FFD outlet shopper (sign in on the FFD brand)' },
  { email: 'phone@storefront.test', kind: 'designer', state: 'activated', password: null, firstName: 'Pat', lastName: 'Kim', phone: '2125550100', note: 'designer registered by phone: signs in with an SMS code sent to 2125550100' },
  { email: 'applicant@storefront.test', kind: 'designer', state: 'applied', password: null, firstName: 'Robin', lastName: 'Birch', phone: '2125550111', company: 'birch', note: 'registration waiting for approval; sets a password from the activation email' },
  { email: 'closed@storefront.test', kind: 'designer', state: 'closed', password: DEMO_PASSWORD, firstName: 'Jordan', lastName: 'Price', note: 'closed account: login answers that it has been closed' },
];

/** The Rowe account for the Rowe binding flow (the embedded Rowe sign-in checks this password). */
export const DEMO_ROWE_USER = { roweId: 'R10000001', email: 'rowe@storefront.test', firstName: 'Riley', lastName: 'Stone', company: 'Stone and Grey Studio', password: DEMO_PASSWORD } as const;

export interface SeedResult {
  created: string[];
  existing: string[];
  /** The demo coupons inserted by this run (README, "Demo coupons"); those already there are left as they are. */
  coupons: string[];
}

async function ensureCompany(db: Db, company: DemoCompany, now: Date): Promise<string> {
  const nameKey = companyNameKey(company.name);
  const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, nameKey)).limit(1);
  if (found) return found.id;
  await db
    .insert(companies)
    .values({ businessName: company.name, nameKey, details: company.details, state: company.state, createdAt: now, approvedAt: company.state === 'activated' ? now : null })
    .onConflictDoNothing();
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, nameKey)).limit(1);
  return row!.id;
}

async function accountIdOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return row?.id ?? null;
}

/** The applicant's submitted registration, as the three registration steps leave it. */
function applicantRegistration(account: DemoAccount, companyName: string, now: Date): Record<string, unknown> {
  return {
    name_key: companyNameKey(companyName),
    step1: { business_name: companyName, ...COMPANIES.birch.details, first_name: account.firstName, last_name: account.lastName, email: account.email, phone: account.phone },
    step2: { reseller_number: '', state_of_registration: 'TX', sales_tax_number: '', file_ids: [] },
    step3: { printed_name: `${account.firstName} ${account.lastName}`, title: 'Principal', signature: `${account.firstName} ${account.lastName}`, agreed_at: now.toISOString() },
    verified: { email: account.email, phone: account.phone, by: 'email' },
  };
}

/**
 * The invited customer's row among the designer's company's customers, linked to the customer's account (what the
 * invitation will do): the customer then reads the projects and keeps the favorites the designer keeps for them.
 */
async function linkDemoCustomer(db: Db): Promise<void> {
  const customer = DEMO_ACCOUNTS.find((a) => a.kind === 'customer' && a.invitedBy)!;
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, customer.email)).limit(1);
  const [designer] = await db.select({ id: accounts.id, companyId: accounts.companyId }).from(accounts).where(eq(accounts.email, customer.invitedBy!)).limit(1);
  if (!account || !designer) return;
  const ownerId = designer.companyId ?? designer.id;
  await db
    .insert(customers)
    .values({ ownerId, companyId: designer.companyId, createdBy: designer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, accountId: account.id })
    .onConflictDoNothing();
  // A row the designer made before (same email) is linked if nothing links the account yet.
  const [linked] = await db.select({ id: customers.id }).from(customers).where(eq(customers.accountId, account.id)).limit(1);
  if (!linked) {
    await db
      .update(customers)
      .set({ accountId: account.id })
      .where(and(eq(customers.ownerId, ownerId), eq(customers.email, customer.email), isNull(customers.accountId)));
  }
}

/** Creates the demo accounts, their companies, the applicant's registration and the Rowe user; skips what exists. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const result: SeedResult = { created: [], existing: [], coupons: [] };
  for (const demo of DEMO_ACCOUNTS) {
    if (await accountIdOf(db, demo.email)) {
      result.existing.push(demo.email);
      continue;
    }
    const companyId = demo.company ? await ensureCompany(db, COMPANIES[demo.company], now) : null;
    const parentId = demo.invitedBy ? await accountIdOf(db, demo.invitedBy) : null;
    const [inserted] = await db
      .insert(accounts)
      .values({
        kind: demo.kind,
        state: demo.state,
        companyId,
        parentId,
        email: demo.email,
        phone: demo.phone ?? null,
        // The demo phones are the accounts' own, as if a code had proven them.
        phoneVerifiedAt: demo.phone ? new Date() : null,
        signupChannel: demo.phone && !demo.password && demo.state === 'activated' ? 'phone' : 'password',
        passwordHash: demo.password ? await hashPassword(demo.password) : null,
        firstName: demo.firstName,
        lastName: demo.lastName,
        brand: demo.kind === 'ffd_shopper' ? 'ol' : null,
        agentCode: demo.agentCode ?? null,
        createdAt: now,
        activatedAt: demo.state === 'activated' || demo.state === 'closed' ? now : null,
        closedAt: demo.state === 'closed' ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!inserted) {
      result.existing.push(demo.email);
      continue;
    }
    result.created.push(demo.email);
    if (demo.state === 'applied' && demo.company) {
      const company = COMPANIES[demo.company];
      await db.insert(registrations).values({
        email: demo.email,
        state: 'submitted',
        data: applicantRegistration(demo, company.name, now),
        companyId,
        accountId: inserted.id,
        createdAt: now,
        submittedAt: now,
      });
    }
  }

  await linkDemoCustomer(db);

  const [rowe] = await db.select({ id: roweUsers.roweId }).from(roweUsers).where(eq(roweUsers.roweId, DEMO_ROWE_USER.roweId)).limit(1);
  if (rowe) result.existing.push(DEMO_ROWE_USER.email);
  else {
    const { password, ...user } = DEMO_ROWE_USER;
    await db.insert(roweUsers).values({ ...user, passwordHash: await hashPassword(password) }).onConflictDoNothing();
    result.created.push(DEMO_ROWE_USER.email);
  }
  result.coupons = await seedDemoCoupons(db);
  return result;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    console.error('seed: refusing to create demo accounts with published passwords while NODE_ENV=production (add --force to insist)');
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    const { created, existing, coupons } = await seedDemoData(database.db);
    console.info(`demo data: ${created.length} created, ${existing.length} already there (${database.kind})`);
    if (coupons.length > 0) console.info(`  demo coupons: ${coupons.join(', ')}`);
    if (created.length > 0) for (const email of created) console.info(`  + ${email}`);
    console.info(`demo accounts (password ${DEMO_PASSWORD}) are listed in the README under "Demo accounts"`);
    if (mailboxEnabled(config)) console.info(`emails and SMS codes: ${config.PUBLIC_URL}${PLATFORM_CALLS.mailboxPage.path}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('seed failed:', error);
    process.exit(1);
  });
}
