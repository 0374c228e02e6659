import type { CustomerInvitation } from '@storefront/contracts';
import { customerHref, dateTime, fieldOf, invitationSummary, projectHref, tabOf } from './book-rules';

const HOUR = 3_600_000;
const sent = '2025-03-05T12:00:00.000Z';
const invited: CustomerInvitation = { state: 'invited', sent_at: sent, expires_at: '2025-03-08T12:00:00.000Z', activated_at: null };

describe('the customer book rules', () => {
  it('opens the tab a link names, else the favorites', () => {
    expect(tabOf('projects')).toBe('projects');
    expect(tabOf('info')).toBe('info');
    expect(tabOf('nope')).toBe('favorite');
    expect(tabOf(undefined)).toBe('favorite');
  });

  it('links a customer and a project by id', () => {
    expect(customerHref('a b')).toBe('/customerFavourite?id=a%20b');
    expect(projectHref('p1')).toBe('/projectDetail?id=p1');
  });

  it('reads an invitation as not invited, invited until it expires, expired, or an active account', () => {
    expect(invitationSummary({ state: 'not_invited', sent_at: null, expires_at: null, activated_at: null }, Date.parse(sent))).toMatchObject({ label: 'Not invited', tone: 'none' });
    const pending = invitationSummary(invited, Date.parse(sent) + HOUR);
    expect(pending).toMatchObject({ label: 'Invited', tone: 'pending' });
    expect(pending.detail).toBe(`Sent ${dateTime(sent)}. The link expires ${dateTime(invited.expires_at!)}.`);
    const late = invitationSummary(invited, Date.parse(invited.expires_at!));
    expect(late).toMatchObject({ label: 'Invitation expired', tone: 'expired' });
    expect(invitationSummary({ state: 'active', sent_at: sent, expires_at: null, activated_at: '2025-03-06T09:00:00.000Z' }, 0)).toMatchObject({ label: 'Active account', tone: 'active' });
  });

  it('shows a time as a person reads it, and a text that is no time as it is', () => {
    expect(dateTime('not a time')).toBe('not a time');
    expect(dateTime(sent)).toMatch(/^Mar \d, 2025, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('reads the field a refusal names', () => {
    expect(fieldOf({ field: 'email' })).toBe('email');
    expect(fieldOf(null)).toBeNull();
    expect(fieldOf({ field: 3 })).toBeNull();
  });
});
