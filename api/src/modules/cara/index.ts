import {
  AI_SENDER,
  ApiError,
  CARA_CALLS,
  CARA_MESSAGES,
  CASE_STATUS,
  CHAT_HISTORY_PAGE_SIZE,
  ERR,
  FILE_CALLS,
  MESSAGES,
  REGIONS_MAX,
  SETTING_TABS,
  STREAM_CONTENT_TYPE,
  encodeEvent,
  fileReadUrl,
  inpaintingMessageRequest,
  siteProductBrands,
  toMillis,
  type ChatItem,
  type ImageRegion,
  type InpaintingMessageRequest,
  type StreamEvent,
} from '@storefront/contracts';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Caller } from '../../platform/caller';
import { caraCases, caraLogs, caraMessages, caraRenders, files, products } from '../../platform/db/schema';
import { describeIssues, route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { visibilityFor, toCard } from '../catalog/cards';
import { catalogImage } from '../catalog/images/read';
import { ROOM_SLUGS } from '../catalog/images/rooms';
import { readName } from '../files/store';
import { answer, pairings, productsBySku, type Answer } from './engine';
import { enqueue, startWorker, type Worker } from './jobs';
import { phrase } from './llm';
import { regionsFromShade } from './render';
import { caseViews, describePhoto, findPhoto, ownCase, ownerOf, renderHandler, storePhoto, type Owner } from './service';

/** The area used when the chat renders a product into a photo without drawn areas: the lower middle of the room. */
const DEFAULT_REGION = (w: number, h: number): ImageRegion => ({ left: w * 0.28, top: h * 0.38, width: w * 0.44, height: h * 0.56 });
/** How long the chat waits for a render before answering that it will be in Visualizations. */
const CHAT_RENDER_WAIT_MS = 8_000;

const workers = new WeakMap<Services, Worker>();
/** The render worker of this api (null when CARA_JOB_CONCURRENCY is 0). */
export function caraWorker(services: Services): Worker | null {
  return workers.get(services) ?? null;
}

/** History items as the chat reads them. */
function toItem(row: typeof caraMessages.$inferSelect): ChatItem {
  const p = row.payload as Partial<ChatItem>;
  return { id: row.id, text: row.text, create_time: row.createdAt.getTime(), send_user_id: row.sender, type: row.kind as ChatItem['type'], ...p };
}

async function recentMessages(services: Services, owner: Owner, limit: number) {
  return services.db.select().from(caraMessages).where(eq(caraMessages.ownerKey, owner.key)).orderBy(desc(caraMessages.createdAt), desc(caraMessages.id)).limit(limit);
}

/** Creates a case for a photo and queues its render. */
async function createCase(services: Services, owner: Owner, input: { photoId: string; regions: ImageRegion[]; skus: string[]; source: number; caseId?: number | null }): Promise<typeof caraCases.$inferSelect> {
  const now = services.now();
  const row = await services.db.transaction(async (tx) => {
    let kase: typeof caraCases.$inferSelect | undefined;
    if (input.caseId) {
      [kase] = await tx
        .update(caraCases)
        .set({ status: CASE_STATUS.IN_PROGRESS, regions: input.regions, skuNumbers: input.skus, photoId: input.photoId, notice: null, updatedAt: now })
        .where(and(eq(caraCases.id, input.caseId), eq(caraCases.ownerKey, owner.key)))
        .returning();
    } else {
      [kase] = await tx
        .insert(caraCases)
        .values({ ownerKey: owner.key, status: CASE_STATUS.IN_PROGRESS, source: input.source, photoId: input.photoId, regions: input.regions, skuNumbers: input.skus, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!kase) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
    await enqueue(tx, { kind: 'render', caseId: kase.id, payload: { photoId: input.photoId, regions: input.regions, skus: input.skus, accountId: owner.accountId, guestId: owner.guestId, ownerKey: owner.key } }, now);
    return kase;
  });
  caraWorker(services)?.poke();
  return row;
}

/** Available products among the SKUs (in order); refuses an unknown or unavailable one. */
async function availableSkus(services: Services, skus: readonly string[]): Promise<string[]> {
  const rows = await productsBySku(services, skus);
  const found = new Map(rows.map((r) => [r.skuNumber.toUpperCase(), r]));
  return skus.map((sku) => {
    const row = found.get(sku.toUpperCase());
    if (!row) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
    if (row.status === 2) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.productNoLongerAvailable);
    return row.skuNumber;
  });
}

function regionsOf(list: readonly ImageRegion[], width: number, height: number): ImageRegion[] {
  return list
    .map((r) => {
      const left = Math.max(0, Math.min(width, r.left));
      const top = Math.max(0, Math.min(height, r.top));
      return { left, top, width: Math.min(width - left, r.width), height: Math.min(height - top, r.height) };
    })
    .filter((r) => r.width >= 2 && r.height >= 2)
    .slice(0, REGIONS_MAX);
}

function dataUrlBytes(value: string | null | undefined): Buffer | null {
  if (!value) return null;
  const comma = value.indexOf(',');
  return Buffer.from(value.slice(comma + 1), 'base64');
}

/** The settings of upload step 3: per tab, groupings of a main piece and what goes with it. */
const SETTING_ANCHORS: Record<(typeof SETTING_TABS)[number], string> = { BEDROOM: 'Beds', 'LIVING ROOM': 'Sofas', 'DINING ROOM': 'Dining Tables' };
const GROUPS_PER_TAB = 4;

async function settingGroups(services: Services, caller: Caller) {
  const groups: Array<{ id: string; src: string; name: string; tab: (typeof SETTING_TABS)[number]; sku_number: string[] }> = [];
  for (const tab of SETTING_TABS) {
    const anchors = await services.db
      .select({ sku: products.skuNumber })
      .from(products)
      .where(and(eq(products.category, SETTING_ANCHORS[tab]), sql`${products.status} <> 2`))
      .orderBy(products.rank, products.skuNumber)
      .limit(GROUPS_PER_TAB);
    for (const { sku } of anchors) {
      const [anchor] = await productsBySku(services, [sku]);
      if (!anchor) continue;
      const paired = await pairings(services, anchor, [], 1, siteProductBrands(caller.brand));
      const card = toCard(anchor, visibilityFor(caller));
      groups.push({ id: `g-${anchor.skuNumber}`, src: card.image, name: `${anchor.portfolio} ${tab.toLowerCase()}`, tab, sku_number: [anchor.skuNumber, ...paired.map((p) => p.row.skuNumber)] });
    }
  }
  return groups;
}

interface ParsedInpainting {
  body: InpaintingMessageRequest;
  image: Buffer | null;
  shade: Buffer | null;
}

/** Reads /ca/inpainting_message as JSON (images as data URLs) or multipart (fields, and `image` / `shade` files). */
async function readInpainting(request: FastifyRequest): Promise<ParsedInpainting> {
  let raw: Record<string, unknown>;
  let image: Buffer | null = null;
  let shade: Buffer | null = null;
  if (request.isMultipart()) {
    raw = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'shade') shade = bytes;
          else image = bytes;
        } else if (typeof part.value === 'string') {
          const value = part.value;
          raw[part.fieldname] = part.fieldname === 'regions' || (part.fieldname === 'sku_number' && value.startsWith('[')) ? safeJson(value) : value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
      throw new ApiError(ERR.BAD_REQUEST, 'The upload could not be read, please try again');
    }
  } else raw = (request.body ?? {}) as Record<string, unknown>;
  const parsed = z.safeParse(inpaintingMessageRequest, raw);
  if (!parsed.success) throw new ApiError(ERR.BAD_REQUEST, describeIssues(parsed.error), { where: 'body' });
  return { body: parsed.data, image: image ?? dataUrlBytes(parsed.data.image), shade: shade ?? dataUrlBytes(parsed.data.shade) };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function caraModule(app: FastifyInstance, services: Services): Promise<void> {
  // The render worker runs with the api and stops with it.
  if (services.config.CARA_JOB_CONCURRENCY > 0) {
    app.addHook('onReady', async () => {
      workers.set(
        services,
        startWorker({
          db: services.db,
          handlers: { render: renderHandler(services) },
          concurrency: services.config.CARA_JOB_CONCURRENCY,
          leaseMs: services.config.CARA_JOB_LEASE_SECONDS * 1000,
          now: services.now,
          log: app.log,
        }),
      );
    });
    app.addHook('preClose', async () => {
      await workers.get(services)?.stop();
    });
  }

  route(app, services, CARA_CALLS.ask, {
    handler: async ({ body, caller, reply }) => {
      const owner = ownerOf(caller);
      const photo = body.file ? await findPhoto(services, owner, { filename: body.file }) : null;
      if (body.file && !photo) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      const recent = await recentMessages(services, owner, 12);
      const lastAnswer = recent.find((m) => m.sender === AI_SENDER && Array.isArray((m.payload as Partial<ChatItem>).product_list) && (m.payload as Partial<ChatItem>).product_list!.length);
      const lastPayload = (lastAnswer?.payload ?? {}) as Partial<ChatItem>;
      const lastProducts = [...(lastPayload.target_sku_number ? [lastPayload.target_sku_number] : []), ...(lastPayload.product_list ?? []).map((p) => p.sku_number)];
      const lastQuestion = recent.find((m) => m.sender !== AI_SENDER && m.text)?.text ?? null;
      await services.db.insert(caraMessages).values({
        ownerKey: owner.key,
        sender: owner.userId,
        kind: 1,
        text: body.text ?? '',
        payload: photo ? { file: describePhoto(photo.photo, photo.file).src } : {},
        createdAt: services.now(),
      });

      // The stream: headers now (the security and CORS headers set by the hooks included), markers as they are ready.
      reply.hijack();
      const raw = reply.raw;
      const headers = { ...reply.getHeaders(), 'content-type': STREAM_CONTENT_TYPE, 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
      raw.writeHead(200, headers as Record<string, string>);
      const send = (event: StreamEvent) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(encodeEvent(event));
      };
      try {
        let result: Answer = await answer(services, caller, {
          text: body.text ?? '',
          type: body.type ?? null,
          target: body.target_sku_number ?? null,
          shown: body.recommend_sku_number ?? [],
          lastProducts,
          lastQuestion,
        });
        const payload: Partial<ChatItem> = {};
        let images: string[] = [];
        if (photo) {
          // A photo with the question: the chosen (or first recommended) product is rendered into it.
          const sku = body.target_sku_number ?? result.products[0]?.sku_number ?? null;
          if (sku) {
            const skus = await availableSkus(services, [sku]);
            const kase = await createCase(services, owner, { photoId: photo.photo.id, regions: [DEFAULT_REGION(photo.photo.width, photo.photo.height)], skus, source: 4 });
            const done = await waitForCase(services, kase.id, CHAT_RENDER_WAIT_MS);
            if (done) images = [done];
            result = {
              ...result,
              kind: done ? 3 : result.kind,
              text: done ? `Here is the ${result.products.find((p) => p.sku_number === sku)?.name ?? sku} in your room.` : `${result.text} Your room visualization is on its way; you will find it under VISUALIZATIONS.`,
            };
          }
        }
        send({ marker: 'type', value: result.kind });
        if (result.target) {
          send({ marker: 'target_sku_number', value: result.target });
          payload.target_sku_number = result.target;
        }
        if (images.length) {
          send({ marker: 'image_src', value: images });
          payload.image_src = images;
        }
        if (result.listKind && result.products.length) {
          send({ marker: 'productList', value: { kind: result.listKind, title: result.title, list: result.products } });
          const skus = result.products.map((p) => p.sku_number);
          send({ marker: 'recommend_sku_number', value: skus });
          Object.assign(payload, { product_list: result.products, product_list_kind: result.listKind, product_list_title: result.title, recommend_sku_number: skus });
        }
        let text = '';
        for await (const piece of phrase(services.config, body.text ?? '', result.text, result.products)) {
          text += piece;
          send({ marker: 'text', value: piece });
        }
        if (!text) {
          text = result.text;
          send({ marker: 'text', value: text });
        }
        if (result.followUps.length) {
          send({ marker: 'followUpQs', value: result.followUps });
          payload.followUpQs = result.followUps;
        }
        const [saved] = await services.db
          .insert(caraMessages)
          .values({ ownerKey: owner.key, sender: AI_SENDER, kind: result.kind, text, payload, createdAt: new Date(services.now().getTime() + 1) })
          .returning({ id: caraMessages.id });
        send({ marker: 'end', value: { id: saved!.id } });
      } catch (error) {
        if (!(error instanceof ApiError)) app.log.error({ err: error }, 'cara answer failed');
        send({ marker: 'error', value: { message: error instanceof ApiError ? error.message : CARA_MESSAGES.serverExceptionRetry } });
      } finally {
        raw.end();
      }
      return reply;
    },
  });

  route(app, services, CARA_CALLS.history, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const limit = body.limit ?? CHAT_HISTORY_PAGE_SIZE;
      const before = body.time ? new Date(toMillis(body.time)) : null;
      const where = before ? and(eq(caraMessages.ownerKey, owner.key), lt(caraMessages.createdAt, before)) : eq(caraMessages.ownerKey, owner.key);
      const [rows, [total]] = await Promise.all([
        services.db.select().from(caraMessages).where(where).orderBy(desc(caraMessages.createdAt), desc(caraMessages.id)).limit(limit),
        services.db.select({ n: count() }).from(caraMessages).where(eq(caraMessages.ownerKey, owner.key)),
      ]);
      return { list: rows.map(toItem), total: Number(total?.n ?? 0) };
    },
  });

  route(app, services, CARA_CALLS.inpaintingSettings, {
    handler: async ({ caller }) => {
      ownerOf(caller);
      const official_pictures = ROOM_SLUGS.slice(0, 4).map((slug) => ({ id: slug, src: `${FILE_CALLS.read.path}?blockid=1&width=600&height=0&format=jpg&filename=room_${slug}.jpg`, width: 1200, height: 900 }));
      return { official_pictures, groups: await settingGroups(services, caller) };
    },
  });

  route(app, services, CARA_CALLS.inpaintingMessage, {
    handler: async ({ caller, request }) => {
      const owner = ownerOf(caller);
      const { body, image, shade } = await readInpainting(request);
      if (body.type === 'upload') {
        if (!image) throw new ApiError(ERR.BAD_REQUEST, CARA_MESSAGES.photoType);
        const { photo, file } = await storePhoto(services, owner, image);
        return { photo: describePhoto(photo, file) };
      }
      // The room photo: the owner's own (id, code) or an example picture (stored as the owner's photo).
      let found = body.image_id || body.image_code ? await findPhoto(services, owner, { id: body.image_id, code: body.image_code }) : null;
      if ((body.image_id || body.image_code) && !found) throw new ApiError(ERR.NOT_FOUND, body.image_code ? CARA_MESSAGES.errorCode : MESSAGES.fileNotFound);
      if (!found && body.official_picture_id) {
        if (!(ROOM_SLUGS as readonly string[]).includes(body.official_picture_id)) throw new ApiError(ERR.NOT_FOUND, 'Unknown example image');
        const picture = await catalogImage(services, `room_${body.official_picture_id}.jpg`);
        found = await storePhoto(services, owner, await picture!.original(), `${body.official_picture_id}.jpg`);
      }
      if (!found && image) found = await storePhoto(services, owner, image);
      if (!found) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a room photo');
      const { width, height } = found.photo;
      let regions = regionsOf(body.regions ?? [], width, height);
      if (!regions.length && shade) {
        const fromShade = await regionsFromShade(shade, width, height).catch(() => {
          throw new ApiError(ERR.BAD_REQUEST, 'The selection could not be read');
        });
        regions = regionsOf(fromShade, width, height);
      }
      if (!regions.length) throw new ApiError(ERR.BAD_REQUEST, CARA_MESSAGES.selectAreaFirst);
      let skus = body.sku_number ?? [];
      if (!skus.length && body.sku_group_id) {
        const anchor = /^g-(.+)$/.exec(body.sku_group_id)?.[1];
        const [row] = anchor ? await productsBySku(services, [anchor]) : [];
        if (!row || row.status === 2) throw new ApiError(ERR.NOT_FOUND, 'Unknown setting');
        const paired = await pairings(services, row, [], 1, siteProductBrands(caller.brand));
        skus = [row.skuNumber, ...paired.map((p) => p.row.skuNumber)];
      }
      if (!skus.length) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a product or a setting');
      const available = await availableSkus(services, skus.slice(0, regions.length));
      let caseId: number | null = null;
      if (body.case_id) {
        const own = await ownCase(services, owner, body.case_id);
        if (!own) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
        caseId = own.id;
      }
      const kase = await createCase(services, owner, { photoId: found.photo.id, regions, skus: available, source: body.source ?? 1, caseId });
      const [view] = await caseViews(services, [kase]);
      return { case: view };
    },
  });

  route(app, services, CARA_CALLS.inpainting, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const found = await findPhoto(services, owner, { filename: body.file_name });
      if (!found) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      const skus = await availableSkus(services, [body.sku_number]);
      let regions = regionsOf(body.regions ?? [], found.photo.width, found.photo.height);
      if (!regions.length) regions = [DEFAULT_REGION(found.photo.width, found.photo.height)];
      const kase = await createCase(services, owner, { photoId: found.photo.id, regions, skus, source: body.source ?? 5 });
      const [view] = await caseViews(services, [kase]);
      return view;
    },
  });

  route(app, services, CARA_CALLS.caseList, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const limit = body.limit ?? 50;
      const offset = ((body.page ?? 1) - 1) * limit;
      const [rows, [total], [running]] = await Promise.all([
        services.db.select().from(caraCases).where(eq(caraCases.ownerKey, owner.key)).orderBy(desc(caraCases.id)).limit(limit).offset(offset),
        services.db.select({ n: count() }).from(caraCases).where(eq(caraCases.ownerKey, owner.key)),
        services.db.select({ n: count() }).from(caraCases).where(and(eq(caraCases.ownerKey, owner.key), eq(caraCases.status, CASE_STATUS.IN_PROGRESS))),
      ]);
      return { case_list: await caseViews(services, rows), is_complete: Number(running?.n ?? 0) > 0 ? 0 : 1, total: Number(total?.n ?? 0) };
    },
  });

  route(app, services, CARA_CALLS.caseDetail, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const kase = await ownCase(services, owner, body.id);
      if (!kase) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
      const renders = await services.db.select().from(caraRenders).where(eq(caraRenders.caseId, kase.id)).orderBy(desc(caraRenders.createdAt));
      const fileIds = renders.flatMap((r) => [r.highFileId, r.lowFileId]);
      const fileRows = fileIds.length ? await services.db.select({ id: files.id, storageKey: files.storageKey }).from(files).where(and(inArray(files.id, fileIds), isNull(files.deletedAt))) : [];
      const src = new Map(fileRows.map((f) => [f.id, fileReadUrl(readName(f))]));
      const unseen = renders.filter((r) => !r.viewedAt).map((r) => r.id);
      if (unseen.length) await services.db.update(caraRenders).set({ viewedAt: services.now() }).where(inArray(caraRenders.id, unseen));
      const [view] = await caseViews(services, [kase]);
      const cards = await productsBySku(services, kase.skuNumbers);
      const see = visibilityFor(caller);
      return {
        ...view!,
        case_detail_list: renders.map((r) => ({
          id: r.id,
          is_update: r.viewedAt ? (0 as const) : (1 as const),
          high_definition_image: src.get(r.highFileId) ?? '',
          low_definition_image: src.get(r.lowFileId) ?? '',
          sku_number: r.skuNumbers,
          create_time: r.createdAt.getTime(),
        })),
        products: cards.filter((c) => c.status !== 2).map((c) => toCard(c, see)),
      };
    },
  });

  route(app, services, CARA_CALLS.visitorImageByCode, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const found = await findPhoto(services, owner, { code: body.image_code });
      if (!found) throw new ApiError(ERR.NOT_FOUND, CARA_MESSAGES.errorCode);
      return describePhoto(found.photo, found.file);
    },
  });

  route(app, services, CARA_CALLS.addLog, {
    handler: async ({ body, caller }) => {
      const ownerKey = caller.account ? `a:${caller.account.id}` : `g:${caller.guestId || 'anonymous'}`;
      const [row] = await services.db
        .insert(caraLogs)
        .values({
          ownerKey,
          type: body.type,
          tags: [body.tag1 ?? '', body.tag2 ?? '', body.tag3 ?? '', body.tag4 ?? '', body.tag5 ?? ''],
          data1: (body.data1 ?? null) as never,
          data2: (body.data2 ?? null) as never,
          createdAt: services.now(),
        })
        .returning({ id: caraLogs.id });
      return { id: row!.id };
    },
  });
}

/** Waits for a case's render; the low definition picture's read path, or null when it is not done in time. */
async function waitForCase(services: Services, caseId: number, ms: number): Promise<string | null> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const [row] = await services.db.select({ status: caraCases.status }).from(caraCases).where(eq(caraCases.id, caseId)).limit(1);
    if (row && row.status !== CASE_STATUS.IN_PROGRESS) {
      if (row.status < 0) return null;
      const [render] = await services.db
        .select({ id: files.id, storageKey: files.storageKey })
        .from(caraRenders)
        .innerJoin(files, eq(files.id, caraRenders.highFileId))
        .where(eq(caraRenders.caseId, caseId))
        .orderBy(desc(caraRenders.createdAt))
        .limit(1);
      return render ? fileReadUrl(readName(render)) : null;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
