import { PIN_THRESHOLD, nextPin } from './use-header-pin';
import { modeLabelOf, quickSwitchTarget } from './account-entries';
import { brandLinks } from './switch-bar';

describe('header pin', () => {
  it('sits in the page near the top, pins on scroll up beyond the threshold and unpins on scroll down', () => {
    expect(nextPin(PIN_THRESHOLD, PIN_THRESHOLD + 50)).toBe('top');
    expect(nextPin(900, 1000)).toBe('pinned');
    expect(nextPin(1000, 900)).toBe('unpinned');
  });
});

describe('mode quick switch and brand menu', () => {
  it('toggles designer and browsing; client mode offers Designer Mode; visitors and customers none', () => {
    expect(quickSwitchTarget('mibd_designer')).toBe('mibd_safe');
    expect(quickSwitchTarget('mibd_safe')).toBe('mibd_designer');
    expect(quickSwitchTarget('mibd_communicate')).toBe('mibd_designer');
    expect(quickSwitchTarget('mibd_visitor')).toBeNull();
    expect(quickSwitchTarget('mibd_customer')).toBeNull();
  });

  it("names the mode, and for a client agent the agent's name and code and the customer served", () => {
    const user = { userId: 'u1', firstName: 'Avery', lastName: 'Agent', email: 'agent@storefront.test', headImg: null };
    expect(modeLabelOf({ mode: 'mibd_designer', clientAgent: null, user, customerName: null })).toBe('Designer Mode');
    expect(modeLabelOf({ mode: 'mibd_designer', clientAgent: { id: 'a1', code: 'AGENT-1001' }, user, customerName: null })).toBe('Client agent Avery Agent (AGENT-1001)');
    expect(modeLabelOf({ mode: 'mibd_designer', clientAgent: { id: 'a1', code: 'AGENT-1001' }, user, customerName: 'Casey Morgan' })).toBe('Client agent Avery Agent (AGENT-1001), serving Casey Morgan');
  });

  it('links the hub to its brand landings and a brand site to the family sites', () => {
    expect(brandLinks('HOM').map((l) => l.href)).toEqual(['/brand/caracole', '/brand/rowe', '/brand/jonathanCharles', '/brand/art']);
    expect(brandLinks('CA_DEALER').find((l) => l.current)).toEqual({ name: 'Caracole', href: '/home', current: true });
  });
});
