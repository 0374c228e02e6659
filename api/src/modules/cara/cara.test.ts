import {
  CARA_CALLS,
  CARA_MESSAGES,
  ERR,
  MESSAGES,
  StreamDecoder,
  caseDetailResponse,
  caseListResponse,
  llmHistoryResponse,
  mergeText,
  type AccountKind,
  type AiCase,
  type CaseDetailResponse,
  type ChatProduct,
  type StoredPhoto,
  type StreamEvent,
} from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { caraCases, caraJobs, caraLogs, caraPhotos, products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { seedCatalog } from '../catalog';
import { openSession } from '../identity';
import { caraWorker } from '.';
import { enqueue } from './jobs';
import { CASE_RECHECK_MS, waitForRender, type RenderPayload } from './service';

let api: TestApi;
const who: Record<string, { token: string; id: string }> = {};

async function signIn(kind: AccountKind, email: string, extra: { parentId?: string } = {}) {
  const account = await createAccount(api.services, { kind, email, password: null, ...extra });
  const { token } = await openSession(api.services, { id: account.id, kind }, 'hom');
  return { id: account.id, token };
}

beforeAll(async () => {
  api = await startTestApi();
  await seedCatalog(api.services.db, { seed: 1, count: 1500, now: new Date('2026-11-01T00:00:00Z') });
  who.designer = await signIn('designer', 'dana@studio.test');
  who.other = await signIn('designer', 'omar@studio.test');
  who.customer = await signIn('customer', 'client@home.test', { parentId: who.designer.id });
}, 120_000);
afterAll(() => api.close());

async function ask(body: Record<string, unknown>, options: { token?: string; mode?: string; guest?: string; site?: string } = {}): Promise<{ status: number; type: string; events: StreamEvent[]; json?: { err: number; errmsg: string } }> {
  const headers: Record<string, string> = { 'Api-Token': api.config.API_TOKEN, 'Content-Type': 'application/json', GuestUId: options.guest ?? 'guest-000001' };
  if (options.token) headers['X-Auth-Token'] = options.token;
  if (options.mode) headers.Mode = options.mode;
  const response = await fetch(`${api.url}${CARA_CALLS.ask.path}?obtain=${options.site ?? 'ca'}`, { method: CARA_CALLS.ask.method, headers, body: JSON.stringify(body) });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return { status: response.status, type, events: [], json: (await response.json()) as { err: number; errmsg: string } };
  const decoder = new StreamDecoder();
  const events: StreamEvent[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) events.push(...decoder.push(chunk));
  events.push(...decoder.end());
  return { status: response.status, type, events: mergeText(events) };
}

const listOf = (events: StreamEvent[]) => events.find((e) => e.marker === 'productList')?.value as { kind: number; list: ChatProduct[] } | undefined;
const textOf = (events: StreamEvent[]) => events.filter((e) => e.marker === 'text').map((e) => e.value).join('');

async function landscape(width = 960, height = 540, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 190, b: 170 } } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

const designer = () => ({ token: who.designer!.token, mode: 'mibd_designer' });

