import { BRANDS, BRAND_TABLE, PERMISSION_MATRIX, modesOf, rolesFor, type Principal } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { designerSession } from '../test/props';
import { ASSISTANT_PERMISSION, assistantWanted } from './assistant-gate';

const ACCOUNTS = (Object.keys(PERMISSION_MATRIX) as Principal[]).filter((p) => p !== 'visitor');
const CARA_BRANDS = BRANDS.filter((b) => BRAND_TABLE[b].features.caraChat || BRAND_TABLE[b].features.myVisualizations);

describe('the assistant waits for the roles (a direct load equals a click)', () => {
  it('has brands to guard: Caracole and its dealer site have Cara', () => {
    expect(CARA_BRANDS).toEqual(expect.arrayContaining(['CA', 'CA_DEALER']));
  });

  it.each(CARA_BRANDS.flatMap((brand) => ACCOUNTS.flatMap((kind) => modesOf(kind).map((mode) => [brand, kind, mode] as const))))(
    'on %s, a %s in %s: nothing before the roles arrive, then only with the permission the api asks for',
    (brand, kind, mode) => {
      // A direct page load: the cookies give the token and the mode, the roles come later (spec section 4).
      const loading = designerSession({ mode, roles: [] });
      expect(assistantWanted(brand, loading)).toBe(false);
      const roles = rolesFor(kind, mode) ?? [];
      const arrived = { ...loading, roles };
      expect(assistantWanted(brand, arrived)).toBe(roles.includes(ASSISTANT_PERMISSION));
    },
  );

  it('customers and client agents never get the assistant (the api would answer 25010, the shell /noPermission)', () => {
    for (const brand of CARA_BRANDS) {
      expect(assistantWanted(brand, designerSession({ mode: 'mibd_customer', roles: rolesFor('customer', 'mibd_customer') ?? [] }))).toBe(false);
      expect(assistantWanted(brand, designerSession({ mode: 'mibd_designer', roles: rolesFor('client_agent', 'mibd_designer') ?? [] }))).toBe(false);
    }
  });

  it('designers get it in every mode once the roles are in', () => {
    for (const mode of modesOf('designer')) expect(assistantWanted('CA', designerSession({ mode, roles: rolesFor('designer', mode) ?? [] }))).toBe(true);
  });

  it('visitors and brands without Cara never get it', () => {
    const roles = rolesFor('designer', 'mibd_designer') ?? [];
    expect(assistantWanted('CA', designerSession({ token: null, roles }))).toBe(false);
    for (const brand of BRANDS.filter((b) => !CARA_BRANDS.includes(b))) expect(assistantWanted(brand, designerSession({ roles }))).toBe(false);
  });
});
