import { ApiError, MESSAGES } from '@storefront/contracts';
import { isApiError, refusalOf } from './api-error';

describe('isApiError and refusalOf', () => {
  it('know a refusal from any copy of the contracts, by brand or by shape', () => {
    expect(isApiError(new ApiError(23002, MESSAGES.loginWrongPassword))).toBe(true);
    const older = Object.assign(new Error(MESSAGES.accountClosed), { name: 'ApiError', err: 23003 });
    expect(isApiError(older)).toBe(true);
    expect(refusalOf(older)).toEqual({ err: 23003, message: MESSAGES.accountClosed, val: null });
  });

  it('answer null for what is not a refusal', () => {
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ err: 23002 })).toBe(false);
    expect(refusalOf(undefined)).toBeNull();
  });

  it("give an empty message the words 'Request false'", () => {
    expect(refusalOf(new ApiError(500, ''))).toEqual({ err: 500, message: MESSAGES.requestFalse, val: null });
  });
});