describe('the chat stream', () => {
  it('answers a walnut dining table for 8 under $5000 with available dining tables, prices as the mode allows', async () => {
    // On the hub, which sells every brand (the Caracole site has no walnut dining table under $5000 in this catalog).
    const res = await ask({ text: 'a walnut dining table for 8 under $5000' }, { ...designer(), site: 'hom' });
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.events[0]).toEqual({ marker: 'type', value: 4 });
    expect(res.events.at(-1)?.marker).toBe('end');
    const list = listOf(res.events)!;
    expect(list.list.length).toBeGreaterThan(0);
    for (const p of list.list) {
      expect(p.category).toBe('Dining Tables');
      expect(p.status).not.toBe(2);
      expect(p.product_price_about!.final_price).toBeLessThanOrEqual(5000);
    }
    expect(list.list[0]!.finish.toLowerCase()).toContain('walnut');
    expect(res.events.find((e) => e.marker === 'recommend_sku_number')?.value).toEqual(list.list.map((p) => p.sku_number));
    expect((res.events.find((e) => e.marker === 'followUpQs')?.value as string[]).length).toBeGreaterThan(0);
  });

  it('pairs what goes with it from the last answer (chairs, sideboards) in the same collection or style', async () => {
    const first = listOf((await ask({ text: 'a walnut dining table for 8 under $5000' }, designer())).events)!.list[0]!;
    const res = await ask({ text: 'what goes with it' }, designer());
    expect(res.events[0]).toEqual({ marker: 'type', value: 7 });
    expect(res.events.find((e) => e.marker === 'target_sku_number')?.value).toBe(first.sku_number);
    const list = listOf(res.events)!;
    expect(list.kind).toBe(7);
    const groups = new Set(list.list.map((p) => p.group));
    expect(groups.has('Dining Chair')).toBe(true);
    expect(list.list.every((p) => p.status !== 2 && p.category !== 'Dining Tables')).toBe(true);
    expect(list.list.some((p) => p.style === first.style || p.finish === first.finish)).toBe(true);
    // Asked on the Caracole site: only what the site sells, as its catalog pages show.
    expect([first, ...list.list].every((p) => p.brand_id === 'ca')).toBe(true);
  });

  it('never sends prices in browsing mode, and says why the budget was not applied', async () => {
    const res = await ask({ text: 'modern sofa under $3000' }, { token: who.designer!.token, mode: 'mibd_safe' });
    const list = listOf(res.events)!;
    expect(list.list.length).toBeGreaterThan(0);
    for (const p of list.list) for (const field of ['msrp_price', 'designer_price', 'consumer_price', 'promotional_price', 'product_price_about']) expect(p).not.toHaveProperty(field);
    expect(textOf(res.events)).toContain(MESSAGES.pricesHiddenInMode);
  });

  it('says there are no available items when nothing fits', async () => {
    const res = await ask({ text: 'a sofa under $10' }, designer());
    expect(textOf(res.events)).toBe(MESSAGES.noItemsForQuery);
    expect(listOf(res.events)).toBeUndefined();
    expect(res.events.at(-1)?.marker).toBe('end');
  });

  it('answers a kind the site does not sell in the spec\'s words, with the nearest kinds offered as such', async () => {
    const res = await ask({ text: 'a walnut bathroom vanity' }, designer());
    const text = textOf(res.events);
    expect(text.startsWith(MESSAGES.noItemsForQuery)).toBe(true);
    expect(text).toContain('No bathroom vanities here');
    const list = listOf(res.events)!;
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((p) => ['Vanities', 'Cabinets'].includes(p.category) && p.group)).toBe(true);
  });

  it('answers the kinds of the broader line with them on the hub: an armoire, a wardrobe, a chaise, a rug', async () => {
    for (const [text, category] of [['a walnut armoire', 'Armoires'], ['a wardrobe for the bedroom', 'Armoires'], ['chaise lounge', 'Chaises'], ['an area rug', 'Rugs']] as const) {
      const res = await ask({ text }, { ...designer(), site: 'hom' });
      expect(textOf(res.events)).not.toContain(MESSAGES.noItemsForQuery);
      const list = listOf(res.events)!.list;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.category === category)).toBe(true);
    }
  });

  it('says only what the cards are: an asked finish none of them has is said to be missing', async () => {
    const res = await ask({ text: 'walnut dining tables' }, designer());
    const text = textOf(res.events);
    const list = listOf(res.events)!.list;
    const walnut = list.filter((p) => /walnut/i.test(p.finish)).length;
    if (walnut === list.length) expect(text).toContain('walnut dining tables');
    else expect(text).not.toContain(`${list.length} walnut`);
    const stool = textOf((await ask({ text: 'a chandelier in walnut' }, designer())).events);
    expect(stool).toMatch(/None (are|is) in walnut/);
  });

  it('reads "this" as the product of the page the chat was opened on, until an answer moves the conversation on', async () => {
    const other = { token: (await signIn('designer', 'page@studio.test')).token, mode: 'mibd_designer' };
    const [bed] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(and(eq(products.category, 'Beds'), eq(products.brandId, 'ca'), eq(products.status, 1))).limit(1);
    const logged = await api.call(CARA_CALLS.addLog, { body: { type: 'mibd.llm.open', tag1: bed!.sku }, ...other });
    expect(logged.err).toBe(ERR.OK);
    const first = await ask({ text: 'what goes with this?' }, other);
    expect(first.events.find((e) => e.marker === 'target_sku_number')?.value).toBe(bed!.sku);
    const lamps = listOf((await ask({ text: 'show me floor lamps' }, other)).events)!.list;
    const next = await ask({ text: 'what goes with it' }, other);
    expect(next.events.find((e) => e.marker === 'target_sku_number')?.value).toBe(lamps[0]!.sku_number);
  });

  it('L7: a mode without prices neither filters nor orders by a price', async () => {
    const safe = { token: who.designer!.token, mode: 'mibd_safe' };
    const plain = listOf((await ask({ text: 'walnut dining table' }, safe)).events)!.list.map((p) => p.sku_number);
    const budget = listOf((await ask({ text: 'walnut dining table under $1000' }, safe)).events)!.list.map((p) => p.sku_number);
    const cheapest = listOf((await ask({ text: 'the cheapest walnut dining table' }, safe)).events)!.list.map((p) => p.sku_number);
    expect(budget).toEqual(plain);
    expect(cheapest).toEqual(plain);
  });

  it('finds more like a SKU and re-recommends without the ones shown', async () => {
    const [sofa] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(eq(products.category, 'Sofas')).limit(1);
    const res = await ask({ text: `something like ${sofa!.sku}` }, designer());
    const list = listOf(res.events)!;
    expect(list.kind).toBe(6);
    expect(list.list.every((p) => p.category === 'Sofas' && p.sku_number !== sofa!.sku)).toBe(true);
    const again = await ask({ text: 'again', type: 5, recommend_sku_number: list.list.map((p) => p.sku_number), target_sku_number: sofa!.sku }, designer());
    const second = listOf(again.events);
    if (second) for (const p of second.list) expect(list.list.map((x) => x.sku_number)).not.toContain(p.sku_number);
  });

  it('refuses callers without the AI permission and bad questions with an envelope', async () => {
    expect((await ask({ text: 'sofa' })).json).toMatchObject({ err: ERR.NO_PERMISSION });
    expect((await ask({ text: 'sofa' }, { token: who.customer!.token })).json).toMatchObject({ err: ERR.NO_PERMISSION });
    const blank = await ask({ text: '   ' }, designer());
    expect(blank.status).toBe(400);
    expect(blank.json?.err).toBe(ERR.BAD_REQUEST);
    expect((await ask({ text: 'x'.repeat(201) }, designer())).json?.err).toBe(ERR.BAD_REQUEST);
  });
});

