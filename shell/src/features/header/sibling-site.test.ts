import { IDENTITY_CALLS } from '@storefront/contracts';
import { fakeApi } from '../../test/fake-api';
import { openSiblingSite } from './sibling-site';
import { brandLinks } from './switch-bar';

function fakeWindow(opens: boolean) {
  const opened = { opener: {} as unknown, location: { replace: vi.fn() } };
  const win = { open: vi.fn(() => (opens ? opened : null)), location: { assign: vi.fn() } };
  return { win: win as unknown as Window, opened, open: win.open, assign: win.location.assign };
}

describe('going to a sibling brand site (the brand redirect)', () => {
  it("opens the api's redirect URL in a new window cut from this page", async () => {
    const url = 'https://www.rowefurniture.com/redirect?code=abc&to=%2Fhome';
    const api = fakeApi([[IDENTITY_CALLS.brandRedirect, { redirect_url: url }]]);
    const { win, opened, open } = fakeWindow(true);
    await openSiblingSite({ api, brand: 'ROWE', fallback: 'https://www.rowefurniture.com', win });
    expect(api.call).toHaveBeenCalledWith(IDENTITY_CALLS.brandRedirect, { body: { brand: 'rowe' } });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(opened.location.replace).toHaveBeenCalledWith(url);
  });

  it("opens the site's own address when the answer is empty or the call fails", async () => {
    for (const api of [fakeApi([[IDENTITY_CALLS.brandRedirect, { redirect_url: '' }]]), fakeApi([])]) {
      const { win, opened } = fakeWindow(true);
      await openSiblingSite({ api, brand: 'JC', fallback: 'https://www.jonathancharles.com', win });
      expect(opened.location.replace).toHaveBeenCalledWith('https://www.jonathancharles.com');
    }
  });

  it('goes there in this tab when no window may be opened', async () => {
    const { win, assign } = fakeWindow(false);
    await openSiblingSite({ api: fakeApi([[IDENTITY_CALLS.brandRedirect, { redirect_url: 'https://ca.test/redirect?code=x' }]]), brand: 'CA', fallback: 'https://ca.test', win });
    expect(assign).toHaveBeenCalledWith('https://ca.test/redirect?code=x');
  });

  it('takes only the other brand sites there; the site itself and the hub landings stay links', () => {
    expect(brandLinks('CA').filter((l) => l.site).map((l) => l.site)).toEqual(['ROWE', 'JC', 'ART']);
    expect(brandLinks('HOM').some((l) => l.site)).toBe(false);
  });
});
