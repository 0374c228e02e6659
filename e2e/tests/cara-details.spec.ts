import { CARA_CALLS, CATALOG_CALLS, CUSTOMER_CALLS, PROJECT_CALLS } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { callApi } from '../support/api';
import { pictureLoaded, roomPhotoDataUrl, signInOnCaracole } from '../support/cara';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * A visualization that finished while the designer was away: at the next visit a notice lists it (once: not at the
 * visit after); its details compare the room before and after with a slider the keyboard moves, show the photo code,
 * offer download and share, and save the render into a customer's project, whose page then shows it. Axe-clean at
 * 1280 and 390 px.
 */

const GUEST = 'e2e-cara-details';
/**
 * The company's sub-account: Cara's cases are each account's own, and the other journeys' pages of the demo designer
 * watch (and notice) the designer's cases; this account's are noticed only here.
 */
const ACCOUNT = 'member@storefront.test';

test('a render finished while away: noticed once at the next visit, compared before and after, its code shown, saved to a project', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const token = await signInOnCaracole(page, request, { account: ACCOUNT, guest: GUEST });
  const as = { guest: GUEST, brand: 'CA' as const, token, mode: 'mibd_designer' };
  const stamp = Date.now().toString(36);

  // A customer's project to save into.
  const customer = await callApi(request, CUSTOMER_CALLS.add, { ...as, body: { first_name: 'Ines', last_name: `Alvarez${stamp}`, email: `ines.${stamp}@clients.test` } });
  expect(customer.err).toBe(200);
  const projectName = `Harbor Loft ${stamp}`;
  const project = await callApi(request, PROJECT_CALLS.create, { ...as, body: { name: projectName, customer_id: customer.val.id } });
  expect(project.err).toBe(200);

  // Away: a render is asked for and finishes while no page of the site is open.
  const uploaded = await callApi(request, CARA_CALLS.inpaintingMessage, { ...as, body: { type: 'upload', image: await roomPhotoDataUrl(page) } });
  expect(uploaded.err).toBe(200);
  const photo = uploaded.val.photo!;
  const products = await callApi(request, CATALOG_CALLS.productList, { guest: GUEST, brand: 'CA', body: { page: 1 } });
  const sku = products.val.list[0]!.sku_number;
  const generated = await callApi(request, CARA_CALLS.inpaintingMessage, {
    ...as,
    body: { type: 'generate', image_id: photo.image_id, regions: [{ left: 460, top: 360, width: 520, height: 240 }], sku_number: [sku], source: 2 },
  });
  expect(generated.err).toBe(200);
  const caseId = generated.val.case!.case_id;
  await expect
    .poll(async () => (await callApi(request, CARA_CALLS.caseList, { ...as, body: { limit: 50 } })).val.case_list.find((c) => c.case_id === caseId)?.status, { timeout: 90_000 })
    .toBe(2);

  // The next visit: one notice lists what finished, with a link to its details; axe-clean.
  const details = `/AISchemeDetails?case_id=${caseId}`;
  await openReady(page, brandUrl('CA', '/home'));
  const away = page.getByRole('region', { name: /finished while you were away/ });
  await expect(away).toBeVisible({ timeout: 15_000 });
  const link = away.locator(`a[href="${details}"]`);
  await expect(link).toHaveText(/^Ready: visualization of /);
  expect(await seriousViolations(page, { include: '.cara-notices' })).toEqual([]);
  await shot(page, 'cara-details/away-notice-1280');
  await page.setViewportSize(PHONE);
  await expect(away).toBeVisible();
  expect(await seriousViolations(page, { include: '.cara-notices' })).toEqual([]);
  await shot(page, 'cara-details/away-notice-390');
  await page.setViewportSize(DESKTOP);
  // Seen once: the visit after does not list it again (the server keeps it, on any device).
  await openReady(page, brandUrl('CA', '/home'));
  await page.waitForTimeout(2_000);
  await expect(page.locator(`.cara-notices a[href="${details}"]`)).toHaveCount(0);

  // The details: the room before and the render after, under a slider the keyboard moves.
  await openReady(page, brandUrl('CA', details));
  await expect(page.getByRole('heading', { level: 1, name: 'Visualization Details' })).toBeVisible();
  await pictureLoaded(page.getByRole('img', { name: 'Your room with the new furniture' }));
  await pictureLoaded(page.getByRole('img', { name: 'Your room before' }));
  const slider = page.getByRole('slider', { name: 'Before and after' });
  await expect(slider).toHaveValue('50');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('48');
  await page.keyboard.press('PageUp');
  await expect(slider).toHaveValue(/^(58|5\d|6\d)$/);
  // Dragged with the pointer: at a quarter of the picture, a quarter of the photo before shows.
  const frame = (await page.locator('.cara-compare-frame').boundingBox())!;
  await page.mouse.click(frame.x + frame.width * 0.25, frame.y + frame.height / 2);
  await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(30);

  // The photo code for reuse, download and share.
  await expect(page.getByText(photo.image_code.toUpperCase(), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', `caracole-visualization-${caseId}-1.jpg`);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`caracole-visualization-${caseId}-1.jpg`);
  // Share: this browser shares no files, so the page's link (its owner's) is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(brandUrl('CA', '/')).origin });
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied. Only you can open it, signed in.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brandUrl('CA', details));
  // The product placed links to its page where it is sold (this site sells it).
  await expect(page.getByRole('complementary').getByRole('link').first()).toHaveAttribute('href', `/page/products/product-${sku}.html?source=llm`);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'cara-details/details-1280', { fullPage: true });

  // Saved to the customer's project.
  await page.getByRole('button', { name: 'Save to project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to a project' });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole('combobox', { name: 'Project' });
  await expect(choice).toBeVisible();
  await choice.selectOption({ label: `${projectName} (Ines Alvarez${stamp})` });
  expect(await seriousViolations(page, { include: '.cara-modal' })).toEqual([]);
  await shot(page, 'cara-details/save-dialog-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved to ${projectName}.`)).toBeVisible();

  // At 390 px the details read well and stay axe-clean.
  await page.setViewportSize(PHONE);
  await expect(slider).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'cara-details/details-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // The project shows the render.
  await page.getByRole('link', { name: 'Open the project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible({ timeout: 15_000 });
  const renders = page.getByRole('region', { name: 'Room renders' });
  await pictureLoaded(renders.getByRole('img', { name: 'Room render 1' }));
  await expect(renders.getByRole('link', { name: 'Open the visualization 1' })).toHaveAttribute('href', details);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'cara-details/project-1280', { fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'cara-details/project-390', { fullPage: true });
});
