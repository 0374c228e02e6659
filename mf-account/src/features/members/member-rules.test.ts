import type { Member } from '@storefront/contracts';
import { actionName, actionsFor, closedNotice, mayManageMembers, shortTime } from './member-rules';

const named = (status: Member['status']) => ({ status, name: 'Mia Lane' });

describe('the members rules', () => {
  it('offers resend and close while to be activated, close once activated, reopen when closed (section 4)', () => {
    expect(actionsFor(named('to be activated'))).toEqual(['resend', 'close']);
    expect(actionsFor(named('activated'))).toEqual(['close']);
    expect(actionsFor(named('closed'))).toEqual(['reopen']);
    expect(['resend', 'close', 'reopen'].map((a) => actionName(a as 'resend', named('activated')))).toEqual(['Resend invitation to Mia Lane', 'Close Mia Lane', 'Reopen Mia Lane']);
  });

  it('lets the sub_accounts permission manage members, and leaves it to the api while no roles are known', () => {
    expect(mayManageMembers({ roles: ['home', 'sub_accounts'] })).toBe(true);
    expect(mayManageMembers({ roles: ['home', 'customers'] })).toBe(false);
    expect(mayManageMembers({ roles: [] })).toBe(true);
  });

  it('writes times, a dash for none, and what a close moved', () => {
    expect(shortTime(null)).toBe('—');
    expect(shortTime('not a time')).toBe('not a time');
    expect(shortTime('2025-03-05T12:00:00.000Z')).toMatch(/^Mar 5, 2025, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(closedNotice({ name: 'Sam Ortiz' }, 'Dana Whitfield', { customers: 1, projects: 0 })).toBe('Sam Ortiz was closed. 1 customer and 0 projects passed to Dana Whitfield.');
  });
});