describe('chat history', () => {
  it('pages the owner\'s history by time, newest first, with the total', async () => {
    const first = await api.call<z.output<typeof llmHistoryResponse>>(CARA_CALLS.history, { body: { limit: 6 }, ...designer() });
    expect(first.err).toBe(ERR.OK);
    expect(z.safeParse(llmHistoryResponse, first.val).success).toBe(true);
    expect(first.val.list).toHaveLength(6);
    expect(first.val.total).toBeGreaterThan(6);
    expect(first.val.list[0]!.send_user_id).toBe('AI');
    const times = first.val.list.map((i) => i.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = await api.call<z.output<typeof llmHistoryResponse>>(CARA_CALLS.history, { body: { limit: 6, time: times.at(-1) }, ...designer() });
    expect(next.val.list.every((i) => i.create_time < times.at(-1)!)).toBe(true);
    const others = await api.call<z.output<typeof llmHistoryResponse>>(CARA_CALLS.history, { body: {}, token: who.other!.token, mode: 'mibd_designer' });
    expect(others.val).toEqual({ list: [], total: 0 });
  });
});

describe('photos, codes and cases', () => {
  let photo: StoredPhoto;

  it('stores a landscape photo with a 6-character lowercase code and refuses a portrait one', async () => {
    const res = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await landscape() }, ...designer() });
    expect(res.err).toBe(ERR.OK);
    photo = res.val.photo;
    expect(photo.image_code).toMatch(/^[a-z0-9]{6}$/);
    expect(photo.filename).toMatch(/^Newcache_2_/);
    const portrait = await api.call(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await landscape(400, 800) }, ...designer() });
    expect({ err: portrait.err, errmsg: portrait.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: CARA_MESSAGES.landscapeOnly });
    const gif = await api.call(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, ...designer() });
    expect(gif.errmsg).toBe(CARA_MESSAGES.photoType);
  });

  it('finds the photo by its code (any case) for its owner only', async () => {
    const mine = await api.call<StoredPhoto>(CARA_CALLS.visitorImageByCode, { body: { image_code: photo.image_code.toUpperCase() }, ...designer() });
    expect(mine.val.filename).toBe(photo.filename);
    const theirs = await api.call(CARA_CALLS.visitorImageByCode, { body: { image_code: photo.image_code }, token: who.other!.token, mode: 'mibd_designer' });
    expect({ err: theirs.err, errmsg: theirs.errmsg }).toEqual({ err: ERR.NOT_FOUND, errmsg: CARA_MESSAGES.errorCode });
    const bad = await api.call(CARA_CALLS.visitorImageByCode, { body: { image_code: 'abc1234' }, ...designer() });
    expect(bad.errmsg).toBe(CARA_MESSAGES.errorCode);
  });

  it('renders two areas into a case: in progress, then done with high and low definition pictures only its owner reads', async () => {
    const skus = (await api.services.db.select({ sku: products.skuNumber, status: products.status }).from(products).where(eq(products.category, 'Sofas')).limit(20)).filter((r) => r.status !== 2).slice(0, 2).map((r) => r.sku);
    const res = await api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, {
      body: { type: 'generate', image_id: photo.image_id, regions: [{ left: 40, top: 200, width: 300, height: 300 }, { left: 500, top: 250, width: 400, height: 280 }], sku_number: skus, source: 1 },
      ...designer(),
    });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.case.status).toBe(1);
    await caraWorker(api.services)!.idle();
    const list = await api.call<z.output<typeof caseListResponse>>(CARA_CALLS.caseList, { body: {}, ...designer() });
    expect(z.safeParse(caseListResponse, list.val).success).toBe(true);
    expect(list.val.is_complete).toBe(1);
    expect(list.val.case_list[0]).toMatchObject({ case_id: res.val.case.case_id, status: 2 });
    const detail = await api.call<CaseDetailResponse>(CARA_CALLS.caseDetail, { body: { id: res.val.case.case_id }, ...designer() });
    expect(z.safeParse(caseDetailResponse, detail.val).success).toBe(true);
    expect(detail.val.case_detail_list).toHaveLength(1);
    expect(detail.val.case_detail_list[0]!.is_update).toBe(1);
    const again = await api.call<CaseDetailResponse>(CARA_CALLS.caseDetail, { body: { id: res.val.case.case_id }, ...designer() });
    expect(again.val.case_detail_list[0]!.is_update).toBe(0);
    const high = detail.val.case_detail_list[0]!.high_definition_image;
    const read = await fetch(`${api.url}${high}`, { headers: { 'Api-Token': api.config.API_TOKEN, 'X-Auth-Token': who.designer!.token, Mode: 'mibd_designer' } });
    expect(read.status).toBe(200);
    const meta = await sharp(Buffer.from(await read.arrayBuffer())).metadata();
    expect({ w: meta.width, h: meta.height }).toEqual({ w: 960, h: 540 });
    const stranger = await fetch(`${api.url}${high}`, { headers: { 'Api-Token': api.config.API_TOKEN, 'X-Auth-Token': who.other!.token } });
    expect(stranger.status).not.toBe(200);
    const theirs = await api.call(CARA_CALLS.caseDetail, { body: { id: res.val.case.case_id }, token: who.other!.token, mode: 'mibd_designer' });
    expect(theirs.err).toBe(ERR.NOT_FOUND);
    const theirList = await api.call<z.output<typeof caseListResponse>>(CARA_CALLS.caseList, { body: {}, token: who.other!.token, mode: 'mibd_designer' });
    expect(theirList.val.case_list).toEqual([]);
  });

  it('reads the areas from the shade PNG and renders a setting; refuses a generate without an area', async () => {
    const shade = await sharp({ create: { width: 960, height: 540, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 200, height: 150, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } }, left: 100, top: 300 }])
      .png()
      .toBuffer();
    const settings = await api.call<{ groups: Array<{ id: string; tab: string }>; official_pictures: Array<{ id: string }> }>(CARA_CALLS.inpaintingSettings, { body: {}, ...designer() });
    expect(settings.val.official_pictures.length).toBeLessThanOrEqual(4);
    const group = settings.val.groups.find((g) => g.tab === 'LIVING ROOM')!;
    const res = await api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, {
      body: { type: 'generate', image_code: photo.image_code, shade: `data:image/png;base64,${shade.toString('base64')}`, sku_group_id: group.id, source: 2 },
      ...designer(),
    });
    expect(res.err).toBe(ERR.OK);
    const [row] = await api.services.db.select().from(caraCases).where(eq(caraCases.id, Number(res.val.case.case_id)));
    expect(row!.regions).toHaveLength(1);
    expect(row!.regions[0]!.left).toBeCloseTo(100, -1);
    expect(row!.regions[0]!.width).toBeCloseTo(200, -1);
    const none = await api.call(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', image_id: photo.image_id, sku_number: ['X'] }, ...designer() });
    expect(none.errmsg).toBe(CARA_MESSAGES.selectAreaFirst);
    const example = await api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', official_picture_id: settings.val.official_pictures[0]!.id, regions: [{ left: 100, top: 400, width: 300, height: 300 }], sku_group_id: group.id }, ...designer() });
    expect(example.err).toBe(ERR.OK);
    await caraWorker(api.services)!.idle();
  });

  it('takes one product per area in order, repeats included, and refuses what it cannot render, naming it', async () => {
    const sold = async (brand: string, n: number) =>
      (await api.services.db.select({ sku: products.skuNumber }).from(products).where(and(eq(products.brandId, brand), eq(products.status, 1))).limit(n)).map((r) => r.sku);
    const [a, b] = await sold('ca', 2);
    const [rowe] = await sold('rowe', 1);
    const two = [{ left: 40, top: 200, width: 300, height: 300 }, { left: 500, top: 250, width: 400, height: 280 }];
    const render = (sku_number: string[], regions = two) =>
      api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', image_id: photo.image_id, regions, sku_number, source: 2 }, query: { obtain: 'ca' }, ...designer() });

    const same = await render([a!, a!]);
    expect(same.err).toBe(ERR.OK);
    expect(same.val.case.sku_number).toEqual([a, a]);
    const ordered = await render([b!, a!]);
    expect(ordered.val.case.sku_number).toEqual([b, a]);

    const elsewhere = await render([a!, rowe!]);
    expect({ err: elsewhere.err, errmsg: elsewhere.errmsg, val: elsewhere.val }).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: 'Product not sold on this site', val: { sku_number: rowe, area: 2 } });
    const unknown = await render(['NO-SUCH-SKU', a!]);
    expect({ err: unknown.err, errmsg: unknown.errmsg, val: unknown.val }).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist, val: { sku_number: 'NO-SUCH-SKU', area: 1 } });
    const tooMany = await render([a!, b!, a!]);
    expect(tooMany.err).toBe(ERR.BAD_REQUEST);
    expect(tooMany.errmsg).toBe('Please choose one product for each area (3 products for 2 areas)');
    // The hub sells every brand: the same product renders there.
    const hub = await api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', image_id: photo.image_id, regions: two, sku_number: [rowe!] }, ...designer() });
    expect(hub.err).toBe(ERR.OK);
    await caraWorker(api.services)!.idle();
  });

  it("suggests settings of the site's own brands, each of one brand", async () => {
    const settings = await api.call<{ groups: Array<{ id: string; sku_number: string[] }> }>(CARA_CALLS.inpaintingSettings, { body: {}, query: { obtain: 'ca' }, ...designer() });
    expect(settings.val.groups.length).toBeGreaterThan(0);
    for (const group of settings.val.groups) {
      const rows = await api.services.db.select({ brand: products.brandId }).from(products).where(inArray(products.skuNumber, group.sku_number));
      expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(['ca']));
    }
    const rowe = await api.call<{ groups: Array<{ id: string; sku_number: string[] }> }>(CARA_CALLS.inpaintingSettings, { body: {}, query: { obtain: 'rowe' }, ...designer() });
    const ca = settings.val.groups[0]!;
    expect(rowe.val.groups.some((g) => g.id === ca.id)).toBe(false);
    const foreign = await api.call(CARA_CALLS.inpaintingMessage, {
      body: { type: 'generate', image_id: photo.image_id, regions: [{ left: 40, top: 200, width: 300, height: 300 }], sku_group_id: ca.id },
      query: { obtain: 'rowe' },
      ...designer(),
    });
    expect(foreign.errmsg).toBe('Unknown setting');
    // A widget of the earlier release sends the setting's products with its id: as many as the areas take.
    const earlier = await api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, {
      body: { type: 'generate', image_id: photo.image_id, regions: [{ left: 40, top: 200, width: 300, height: 300 }], sku_group_id: ca.id, sku_number: ca.sku_number },
      query: { obtain: 'ca' },
      ...designer(),
    });
    expect(earlier.err).toBe(ERR.OK);
    expect(earlier.val.case.sku_number).toEqual([ca.sku_number[0]]);
    await caraWorker(api.services)!.idle();
  });

  it('renders from the chat with /ca/inpainting and marks a failed render negative with its notice', async () => {
    const [sofa] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(eq(products.status, 1)).limit(1);
    const res = await api.call<AiCase>(CARA_CALLS.inpainting, { body: { sku_number: sofa!.sku, file_name: photo.filename, source: 5, type: '1' }, ...designer() });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.source).toBe(5);
    const theirs = await api.call(CARA_CALLS.inpainting, { body: { sku_number: sofa!.sku, file_name: photo.filename }, token: who.other!.token, mode: 'mibd_designer' });
    expect(theirs.err).toBe(ERR.NOT_FOUND);

    const [own] = await api.services.db.select().from(caraPhotos).where(eq(caraPhotos.id, photo.image_id));
    const [kase] = await api.services.db.insert(caraCases).values({ ownerKey: own!.ownerKey, source: 1, photoId: own!.id, regions: [], skuNumbers: [] }).returning();
    await enqueue(api.services.db, { kind: 'render', caseId: kase!.id, payload: { photoId: '00000000-0000-4000-8000-000000000000', regions: [{ left: 0, top: 0, width: 10, height: 10 }], skus: ['X'], accountId: null, guestId: null, ownerKey: own!.ownerKey } }, api.services.now());
    caraWorker(api.services)!.poke();
    await caraWorker(api.services)!.idle();
    const list = await api.call<z.output<typeof caseListResponse>>(CARA_CALLS.caseList, { body: {}, ...designer() });
    const failed = list.val.case_list.find((c) => c.case_id === String(kase!.id))!;
    expect(failed.status).toBeLessThan(0);
    expect(failed.notice).toContain('The room photo is no longer available');
  });

  it('lets a visitor use its own photos by GuestUId, never another visitor\'s', async () => {
    const up = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await landscape(640, 360, 'jpeg') }, headers: { GuestUId: '1700000000000abcdefghijabcdefghijabcdefghijab' } });
    expect(up.err).toBe(ERR.OK);
    const same = await api.call(CARA_CALLS.visitorImageByCode, { body: { image_code: up.val.photo.image_code }, headers: { GuestUId: '1700000000000abcdefghijabcdefghijabcdefghijab' } });
    expect(same.err).toBe(ERR.OK);
    const other = await api.call(CARA_CALLS.visitorImageByCode, { body: { image_code: up.val.photo.image_code }, headers: { GuestUId: '1700000000000zzzzzzzzzzabcdefghijabcdefghijab' } });
    expect(other.errmsg).toBe(CARA_MESSAGES.errorCode);
    const noGuest = await api.call(CARA_CALLS.caseList, { body: {}, headers: { GuestUId: '' } });
    expect(noGuest.err).toBe(ERR.NO_PERMISSION);
  });

  it('answers a question with a room photo by rendering the product into it', async () => {
    const res = await ask({ text: 'a navy velvet sofa', file: photo.filename }, designer());
    expect(res.events.at(-1)?.marker).toBe('end');
    const image = res.events.find((e) => e.marker === 'image_src');
    expect(image?.value).toHaveLength(1);
    expect(res.events[0]).toEqual({ marker: 'type', value: 3 });
  });
});

