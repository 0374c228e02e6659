/** The owner's cases (Visualizations) and their renders, a photo found by its code, and the widget's logs. */
import { ApiError, CARA_CALLS, CARA_MESSAGES, CASE_NOTICES_MAX_LIST, CASE_TO_PROJECT_SAVED, ERR, PRODUCT_STATUS, fileReadUrl, productPageUrl } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { clientKey, spendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { visibilityFor, toCard } from '../../catalog';
import { readName } from '../../files';
import { addRenderToProject } from '../../projects';
import { productsBySku } from '../engine';
import { addLog, casePage, caseRenders, liveFiles, markCasesNoticed, markRendersViewed, photoCode, unnoticedCases } from '../repository';
import { CARA_LIMIT_MESSAGES, logDataBytes, logOwnerKey, toRenderItem } from '../rules';
import { caseIdOf } from '../rules';
import { caseViews, describePhoto, findPhoto, ownCase, ownerOf } from '../service';

/** The source a product page is opened from out of Cara (spec section 2: ?source=llm). */
const LLM_PAGE_SOURCE = 'llm';

export function caseRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CARA_CALLS.caseList, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const limit = body.limit ?? 50;
      const offset = ((body.page ?? 1) - 1) * limit;
      const { rows, total, running } = await casePage(services.db, owner.key, limit, offset);
      return { case_list: await caseViews(services, rows), is_complete: running > 0 ? 0 : 1, total };
    },
  });

  route(app, services, CARA_CALLS.caseDetail, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const kase = await ownCase(services, owner, body.id);
      if (!kase) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
      const renders = await caseRenders(services.db, kase.id);
      const fileRows = await liveFiles(services.db, renders.flatMap((r) => [r.highFileId, r.lowFileId]));
      const src = new Map(fileRows.map((f) => [f.id, fileReadUrl(readName(f))]));
      // Opening the detail marks its new renders as seen (is_update is 1 in this answer, 0 from the next).
      const unseen = renders.filter((r) => !r.viewedAt).map((r) => r.id);
      if (unseen.length) await markRendersViewed(services.db, unseen, services.now());
      // A settled case whose details are open needs no notice at the next visit.
      if (!kase.noticedAt) await markCasesNoticed(services.db, owner.key, [kase.id], services.now());
      const [view] = await caseViews(services, [kase]);
      const cards = await productsBySku(services, kase.skuNumbers);
      const see = visibilityFor(caller);
      const code = await photoCode(services.db, kase.photoId);
      return {
        ...view!,
        case_detail_list: renders.map((r) => toRenderItem(r, src)),
        products: cards
          .filter((c) => c.status !== PRODUCT_STATUS.UNAVAILABLE)
          .map((c) => {
            const card = toCard(c, see);
            const page = productPageUrl(caller.brand, card, LLM_PAGE_SOURCE, { sites: services.config.SESSION_SITES, hubUrl: services.config.PUBLIC_URL });
            return page ? { ...card, page_url: page } : card;
          }),
        ...(code ? { image_code: code } : {}),
      };
    },
  });

  route(app, services, CARA_CALLS.caseNotices, {
    handler: async ({ caller }) => {
      const owner = ownerOf(caller);
      return { case_list: await caseViews(services, await unnoticedCases(services.db, owner.key, CASE_NOTICES_MAX_LIST)) };
    },
  });

  route(app, services, CARA_CALLS.caseNoticesSeen, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      // Ids that are no case id, or another owner's case, mark nothing.
      const ids = body.case_id.map(caseIdOf).filter((id): id is number => id !== null);
      return { seen: await markCasesNoticed(services.db, owner.key, ids, services.now()) };
    },
  });

  route(app, services, CARA_CALLS.caseToProject, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const kase = await ownCase(services, owner, body.case_id);
      if (!kase) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
      const render = (await caseRenders(services.db, kase.id)).find((r) => r.id === body.render_id.toLowerCase());
      if (!render) throw new ApiError(ERR.NOT_FOUND, 'Unknown render');
      await addRenderToProject(services.db, caller, body.project_id, { caseId: kase.id, renderId: render.id, highFileId: render.highFileId, lowFileId: render.lowFileId });
      return { project_id: body.project_id.toLowerCase(), render_id: render.id, message: CASE_TO_PROJECT_SAVED };
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
      // Anyone may log: each data field is bounded (its nesting by the body walk, its size here) and so are the
      // calls of one client a day (I9).
      const max = services.config.LOG_DATA_MAX_BYTES;
      for (const field of ['data1', 'data2'] as const) {
        if (logDataBytes(body[field]) > max) throw new ApiError(ERR.BAD_REQUEST, CARA_LIMIT_MESSAGES.logTooLarge, { where: 'body', field });
      }
      const client = caller.account ? `account:${caller.account.id}` : `client:${clientKey(caller.ip)}`;
      await spendDaily(services.db, `add_log:${client}`, services.config.LOG_DAILY_LIMIT, services.now());
      const id = await addLog(services.db, {
        ownerKey: logOwnerKey(caller),
        type: body.type,
        tags: [body.tag1 ?? '', body.tag2 ?? '', body.tag3 ?? '', body.tag4 ?? '', body.tag5 ?? ''],
        data1: (body.data1 ?? null) as never,
        data2: (body.data2 ?? null) as never,
        createdAt: services.now(),
      });
      return { id };
    },
  });
}
