import { BRAND_TABLE, MESSAGES, type Brand } from '@storefront/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi, productListCall, type CallOptions } from './api';
import { brandUrl } from './ports';

/** What the browse journeys share: the catalog through a brand's origin, and list and page helpers. */

export interface Card {
  sku_number: string;
  name: string;
  status?: number;
  designer_price?: number;
}

/** A brand's products as its own origin lists them (the FFD outlet through its own call). */
export async function listProducts(
  request: APIRequestContext,
  brand: Brand,
  body: Record<string, unknown> = { page: 1 },
  auth: Pick<CallOptions, 'token' | 'mode'> = {},
): Promise<Card[]> {
  const answer = await callApi(request, productListCall(brand), { guest: `e2e-browse-${BRAND_TABLE[brand].code}`, brand, ...auth, body });
  expect(answer.err).toBe(200);
  return answer.val.list;
}

/** A purchasable product of the brand's site (in stock, status 1). */
export async function aProduct(request: APIRequestContext, brand: Brand, auth: Pick<CallOptions, 'token' | 'mode'> = {}): Promise<Card> {
  const card = (await listProducts(request, brand, { page: 1, stock: 'in_stock' }, auth)).find((c) => c.status === 1);
  if (!card) throw new Error(`no product on ${brand}`);
  return card;
}

export const cards = (page: Page): Locator => page.locator('main .cat-card');
export const filters = (page: Page): Locator => page.getByRole('complementary', { name: 'Filters' });

/** Waits for a list to answer: cards, or the empty state. */
export async function listAnswered(page: Page): Promise<void> {
  await expect(cards(page).first().or(page.getByText(MESSAGES.noItemsForQuery))).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** A picture has been drawn (loaded, with a size). */
export async function pictureLoaded(locator: Locator): Promise<void> {
  await expect.poll(() => locator.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** The page is no wider than the screen (no sideways scrolling). */
export async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
}

/** Consent given up front, so the cookie banner stays out of the screenshots. */
export async function acceptCookies(page: Page, brand: Brand): Promise<void> {
  const url = new URL(brandUrl(brand, '/'));
  await page.context().addCookies(
    ['COOKIES_HAVE_BEEN_SET', 'BASIC_COOKIES', 'PERFORMANCE_COOKIES'].map((name) => ({ name, value: 'true', domain: url.hostname, path: '/' })),
  );
}

/** Every lazy picture scrolled into view and loaded, back at the top (before a full-page screenshot). */
export async function prepareScreenshot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelector<HTMLElement>('.sf-cookie-banner, [data-cookie-banner]')?.remove();
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            setTimeout(r, 3000);
          }),
      ),
    );
    window.scrollTo(0, 0);
  });
}

/** Layout shifts of the header's own elements since the page started (menus, cart and roles arrive after the frame). */
export async function headerShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (entry.hadRecentInput) continue;
            const inHeader = entry.sources?.some((s) => {
              const element = s.node?.nodeType === 1 ? (s.node as Element) : s.node?.parentElement;
              return Boolean(element?.closest('header'));
            });
            if (inHeader) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The longest word of the products' names (at least 6 letters). */
export function longestWord(products: readonly Card[]): string {
  const words = products.flatMap((p) => p.name.split(/\s+/)).filter((w) => /^[A-Za-z]{6,}$/.test(w));
  const word = [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  expect(word).not.toBe('');
  return word;
}
