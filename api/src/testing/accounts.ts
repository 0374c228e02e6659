import type { AccountKind, AccountState } from '@storefront/contracts';
import { hashPassword } from '../platform/crypto';
import { accounts, companies } from '../platform/db/schema';
import type { Services } from '../platform/services';

export const TEST_PASSWORD = 'Trade-Account-2026';

/** Creates an account directly in the database (the registration flow has its own tests). */
export async function createAccount(
  services: Services,
  fields: { kind: AccountKind; email: string; state?: AccountState; phone?: string; password?: string | null; companyName?: string; parentId?: string; agentCode?: string; firstName?: string },
): Promise<{ id: string; email: string; password: string }> {
  let companyId: string | null = null;
  if (fields.companyName) {
    const [company] = await services.db
      .insert(companies)
      .values({ businessName: fields.companyName, nameKey: fields.companyName.toLowerCase(), state: 'activated' })
      .returning({ id: companies.id });
    companyId = company!.id;
  }
  const password = fields.password === undefined ? TEST_PASSWORD : fields.password;
  const [row] = await services.db
    .insert(accounts)
    .values({
      kind: fields.kind,
      state: fields.state ?? 'activated',
      email: fields.email.toLowerCase(),
      phone: fields.phone ?? null,
      // A phone given here is the account's, proven (an unproven one comes from the registration and Rowe flows).
      phoneVerifiedAt: fields.phone ? new Date() : null,
      passwordHash: password ? await hashPassword(password) : null,
      signupChannel: password ? 'password' : 'phone',
      firstName: fields.firstName ?? 'Test',
      lastName: 'Person',
      companyId,
      parentId: fields.parentId ?? null,
      agentCode: fields.agentCode ?? null,
      brand: fields.kind === 'ffd_shopper' ? 'ol' : null,
    })
    .returning({ id: accounts.id });
  return { id: row!.id, email: fields.email.toLowerCase(), password: password ?? '' };
}
