import { BRAND_TABLE, IDENTITY_CALLS, type ApiClient, type Brand } from '@storefront/contracts';

/**
 * The brand redirect (spec section 7, decision 040): a signed-in user going to a sibling brand's site. The api answers
 * that site's redirect page with a one-time code (the user lands there signed in), or nothing where the account does
 * not sign in there; the answer is opened in a new window when it is not empty, else the site's own address.
 *
 * The window is opened at the click, before the answer (a window opened after an await is a pop-up most browsers
 * block), and cut from this page (no opener) before it is sent anywhere.
 */
export async function openSiblingSite({ api, brand, fallback, win = window }: { api: ApiClient; brand: Brand; fallback: string; win?: Window }): Promise<void> {
  const opened = win.open('', '_blank');
  let target = fallback;
  try {
    const { redirect_url } = await api.call(IDENTITY_CALLS.brandRedirect, { body: { brand: BRAND_TABLE[brand].code } });
    if (redirect_url) target = redirect_url;
  } catch {
    // The site itself, as a visitor: the code is a convenience, never a condition of going there.
  }
  if (!opened) {
    win.location.assign(target);
    return;
  }
  opened.opener = null;
  opened.location.replace(target);
}
