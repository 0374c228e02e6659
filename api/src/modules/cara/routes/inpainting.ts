/**
 * Rendering products into a room photo: the upload widget's settings, its message (an upload, or a render of
 * drawn areas, as JSON or multipart) and the chat's one-product render.
 */
import {
  ApiError,
  CARA_CALLS,
  CARA_MESSAGES,
  ERR,
  MESSAGES,
  PRODUCT_STATUS,
  SETTING_TABS,
  inpaintingMessageRequest,
  siteProductBrands,
  type InpaintingMessageRequest,
  type ProductBrand,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Caller } from '../../../platform/caller';
import { describeIssues, route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { catalogImage, toCard, visibilityFor } from '../../catalog';
import { pairings, priceBasis, productsBySku } from '../engine';
import { regionsFromShade } from '../render';
import { anchorSkus } from '../repository';
import { DEFAULT_REGION, GROUPS_PER_TAB, SETTING_ANCHORS, isOfficialPicture, officialPictures, productsForAreas, regionsOf, settingAnchor, settingGroupId, type SettingTab } from '../rules';
import { availableSkus, caseViews, checkPicture, checkRenderRoom, createCase, describePhoto, findPhoto, ownCase, ownerOf, storePhoto } from '../service';

/** The answer to a shade that is not a picture of the drawn areas. */
const SHADE_UNREADABLE = 'The selection could not be read';

/**
 * Per tab, the first main pieces of its category the site sells and the best pairing of each, of the main piece's own
 * brand: a setting is a starting suggestion the designer changes area by area, never a bundle that mixes brands.
 */
async function settingGroups(services: Services, caller: Caller) {
  const groups: Array<{ id: string; src: string; name: string; tab: SettingTab; sku_number: string[] }> = [];
  for (const tab of SETTING_TABS) {
    const anchors = await anchorSkus(services.db, SETTING_ANCHORS[tab], GROUPS_PER_TAB, siteProductBrands(caller.brand));
    for (const sku of anchors) {
      const [anchor] = await productsBySku(services, [sku]);
      if (!anchor) continue;
      const paired = await pairings(services, anchor, [], 1, [anchor.brandId as ProductBrand], priceBasis(caller) !== null);
      const card = toCard(anchor, visibilityFor(caller));
      groups.push({ id: settingGroupId(anchor.skuNumber), src: card.image, name: `${anchor.portfolio} ${tab.toLowerCase()}`, tab, sku_number: [anchor.skuNumber, ...paired.map((p) => p.row.skuNumber)] });
    }
  }
  return groups;
}

interface ParsedInpainting {
  body: InpaintingMessageRequest;
  image: Buffer | null;
  shade: Buffer | null;
}

function dataUrlBytes(value: string | null | undefined): Buffer | null {
  if (!value) return null;
  const comma = value.indexOf(',');
  return Buffer.from(value.slice(comma + 1), 'base64');
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Reads /ca/inpainting_message as JSON (images as data URLs) or multipart (fields, and `image` / `shade` files). */
async function readInpainting(request: FastifyRequest): Promise<ParsedInpainting> {
  let raw: Record<string, unknown>;
  let image: Buffer | null = null;
  let shade: Buffer | null = null;
  if (request.isMultipart()) {
    raw = {};
    try {
      let fileParts = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // A photo and a selection at most: a request cannot make the api read ten pictures to keep two.
          if (++fileParts > 2) throw new ApiError(ERR.BAD_REQUEST, 'Please send one photo and one selection at most');
          const bytes = await part.toBuffer();
          if (part.fieldname === 'shade') shade = bytes;
          else image = bytes;
        } else if (typeof part.value === 'string') {
          const value = part.value;
          raw[part.fieldname] = part.fieldname === 'regions' || (part.fieldname === 'sku_number' && value.startsWith('[')) ? safeJson(value) : value;
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
      throw new ApiError(ERR.BAD_REQUEST, 'The upload could not be read, please try again');
    }
  } else raw = (request.body ?? {}) as Record<string, unknown>;
  const parsed = z.safeParse(inpaintingMessageRequest, raw);
  if (!parsed.success) throw new ApiError(ERR.BAD_REQUEST, describeIssues(parsed.error), { where: 'body' });
  return { body: parsed.data, image: image ?? dataUrlBytes(parsed.data.image), shade: shade ?? dataUrlBytes(parsed.data.shade) };
}

export function inpaintingRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CARA_CALLS.inpaintingSettings, {
    handler: async ({ caller }) => {
      ownerOf(caller);
      return { official_pictures: officialPictures(), groups: await settingGroups(services, caller) };
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
      // The shade passes the photos' own check before anything is stored: a raster picture only, never an SVG (I4).
      if (shade) await checkPicture(services, shade, SHADE_UNREADABLE);
      // The case to render again, if any, is the owner's: checked before anything is stored.
      let caseId: number | null = null;
      if (body.case_id) {
        const own = await ownCase(services, owner, body.case_id);
        if (!own) throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
        caseId = own.id;
      }
      // The room photo: the owner's own (id, code) or an example picture (stored as the owner's photo).
      let found = body.image_id || body.image_code ? await findPhoto(services, owner, { id: body.image_id, code: body.image_code }) : null;
      if ((body.image_id || body.image_code) && !found) throw new ApiError(ERR.NOT_FOUND, body.image_code ? CARA_MESSAGES.errorCode : MESSAGES.fileNotFound);
      // A render the caps refuse stores no new photo for it (M4).
      if (!found) await checkRenderRoom(services, owner, caseId);
      if (!found && body.official_picture_id) {
        if (!isOfficialPicture(body.official_picture_id)) throw new ApiError(ERR.NOT_FOUND, 'Unknown example image');
        const picture = await catalogImage(services, `room_${body.official_picture_id}.jpg`);
        found = await storePhoto(services, owner, await picture!.original(), `${body.official_picture_id}.jpg`);
      }
      if (!found && image) found = await storePhoto(services, owner, image);
      if (!found) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a room photo');
      const { width, height } = found.photo;
      let regions = regionsOf(body.regions ?? [], width, height);
      if (!regions.length && shade) {
        const fromShade = await regionsFromShade(shade, width, height).catch(() => {
          throw new ApiError(ERR.BAD_REQUEST, SHADE_UNREADABLE);
        });
        regions = regionsOf(fromShade, width, height);
      }
      if (!regions.length) throw new ApiError(ERR.BAD_REQUEST, CARA_MESSAGES.selectAreaFirst);
      const site = siteProductBrands(caller.brand);
      let available: string[];
      if (body.sku_number?.length) {
        // The designer's products, one per area in order (or one for every area): each one this site sells. A widget
        // of an earlier release sends a setting's products with its id: as many of them as the areas take.
        const skus = body.sku_group_id ? body.sku_number.slice(0, regions.length) : body.sku_number;
        available = productsForAreas(skus, body.sku_group_id ? skus.length : regions.length, await productsBySku(services, skus), site);
      } else if (body.sku_group_id) {
        // A setting: its main piece (sold here) and what goes with it, of the same brand, as far as the areas go.
        const anchor = settingAnchor(body.sku_group_id);
        const [row] = anchor ? await productsBySku(services, [anchor]) : [];
        if (!row || row.status === PRODUCT_STATUS.UNAVAILABLE || !site.includes(row.brandId as ProductBrand)) throw new ApiError(ERR.NOT_FOUND, 'Unknown setting');
        const paired = await pairings(services, row, [], 1, [row.brandId as ProductBrand], priceBasis(caller) !== null);
        available = await availableSkus(services, [row.skuNumber, ...paired.map((p) => p.row.skuNumber)].slice(0, regions.length));
      } else throw new ApiError(ERR.BAD_REQUEST, 'Please choose a product or a setting');
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
}
