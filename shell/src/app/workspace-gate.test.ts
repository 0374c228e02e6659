import { BRANDS, rolesFor } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { designerSession, visitorSession } from '../test/props';
import { workspaceWanted } from './workspace-gate';

describe("mf-account's workspace (the answers to Add to project and Favorite)", () => {
  it.each(BRANDS)('on %s: for the accounts that keep projects or favorites, once their roles have arrived', (brand) => {
    expect(workspaceWanted(brand, designerSession({ mode: 'mibd_designer', roles: [] }))).toBe(false);
    expect(workspaceWanted(brand, designerSession({ mode: 'mibd_designer', roles: rolesFor('designer', 'mibd_designer') ?? [] }))).toBe(true);
    expect(workspaceWanted(brand, designerSession({ mode: 'mibd_safe', roles: rolesFor('designer', 'mibd_safe') ?? [] }))).toBe(true);
    expect(workspaceWanted(brand, designerSession({ mode: 'mibd_customer', roles: rolesFor('customer', 'mibd_customer') ?? [] }))).toBe(true);
  });

  it('never for visitors, FFD shoppers or client agents, who have neither', () => {
    for (const brand of BRANDS) {
      expect(workspaceWanted(brand, visitorSession())).toBe(false);
      expect(workspaceWanted(brand, designerSession({ roles: rolesFor('ffd_shopper', 'mibd_designer') ?? [] }))).toBe(false);
      expect(workspaceWanted(brand, designerSession({ roles: rolesFor('client_agent', 'mibd_designer') ?? [] }))).toBe(false);
    }
  });
});
