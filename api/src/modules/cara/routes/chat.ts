/** The chat: a question answered as a stream of markers (/ca/llm/new), and the owner's history. */
import {
  AI_SENDER,
  ApiError,
  CARA_CALLS,
  CARA_MESSAGES,
  CHAT_HISTORY_PAGE_SIZE,
  ERR,
  MESSAGES,
  STREAM_CONTENT_TYPE,
  encodeEvent,
  toMillis,
  type ChatItem,
  type StreamEvent,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { answer, type Answer } from '../engine';
import { phrase } from '../llm';
import { addMessage, messagePage, newestLog, recentMessages } from '../repository';
import { CHAT_OPENED_LOG, chatContext, DEFAULT_REGION, pageProduct, toItem } from '../rules';
import { availableSkus, createCase, describePhoto, findPhoto, ownerOf, waitForRender } from '../service';

/** How long the chat waits for a render before answering that it will be in Visualizations. */
const CHAT_RENDER_WAIT_MS = 8_000;

/**
 * Opens the answer stream: headers now (the security and CORS headers set by the hooks included), then events as
 * they are ready; writes after the client left are dropped. `left` fires when the client goes away first.
 */
function openStream(reply: FastifyReply): { send: (event: StreamEvent) => void; end: () => void; left: AbortSignal } {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...reply.getHeaders(), 'content-type': STREAM_CONTENT_TYPE, 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
  raw.writeHead(200, headers as Record<string, string>);
  return {
    send: (event) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(encodeEvent(event));
    },
    end: () => raw.end(),
    left: clientLeft(reply),
  };
}

/**
 * Fires when the response closes unfinished: the client went away. The response is watched, not the request
 * (`request.signal`): the request closes as soon as its body has been read.
 */
function clientLeft(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    if (!raw.writableFinished) left.abort();
  };
  if (raw.destroyed) onClose();
  else raw.once('close', onClose);
  return left.signal;
}

export function chatRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CARA_CALLS.ask, {
    handler: async ({ body, caller, reply }) => {
      const owner = ownerOf(caller);
      const photo = body.file ? await findPhoto(services, owner, { filename: body.file }) : null;
      if (body.file && !photo) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      const [recent, opened] = await Promise.all([recentMessages(services.db, owner.key, 12), newestLog(services.db, owner.key, CHAT_OPENED_LOG)]);
      const { lastProducts, lastQuestion } = chatContext(recent, AI_SENDER);
      const page = pageProduct(opened, recent, AI_SENDER);
      await addMessage(services.db, {
        ownerKey: owner.key,
        sender: owner.userId,
        kind: 1,
        text: body.text ?? '',
        payload: photo ? { file: describePhoto(photo.photo, photo.file).src } : {},
        createdAt: services.now(),
      });

      const { send, end, left } = openStream(reply);
      try {
        let result: Answer = await answer(services, caller, {
          text: body.text ?? '',
          type: body.type ?? null,
          target: body.target_sku_number ?? null,
          shown: body.recommend_sku_number ?? [],
          lastProducts,
          lastQuestion,
          page,
        });
        const payload: Partial<ChatItem> = {};
        let images: string[] = [];
        if (photo) {
          // A photo with the question: the chosen (or first recommended) product is rendered into it.
          const sku = body.target_sku_number ?? result.products[0]?.sku_number ?? null;
          if (sku) {
            const skus = await availableSkus(services, [sku]);
            const kase = await createCase(services, owner, { photoId: photo.photo.id, regions: [DEFAULT_REGION(photo.photo.width, photo.photo.height)], skus, source: 4 });
            // The render runs in the worker; the request waits for its signal (see waitForRender) for up to 8 s.
            const done = await waitForRender(services, kase.id, { limitMs: CHAT_RENDER_WAIT_MS, abort: left });
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
        const id = await addMessage(services.db, { ownerKey: owner.key, sender: AI_SENDER, kind: result.kind, text, payload, createdAt: new Date(services.now().getTime() + 1) });
        send({ marker: 'end', value: { id } });
      } catch (error) {
        if (!(error instanceof ApiError)) app.log.error({ err: error }, 'cara answer failed');
        send({ marker: 'error', value: { message: error instanceof ApiError ? error.message : CARA_MESSAGES.serverExceptionRetry } });
      } finally {
        end();
      }
      return reply;
    },
  });

  route(app, services, CARA_CALLS.history, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const before = body.time ? new Date(toMillis(body.time)) : null;
      const { rows, total } = await messagePage(services.db, owner.key, before, body.limit ?? CHAT_HISTORY_PAGE_SIZE);
      return { list: rows.map(toItem), total };
    },
  });
}
