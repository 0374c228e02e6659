import { CATALOG_CALLS, catalogLink, productHref } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { callApi } from '../support/api';
import { acceptCookies, cards, listAnswered, pictureLoaded, prepareScreenshot } from '../support/browse';
import { checkScreens, DESKTOP } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The broader line of the generated catalog (decision 005): armoires, vanities, chaises, daybeds, credenzas, buffets,
 * etageres, rugs... are listed in their rooms, and their pages show their own drawings. At 1280 and 390 px, axe-clean.
 */

const guest = 'e2e-catalog-broader';

interface Facet {
  value: string;
  count: number;
}
interface ListAnswer {
  list: Array<{ sku_number: string; name: string; category: string; status: number }>;
  facets: { category: Facet[] };
}

async function roomList(request: Parameters<typeof callApi>[0], room: string, category?: string): Promise<ListAnswer> {
  const answer = await callApi(request, CATALOG_CALLS.productList, { guest, brand: 'HOM', body: { page: 1, space: [room], ...(category ? { category: [category] } : {}) } });
  expect(answer.err).toBe(200);
  return answer.val as unknown as ListAnswer;
}

test('the rooms list the broader line: armoires and vanities in the bedroom, chaises and rugs in the living room, buffets in the dining room', async ({ request }) => {
  const kinds = async (room: string) => (await roomList(request, room)).facets.category.map((f) => f.value);
  expect(await kinds('Bedroom')).toEqual(expect.arrayContaining(['Armoires', 'Vanities', 'Daybeds', 'Chaises', 'Rugs']));
  expect(await kinds('Living Room')).toEqual(expect.arrayContaining(['Chaises', 'Daybeds', 'Credenzas', 'Etageres', 'Sleeper Sofas', 'Rugs']));
  expect(await kinds('Dining Room')).toEqual(expect.arrayContaining(['Buffets', 'Credenzas', 'Rugs']));
  expect(await kinds('Home Office')).toEqual(expect.arrayContaining(['Credenzas', 'Etageres']));
});

test("a visitor browses the bedroom's armoires and opens a rug's page: the pieces are drawn as what they are", async ({ page, request }) => {
  await acceptCookies(page, 'HOM');
  await page.setViewportSize(DESKTOP);
  await openReady(page, brandUrl('HOM', catalogLink('hom', { room: 'Bedroom', category: 'Armoires' })));
  await listAnswered(page);
  await expect(cards(page).first()).toContainText('Armoire');
  await pictureLoaded(cards(page).first().locator('img'));
  await prepareScreenshot(page);
  await checkScreens(page, 'catalog/broader-armoires');

  const rugs = (await roomList(request, 'Living Room', 'Rugs')).list.filter((p) => p.status === 1);
  expect(rugs.length).toBeGreaterThan(0);
  await openReady(page, brandUrl('HOM', productHref('HOM', rugs[0]!.sku_number)));
  await expect(page.getByRole('heading', { level: 1, name: rugs[0]!.name })).toBeVisible();
  await pictureLoaded(page.locator('main img'));
  await prepareScreenshot(page);
  await checkScreens(page, 'catalog/broader-rug');
});
