import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import type { Services } from '../../platform/services';
import type { AccountRow } from './accounts';

/** Checks an SMS login code for the account's phone (the code is sent by /mibd/login/get_phone_code). */
export async function checkLoginCode(_services: Services, _account: AccountRow, _code: string): Promise<void> {
  throw new ApiError(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
}
