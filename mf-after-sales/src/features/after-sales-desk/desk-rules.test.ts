import { visitorSession } from '@storefront/contracts/testing';
import { deskAccess, pageCount } from './desk-rules';

const user = { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null };

describe('deskAccess', () => {
  it('admits a client agent, sends a visitor to sign in, waits for the user, and refuses anyone else', () => {
    expect(deskAccess({ ...visitorSession, token: 't', user, clientAgent: { id: 'a', code: 'AGENT-1001' } }, '/afterSalesDesk')).toEqual({ ok: true });
    expect(deskAccess(visitorSession, '/afterSalesDesk')).toEqual({ ok: false, to: '/login?redirect=%2FafterSalesDesk' });
    expect(deskAccess({ ...visitorSession, token: 't' }, '/afterSalesDesk')).toEqual({ ok: false, to: null });
    expect(deskAccess({ ...visitorSession, token: 't', user }, '/afterSalesDesk')).toEqual({ ok: false, to: '/noPermission' });
  });
});

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20), pageCount(45, 20)]).toEqual([1, 1, 2, 3]);
  });
});
