import { DEFAULT_MODE, type AccountKind } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { openSession } from '../modules/identity';
import { accounts } from '../platform/db/schema';
import { createAccount } from './accounts';
import type { TestApi } from './api';

/** A signed-in account of a test: its id, kind, session token, the mode its calls use, and its company. */
export interface Person {
  id: string;
  kind: AccountKind;
  token: string;
  mode: string;
  companyId: string | null;
}

export interface PersonOptions {
  /** A company of its own, by this name. */
  companyName?: string;
  /** Joins this person's company (a member of a studio). */
  companyOf?: Person;
  parentId?: string;
  agentCode?: string;
  firstName?: string;
}

/**
 * An account made directly in the database and signed in (FFD shoppers on the outlet, everyone else on the hub):
 * designers and members work in designer mode, the others in the mode their session starts in.
 */
export async function signedIn(api: TestApi, kind: AccountKind, email: string, options: PersonOptions = {}): Promise<Person> {
  const { companyOf, ...fields } = options;
  const account = await createAccount(api.services, { kind, email, ...fields });
  if (companyOf) await api.services.db.update(accounts).set({ companyId: companyOf.companyId }).where(eq(accounts.id, account.id));
  const [row] = await api.services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, account.id));
  const session = await openSession(api.services, { id: account.id, kind }, kind === 'ffd_shopper' ? 'ol' : 'hom');
  const mode: string = kind === 'designer' || kind === 'sub_account' ? 'mibd_designer' : DEFAULT_MODE[kind];
  return { id: account.id, kind, token: session.token, mode, companyId: row!.companyId };
}
