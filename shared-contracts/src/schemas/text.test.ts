import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addLogRequest } from '../cara/schemas';
import { MESSAGES } from '../errors';
import { cartAddRequest } from './cart';
import { productListRequest } from './catalog';
import { addCustomerRequest, customerListRequest } from './customer';
import { loginRequest } from './identity';
import { firstCheckRequest, oldUserInfoRequest, simpleRegisterRequest } from './registration';
import { emailField, isEmail } from './rules';
import { isStorableText, plainText, storableString } from './text';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udfffb';
const HIGH_AT_END = 'ab\ud83d';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe('L1: text the database can keep', () => {
  it('is any text without a NUL or an unpaired surrogate', () => {
    for (const ok of ['', 'Dana Whitfield', 'Café 😀 東京', 'tab\tand\nlines', '\ud83d\ude00']) expect(isStorableText(ok)).toBe(true);
    for (const bad of [NUL, '\u0000', LONE_HIGH, LONE_LOW, HIGH_AT_END, '\ude00\ud83d']) expect(isStorableText(bad)).toBe(false);
  });

  it('is refused by the shared string schemas, in their words', () => {
    expect(firstMessage(storableString(), LONE_HIGH)).toBe(MESSAGES.textNotAllowed);
    expect(firstMessage(plainText(80, 'sku_number is not a SKU'), NUL)).toBe(MESSAGES.textNotAllowed);
    expect(firstMessage(plainText(80, 'sku_number is not a SKU'), 'a\tb')).toBe('sku_number is not a SKU');
    expect(z.safeParse(plainText(80, 'x', { lineBreaks: true }), 'a\tb\nc').success).toBe(true);
    expect(firstMessage(plainText(80, 'x', { lineBreaks: true }), LONE_LOW)).toBe(MESSAGES.textNotAllowed);
  });

  it('an email with a NUL is no email', () => {
    expect(isEmail('a\u0000b@studio.test')).toBe(false);
    expect(z.safeParse(emailField, 'a\u0000b@studio.test').success).toBe(false);
  });

  // The fields of the report's table, each through its call's own body schema.
  it.each([
    ['user_login username', loginRequest, { username: 'a\u0000b@x.test', password: 'x' }],
    ['firstCheck business_name', firstCheckRequest, { business_name: `Studio ${NUL}` }],
    ['getOldUserInfo account_number', oldUserInfoRequest, { account_number: NUL }],
    ['simpleRegister account_number', simpleRegisterRequest, { account_number: LONE_HIGH }],
    ['customer_list search', customerListRequest, { search: NUL }],
    ['addCustomer first_name', addCustomerRequest, { first_name: NUL }],
    ['add_log tag', addLogRequest, { type: 'mibd.llm.open', tag1: LONE_LOW }],
    ['productList keyword', productListRequest, { keyword: HIGH_AT_END }],
    ['shoppingCart add sku_number', cartAddRequest, { sku_number: NUL, number: 1 }],
  ])('L1: %s is refused', (_field, schema, body) => {
    const parsed = z.safeParse(schema as z.ZodMiniType, body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.textNotAllowed);
  });
});