describe("the chat's render wait", () => {
  /** Later than any test runs: a job due then is left alone by the worker until the test makes it due. */
  const LATER = new Date('2100-01-01T00:00:00Z');
  let photoId: string;
  let ownerKey: string;
  let sku: string;

  beforeAll(async () => {
    const up = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await landscape() }, ...designer() });
    photoId = up.val.photo.image_id;
    const [own] = await api.services.db.select().from(caraPhotos).where(eq(caraPhotos.id, photoId));
    ownerKey = own!.ownerKey;
    const [sofa] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(eq(products.status, 1)).limit(1);
    sku = sofa!.sku;
  });

  /** A case in progress whose render job waits until the test makes it due (so the worker runs it when told). */
  async function heldCase(): Promise<{ caseId: number; jobId: string }> {
    const region = { left: 100, top: 250, width: 300, height: 250 };
    const [kase] = await api.services.db.insert(caraCases).values({ ownerKey, source: 4, photoId, regions: [region], skuNumbers: [sku] }).returning();
    const payload: RenderPayload = { photoId, regions: [region], skus: [sku], accountId: who.designer!.id, guestId: null, ownerKey };
    const jobId = await enqueue(api.services.db, { kind: 'render', caseId: kase!.id, payload: { ...payload } }, LATER);
    return { caseId: kase!.id, jobId };
  }

  it('answers as soon as the worker completes the render, not at the next read of the case', async () => {
    const { caseId, jobId } = await heldCase();
    // Reading the case again only after a minute: only the worker's signal can end this wait in time.
    const waiting = waitForRender(api.services, caseId, { limitMs: 20_000, recheckMs: 60_000 });
    let answeredAt: number | null = null;
    void waiting.then(() => (answeredAt = Date.now()));
    await api.services.db.update(caraJobs).set({ runAfter: new Date(0) }).where(eq(caraJobs.id, jobId));
    caraWorker(api.services)!.poke();
    await caraWorker(api.services)!.idle();
    const completedAt = Date.now();
    const src = await waiting;
    expect(answeredAt! - completedAt).toBeLessThan(2_000);
    const detail = await api.call<CaseDetailResponse>(CARA_CALLS.caseDetail, { body: { id: String(caseId) }, ...designer() });
    expect(src).toBe(detail.val.case_detail_list[0]!.high_definition_image);
  });

  it('stops waiting when the limit passes, by the api clock', async () => {
    const { caseId } = await heldCase();
    const started = Date.now();
    expect(await waitForRender(api.services, caseId, { limitMs: 300 })).toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(CASE_RECHECK_MS + 2_000);
    // The limit is the api clock's: moved past it, an 8 s wait ends at its next read.
    const moved = Date.now();
    const waiting = waitForRender(api.services, caseId, { limitMs: 8_000, recheckMs: 50 });
    api.advance(8_000);
    expect(await waiting).toBeNull();
    expect(Date.now() - moved).toBeLessThan(4_000);
  });

  it('stops waiting when the client leaves', async () => {
    const { caseId } = await heldCase();
    const left = new AbortController();
    const started = Date.now();
    const waiting = waitForRender(api.services, caseId, { limitMs: 20_000, recheckMs: 60_000, abort: left.signal });
    setTimeout(() => left.abort(), 100);
    expect(await waiting).toBeNull();
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('add_log', () => {
  it('records the events of section 7 and refuses others', async () => {
    const res = await api.call<{ id: string }>(CARA_CALLS.addLog, { body: { type: 'mibd.llm.recommend_sku', tag1: 'CA-SOF-1', data1: { at: 1 } }, ...designer() });
    expect(res.err).toBe(ERR.OK);
    const [row] = await api.services.db.select().from(caraLogs).where(eq(caraLogs.id, res.val.id));
    expect(row).toMatchObject({ type: 'mibd.llm.recommend_sku', ownerKey: `a:${who.designer!.id}` });
    expect((await api.call(CARA_CALLS.addLog, { body: { type: 'nope' } })).err).toBe(ERR.BAD_REQUEST);
    expect((await api.call(CARA_CALLS.addLog, { body: { type: 'mibd.llm.open' } })).err).toBe(ERR.OK);
  });
});
