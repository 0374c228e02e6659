import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { CUSTOMER_MESSAGES, addCustomerRequest, customerFieldProblem, customerPayload, formatPhoneTyping, phoneForSubmit } from './customer';

describe('customer form rules', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['212', '212'],
    ['2125', '212-5'],
    ['212555', '212-555'],
    ['2125550', '212-555-0'],
    ['2125550100', '212-555-0100'],
    ['21255501009', '212-555-0100'],
    ['1', ''],
    ['+1 212', '212'],
    ['+1 (212) 555-0100', '212-555-0100'],
    ['212-555-01a0', '212-555-010'],
  ])('formats the phone %j as %j while typing', (typed, shown) => {
    expect(formatPhoneTyping(typed)).toBe(shown);
  });

  it('submits the phone without +1 and dashes', () => {
    expect(phoneForSubmit('212-555-0100')).toBe('2125550100');
    expect(phoneForSubmit('+12125550100')).toBe('2125550100');
    expect(phoneForSubmit('')).toBe('');
  });

  it.each([
    ['first_name', '', "Please enter customer's first name"],
    ['first_name', 'A'.repeat(20), null],
    ['first_name', 'A'.repeat(21), 'First Name can be at most 20 characters'],
    ['last_name', ' ', "Please enter customer's last name"],
    ['email', '', "Please enter customer's email"],
    ['email', 'a@b.co', null],
    ['email', 'a@b.info', null],
    ['email', 'a@b.c', MESSAGES.validEmail],
    ['email', 'a@b.museum', MESSAGES.validEmail],
    ['email', 'a@b', MESSAGES.validEmail],
    ['email', `${'a'.repeat(45)}@b.com`, 'Email can be at most 50 characters'],
    ['phone', '', null],
    ['phone', '212-555-0100', null],
    ['phone', '212-555-010', MESSAGES.validPhone],
    ['postal', '', null],
    ['postal', '12345', null],
    ['postal', '12345-6789', null],
    ['postal', '1234', CUSTOMER_MESSAGES.validPostal],
    ['postal', '123456', CUSTOMER_MESSAGES.validPostal],
    ['postal', '12345-678', CUSTOMER_MESSAGES.validPostal],
    ['street_address', 'S'.repeat(201), 'Street Address can be at most 200 characters'],
    ['city', 'C'.repeat(51), 'City can be at most 50 characters'],
  ] as const)('checks %s %j: %j', (field, value, problem) => {
    expect(customerFieldProblem(field, value)).toBe(problem);
  });

  it('builds the payload: trimmed, email lowercased, phone as digits', () => {
    const form = { first_name: ' Avery ', last_name: 'Stone', email: 'Avery@X.com', phone: '212-555-0100', street_address: '', city: '', state: '', postal: '', country: '' };
    expect(customerPayload(form)).toMatchObject({ first_name: 'Avery', email: 'avery@x.com', phone: '2125550100' });
  });

  it('the request schema takes what the form sends and refuses what it would refuse', () => {
    expect(z.parse(addCustomerRequest, { first_name: 'Avery', last_name: 'Stone', email: 'A@X.com', phone: '+12125550100' })).toMatchObject({
      email: 'a@x.com',
      phone: '2125550100',
      postal: '',
    });
    const bad = z.safeParse(addCustomerRequest, { first_name: 'Avery', last_name: 'Stone', email: 'a@x.com', postal: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(CUSTOMER_MESSAGES.validPostal);
  });
});
