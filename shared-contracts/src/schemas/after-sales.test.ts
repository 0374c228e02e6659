import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import {
  AFTER_SALES_MESSAGES,
  contactFormProblems,
  contactUsRequest,
  dialogContactProblems,
  sampleFormProblems,
  sampleItemsMax,
  sampleRequestRequest,
} from './after-sales';

describe('the after-sales forms', () => {
  it('contact us requires full name, email (valid), order number and comments (section 5)', () => {
    expect(contactFormProblems({})).toEqual({
      full_name: MESSAGES.enterFullName,
      email: MESSAGES.enterEmail,
      order_number: AFTER_SALES_MESSAGES.orderNumber,
      comments: AFTER_SALES_MESSAGES.comments,
    });
    expect(contactFormProblems({ full_name: 'Jane', email: 'jane@x', order_number: 'SO1', comments: 'Hi', phone: '12' })).toEqual({
      email: MESSAGES.validEmail,
      phone: MESSAGES.validPhone,
    });
  });

  it('the sample request requires all but the email, each item its number and finish (section 5)', () => {
    expect(sampleFormProblems({ items: [{ item_number: 'A' }, {}] })).toEqual({
      full_name: MESSAGES.enterFullName,
      company_name: AFTER_SALES_MESSAGES.companyName,
      full_address: AFTER_SALES_MESSAGES.fullAddress,
      comments: AFTER_SALES_MESSAGES.comments,
      'items.0.finish_name': AFTER_SALES_MESSAGES.finishName,
      'items.1.item_number': AFTER_SALES_MESSAGES.itemNumber,
      'items.1.finish_name': AFTER_SALES_MESSAGES.finishName,
    });
    expect(sampleItemsMax('jc')).toBe(5);
    for (const code of ['hom', 'ca', 'ca_dealer', 'rowe', 'art', 'ol'] as const) expect(sampleItemsMax(code)).toBe(1);
  });

  it("the dialog's unwired form requires FirstName, LastName and EmailAddress", () => {
    expect(dialogContactProblems({ EmailAddress: 'x' })).toEqual({
      FirstName: AFTER_SALES_MESSAGES.firstName,
      LastName: AFTER_SALES_MESSAGES.lastName,
      EmailAddress: MESSAGES.validEmail,
    });
  });

  it('the calls trim, lowercase the email and send the phone as ten digits', () => {
    expect(
      z.parse(contactUsRequest, { full_name: ' Jane ', email: 'Jane@Studio.TEST', phone: '+1 (212) 555-0100', order_number: 'SO1', comments: 'Hi\nthere' }),
    ).toEqual({ full_name: 'Jane', email: 'jane@studio.test', phone: '2125550100', order_number: 'SO1', company_name: '', product_number: '', comments: 'Hi\nthere' });
    const parsed = z.safeParse(sampleRequestRequest, { full_name: 'Jane', items: [], company_name: 'Co', full_address: 'A', comments: 'C' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(AFTER_SALES_MESSAGES.itemNumber);
  });
});
