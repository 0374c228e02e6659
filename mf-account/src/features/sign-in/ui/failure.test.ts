import { ApiError, MESSAGES } from '@storefront/contracts';
import { failureOf } from './failure';

describe('failureOf', () => {
  it("reads the shell's api errors by shape (another bundle's class), and anything else as 'Request false'", () => {
    expect(failureOf(new ApiError(23002, MESSAGES.loginWrongPassword))).toEqual({ err: 23002, message: MESSAGES.loginWrongPassword });
    const foreign = Object.assign(new Error(MESSAGES.accountClosed), { name: 'ApiError', err: 23003, val: null });
    expect(failureOf(foreign)).toEqual({ err: 23003, message: MESSAGES.accountClosed });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ err: 0, message: MESSAGES.requestFalse });
  });
});
