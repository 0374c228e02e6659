import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { loginRequest } from './identity';
import { emailField, isEmail, normalizePhone, passwordField, passwordProblems } from './rules';

describe('the password policy (spec section 5)', () => {
  it('passes 12-20 characters with a number and both cases', () => {
    expect(passwordProblems('Abcdefghij12')).toEqual([]);
    expect(passwordProblems('Abcdefghijklmnopqr12')).toEqual([]);
  });

  it.each([
    ['Abcdefghi12', [MESSAGES.password12to20]],
    ['Abcdefghijklmnopqrs12', [MESSAGES.password12to20]],
    ['Abcdefghijklm', [MESSAGES.passwordNumber]],
    ['abcdefghijk12', [MESSAGES.passwordCase]],
    ['ABCDEFGHIJK12', [MESSAGES.passwordCase]],
    ['', [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase]],
  ])('names every rule %j fails', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('quotes the checklist words', () => {
    expect([MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase, MESSAGES.passwordsDontMatch]).toEqual([
      'contains 12-20 characters',
      'contains at least one number',
      'contains upper and lower case letters',
      "Passwords don't match",
    ]);
    expect(z.safeParse(passwordField, 'short').error?.issues[0]?.message).toContain('contains 12-20 characters');
  });
});

describe('emails and phones', () => {
  it('accepts an email with a two-to-four letter ending only', () => {
    expect(isEmail('dana@studio.info')).toBe(true);
    expect(isEmail('dana@studio.co')).toBe(true);
    expect(isEmail('dana@studio.c')).toBe(false);
    expect(isEmail('dana@studio.company')).toBe(false);
    expect(isEmail('dana studio@x.com')).toBe(false);
  });

  it('trims and lowercases an email, with the forgot-password messages', () => {
    expect(z.safeParse(emailField, '  Dana@Studio.COM ').data).toBe('dana@studio.com');
    expect(z.safeParse(emailField, '   ').error?.issues[0]?.message).toBe('Please enter your email address');
    expect(z.safeParse(emailField, 'dana@').error?.issues[0]?.message).toBe('Please provide a valid email address');
  });

  it('reads ten digits with an optional leading 1, whatever the formatting', () => {
    expect(normalizePhone('+1 212-555-0100')).toBe('2125550100');
    expect(normalizePhone('(212) 555 0100')).toBe('2125550100');
    expect(normalizePhone('555-0100')).toBeNull();
    expect(normalizePhone('22125550100')).toBeNull();
  });
});

describe('the login request', () => {
  it('trims the username (spec section 5)', () => {
    expect(z.safeParse(loginRequest, { username: '  dana@studio.com ', password: 'x' }).data?.username).toBe('dana@studio.com');
  });

  it('refuses a missing password', () => {
    expect(z.safeParse(loginRequest, { username: 'dana' }).success).toBe(false);
  });
});
