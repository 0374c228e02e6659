import { STORAGE_KEYS } from '@storefront/contracts';
import { apiLogin } from './api';
import { brandUrl } from './ports';
import { expect, type APIRequestContext, type Locator, type Page } from './test';

/**
 * What Cara's journeys share: an account signed in on Caracole in designer mode (cookies accepted), a room photo drawn
 * in the page, and the wait for a picture the catalog draws on its first read.
 */

/** Signs `account` in on Caracole through the api and hands the browser its session, in designer mode: its token. */
export async function signInOnCaracole(page: Page, request: APIRequestContext, { account = 'designer@storefront.test', guest }: { account?: string; guest: string }): Promise<string> {
  const answer = await apiLogin(request, account, { guest, brand: 'CA' });
  expect(answer.err).toBe(200);
  const url = brandUrl('CA', '/');
  await page.context().addCookies([
    { name: STORAGE_KEYS.token, value: answer.val.token, url },
    { name: STORAGE_KEYS.authUid, value: String(answer.val.user_id), url },
    { name: STORAGE_KEYS.role, value: 'mibd_designer', url },
    { name: STORAGE_KEYS.basicCookies, value: 'true', url },
    { name: STORAGE_KEYS.performanceCookies, value: 'true', url },
  ]);
  return answer.val.token;
}

/** A room photo drawn in the page (wall, floor, a picture and a low piece of furniture): a JPEG data URL. */
export function roomPhotoDataUrl(page: Page, width = 1200, height = 800): Promise<string> {
  return page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#e9dfd1';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#b89f80';
      ctx.fillRect(0, h * 0.65, w, h * 0.35);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(w * 0.1, h * 0.15, w * 0.2, h * 0.3);
      ctx.fillStyle = '#6b4b2a';
      ctx.fillRect(w * 0.4, h * 0.5, w * 0.4, h * 0.2);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
}

/** The same room photo as a file's bytes. */
export async function roomPhoto(page: Page, width = 1200, height = 800): Promise<Buffer> {
  return Buffer.from((await roomPhotoDataUrl(page, width, height)).split(',')[1] as string, 'base64');
}

/**
 * Waits until a picture has loaded (the catalog draws a picture on its first read), scrolled to (a lazy picture loads
 * in view). Each look finds the picture again: a private one takes the place of its stand-in once read.
 */
export async function pictureLoaded(img: Locator): Promise<void> {
  const loaded = () =>
    img.evaluate((el: HTMLImageElement) => {
      el.scrollIntoView({ block: 'nearest' });
      return el.complete ? el.naturalWidth : 0;
    });
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(0);
}
