import { CARA_CALLS, CATALOG_CALLS } from '@storefront/contracts';
import { callApi } from '../support/api';
import { roomPhoto, signInOnCaracole } from '../support/cara';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { expect, test, type APIRequestContext } from '../support/test';

/**
 * Cara where it helps: on a Caracole product page a designer presses "See it in my room"; the upload widget opens with
 * that product chosen, and an example room goes straight to a render of it, which finishes. Then areas drawn with the
 * keyboard alone: 'Add an area', the arrows move it, Shift with the arrows resizes it, undo and redo, and the render.
 * The dialog has no serious accessibility violations at 1280 and 390 px, and the focus comes back to the button when a
 * render starts.
 */

const GUEST = 'e2e-see-in-room';

/** A Caracole product still on sale, and its page. */
async function productOnSale(request: APIRequestContext): Promise<{ sku: string; name: string; path: string }> {
  const body = await callApi(request, CATALOG_CALLS.productList, { guest: GUEST, brand: 'CA', body: { page: 1 } });
  expect(body.err).toBe(200);
  const product = body.val.list.find((p) => p.status !== 2);
  expect(product).toBeDefined();
  const { sku_number: sku, name } = product as { sku_number: string; name: string };
  return { sku, name, path: `/page/products/product-${encodeURIComponent(sku)}.html` };
}

/** The designer's case of this product, once the api has it done (status 2); null when it never got there. */
async function renderDone(request: APIRequestContext, token: string, sku: string, after: number): Promise<number | null> {
  const list = await callApi(request, CARA_CALLS.caseList, { guest: GUEST, brand: 'CA', token, mode: 'mibd_designer', body: { limit: 20 } });
  const kase = list.val.case_list.find((c) => c.create_time >= after && c.sku_number.includes(sku));
  return kase?.status ?? null;
}

test('See it in my room: the product page opens the widget with its product, and an example room renders it', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const token = await signInOnCaracole(page, request, { guest: GUEST });
  const product = await productOnSale(request);
  await openReady(page, brandUrl('CA', product.path));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const button = page.getByRole('button', { name: 'See it in my room' });
  await expect(button).toBeVisible();
  await shot(page, 'see-in-room/product-page-1280');
  await button.click();

  const dialog = page.getByRole('dialog', { name: 'See it in my room' });
  await expect(dialog.getByRole('heading', { name: 'Upload a photo of your room' })).toBeVisible({ timeout: 15_000 });
  const samples = dialog.getByRole('button', { name: /Sample room/ });
  await expect(samples.first()).toBeVisible();
  await expect.poll(() => samples.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page, { include: '.sf-modal' })).toEqual([]);
  await shot(page, 'see-in-room/widget-1280');
  await page.setViewportSize(PHONE);
  await expect(samples.first()).toBeVisible();
  expect(await seriousViolations(page, { include: '.sf-modal' })).toEqual([]);
  await shot(page, 'see-in-room/widget-390');
  await page.setViewportSize(DESKTOP);

  // From source 1 an example goes straight to generation.
  const started = Date.now() - 5_000;
  await samples.nth(1).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(button).toBeFocused();
  await expect(page.getByText('Your visualization is being generated. We will let you know when it is ready.')).toBeVisible();
  await expect.poll(() => renderDone(request, token, product.sku, started), { timeout: 90_000, intervals: [1_000] }).toBe(2);
  await shot(page, 'see-in-room/after-render-1280');
});

test('areas drawn with the keyboard: add one, move it with the arrows, resize it with Shift, undo and redo, render', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const token = await signInOnCaracole(page, request, { guest: GUEST });
  const product = await productOnSale(request);
  await openReady(page, brandUrl('CA', product.path));
  const button = page.getByRole('button', { name: 'See it in my room' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'See it in my room' });
  await dialog.getByLabel('Browse for a room photo').setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto(page) }, { timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: 'Select areas you want to change' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('area-canvas').locator('img')).toBeVisible();

  // The keyboard alone: focus reaches 'Add an area', Enter places an area and gives it the focus.
  const add = dialog.getByRole('button', { name: 'Add an area' });
  await add.focus();
  await page.keyboard.press('Enter');
  const area = dialog.getByRole('group', { name: 'Area 1' });
  await expect(area).toBeFocused();
  await expect(area).toHaveAccessibleDescription('Arrow keys move the area; Shift and the arrow keys resize it.');
  const status = dialog.getByRole('status').filter({ hasText: /Area 1/ });
  const before = (await area.boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(status).toHaveText('Area 1 moved to 24% from the left, 36% from the top.');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(status).toHaveText('Area 1 resized to 46% wide, 58% high.');
  const after = (await area.boundingBox()) as typeof before;
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);
  expect(after.width).toBeGreaterThan(before.width);
  expect(after.height).toBeGreaterThan(before.height);
  expect(await seriousViolations(page, { include: '.sf-modal' })).toEqual([]);
  await shot(page, 'see-in-room/keyboard-area-1280');

  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog.getByText('No area selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Redo' }).click();
  await expect(dialog.getByText('1 area selected')).toBeVisible();
  // Restored where it was moved to.
  expect(await area.boundingBox()).toEqual(after);

  await page.setViewportSize(PHONE);
  await area.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Area 1 moved to 26% from the left, 36% from the top.');
  expect(await seriousViolations(page, { include: '.sf-modal' })).toEqual([]);
  await shot(page, 'see-in-room/keyboard-area-390');
  await page.setViewportSize(DESKTOP);

  // From source 1 the areas go straight to the render of the page's product.
  const started = Date.now() - 5_000;
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(button).toBeFocused();
  await expect.poll(() => renderDone(request, token, product.sku, started), { timeout: 90_000, intervals: [1_000] }).toBe(2);
});
