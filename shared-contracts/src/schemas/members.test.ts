import * as z from 'zod/mini';
import { closeMemberRequest, hasFreeSeat, inviteMemberRequest, memberFieldProblem, memberFormProblems, memberPayload, memberRequest, receiversFor, MEMBER_MESSAGES } from './members';

describe('the members contracts', () => {
  it("checks each field of the invitation in the form's words", () => {
    expect(memberFieldProblem('email', '  ')).toBe("Please enter member's email");
    expect(memberFieldProblem('email', 'jo@whitfield')).toBe('Please provide a valid email address');
    expect(memberFieldProblem('email', `${'a'.repeat(45)}@x.test`)).toBe('Email can be at most 50 characters');
    expect(memberFieldProblem('first_name', '')).toBe("Please enter member's first name");
    expect(memberFieldProblem('last_name', 'L'.repeat(21))).toBe('Last Name can be at most 20 characters');
    expect(memberFormProblems({ email: ' Jo@Whitfield.test ', first_name: 'Jo', last_name: 'Park' })).toEqual({});
    expect(memberPayload({ email: ' Jo@Whitfield.TEST ', first_name: ' Jo ', last_name: 'Park ' })).toEqual({ email: 'jo@whitfield.test', first_name: 'Jo', last_name: 'Park' });
  });

  it('parses the invitation as the api reads it: trimmed, the email lowercased', () => {
    expect(z.parse(inviteMemberRequest, { email: ' Jo@Whitfield.TEST ', first_name: ' Jo ', last_name: 'Park' })).toEqual({ email: 'jo@whitfield.test', first_name: 'Jo', last_name: 'Park' });
    expect(z.safeParse(inviteMemberRequest, { email: 'jo@whitfield.test', first_name: 7, last_name: 'Park' }).success).toBe(false);
  });

  it('reads an id that is no uuid as a member that does not exist, and asks for the receiving account', () => {
    const member = z.safeParse(memberRequest, { member_id: 'nope' });
    expect(member.success ? null : member.error.issues[0]?.message).toBe(MEMBER_MESSAGES.notFound);
    const close = z.safeParse(closeMemberRequest, { member_id: '00000000-0000-4000-8000-000000000001' });
    expect(close.success ? null : close.error.issues[0]?.message).toBe(MEMBER_MESSAGES.receiverRequired);
  });

  it('counts a free seat below the maximum, and offers every receiver but the member', () => {
    expect(hasFreeSeat({ max_active_accounts: 5, active_accounts: 4 })).toBe(true);
    expect(hasFreeSeat({ max_active_accounts: 5, active_accounts: 5 })).toBe(false);
    const a = { id: 'a', type: 'designer' as const, account: 'a@x.test', name: 'A' };
    const b = { id: 'b', type: 'sub_account' as const, account: 'b@x.test', name: 'B' };
    expect(receiversFor([a, b], 'b')).toEqual([a]);
  });
});
