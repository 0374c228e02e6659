import * as z from 'zod/mini';
import { productCard } from '../catalog';
import { PROJECT_MESSAGES } from '../schemas/project';
import { plainText } from '../schemas/text';

/**
 * Cara, the chat assistant, and the room-photo renders behind it (spec sections 3, 4, 5, 7, 9): the request and
 * answer schemas of every /ca call and of add_log, the chat items and message kinds, the AI case and the
 * inpainting params. The api validates with these; the browser builds and reads with the same ones.
 */

// ---------------------------------------------------------------------------------------------
// Constants (spec sections 5 and 9).

export const CHAT_INPUT_MAX = 200;
export const CHAT_HISTORY_PAGE_SIZE = 6;
export const CHAT_HISTORY_MAX_LIMIT = 50;
export const CHAT_TIP_HIDE_MS = 6_000;
export const SELECT_AREA_NOTICE_MS = 5_000;
export const PHOTO_CODE_LENGTH = 6;
export const UPLOAD_EXAMPLES_MAX = 4;
export const MIN_DRAG_PX = 2;
export const CASE_POLL_MS = 10_000;
/** Case notices: at most this many at once, each shown for CASE_NOTICE_MS. */
export const CASE_NOTICES_MAX = 3;
export const CASE_NOTICE_MS = 5_000;
/** Photo file types the chat and the upload widget take (spec section 5). */
export const PHOTO_EXTENSIONS = ['bmp', 'png', 'jpg', 'jpeg', 'webp'] as const;
/** Largest room photo the api takes, in bytes (decoded). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Most areas one render may replace. */
export const REGIONS_MAX = 8;
/** The setting tabs of upload step 3. */
export const SETTING_TABS = ['BEDROOM', 'LIVING ROOM', 'DINING ROOM'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/** Messages of the chat and the upload widget (spec sections 5 and 8), quoted. */
export const CARA_MESSAGES = {
  tip: 'Hi! How can I help you?',
  placeholder: 'Ask a question...',
  poweredBy: 'Powered by DecorX',
  serverExceptionRetry: 'Sorry, server exception please try again',
  serverException: 'Sorry, server exception',
  noItems: 'There are no available items for this query.',
  photoType: 'Upload the photo in JPG, PNG, BPM, or WEBP format',
  landscapeOnly: 'Please select the image taken in landscape orientation',
  errorCode: 'Error Code',
  selectAreaFirst: 'Select an area first',
  selectAreas: 'Select areas you want to change',
  chooseSetting: 'Choose your favorite setting',
  statementPiece: 'Add a statement piece of furniture',
  suggestForMe: 'Make a suggestion for me!',
} as const;

// ---------------------------------------------------------------------------------------------
// Message kinds and chat items (spec section 3).

export const MESSAGE_KINDS = {
  TEXT: 1,
  FOUR_IMAGES: 2,
  SINGLE_IMAGE: 3,
  PRODUCT_LIST: 4,
  RECOMMENDATION: 5,
  MORE_LIKE_THIS: 6,
  RELATED_PAIRINGS: 7,
  FOLLOW_UP: 8,
} as const;
export type MessageKind = (typeof MESSAGE_KINDS)[keyof typeof MESSAGE_KINDS];
export const messageKind = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)]);

/** The sender of an AI message. */
export const AI_SENDER = 'AI';

/**
 * A product in an answer: the catalog card (prices present only where the caller's mode may see them; never an
 * unavailable product) with why it was chosen and, in pairings, the group it fills ('Coffee Table', ...).
 */
export const chatProduct = z.extend(productCard, {
  reason: z.optional(z.string()),
  group: z.optional(z.string()),
});
export type ChatProduct = z.output<typeof chatProduct>;

/**
 * A chat history item: text, create_time (ms), send_user_id ('AI' or the user's id) and the message kind; an
 * answer also keeps what its markers carried.
 */
export const chatItem = z.object({
  id: z.string(),
  text: z.string(),
  create_time: z.number(),
  send_user_id: z.string(),
  type: messageKind,
  product_list: z.optional(z.array(chatProduct)),
  product_list_kind: z.optional(z.number()),
  product_list_title: z.optional(z.string()),
  image_src: z.optional(z.array(z.string())),
  followUpQs: z.optional(z.array(z.string())),
  target_sku_number: z.optional(z.string()),
  recommend_sku_number: z.optional(z.array(z.string())),
  /** The room photo the user sent with a question (a read path). */
  file: z.optional(z.string()),
});
export type ChatItem = z.output<typeof chatItem>;

// ---------------------------------------------------------------------------------------------
// Shared field shapes.

/** Text the database can hold: storable, no control characters but tab and line ends. */
const proseText = (max: number, message: string) => plainText(max, message, { lineBreaks: true });
const trimmed = (max: number, message: string) => z.pipe(proseText(max, message), z.transform((s: string) => s.trim()));
const optionalText = (max: number, message: string) =>
  z.optional(z.pipe(z.nullable(trimmed(max, message)), z.transform((s: string | null) => s ?? '')));

const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.maxLength(16))]),
    z.transform((v: number | string) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v))),
  ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message));

const skuNumber = z.pipe(plainText(80, 'sku_number is not a SKU'), z.transform((s: string) => s.trim()));
/** One SKU, several, or a comma-separated list; blanks dropped. */
const skuList = z.optional(
  z.pipe(
    z.union([z.array(skuNumber).check(z.maxLength(100, 'At most 100 SKUs')), plainText(2000, 'The SKU list is too long'), z.null()]),
    z.transform((v: string[] | string | null) =>
      [...new Set((v === null ? [] : Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))],
    ),
  ),
);

/**
 * The products of a render's areas, in the areas' order: one SKU, several, or a comma-separated list; blanks dropped,
 * repeats kept (two areas may take the same product).
 */
const areaSkuList = z.optional(
  z.pipe(
    z.union([z.array(skuNumber).check(z.maxLength(100, 'At most 100 SKUs')), plainText(2000, 'The SKU list is too long'), z.null()]),
    z.transform((v: string[] | string | null) => (v === null ? [] : Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
  ),
);

/** A file name the api gave for a stored photo (from an upload or a photo code). */
const fileName = plainText(200, 'file_name is not a file name');
const caseId = z.pipe(z.union([z.string().check(z.maxLength(64)), z.number()]), z.transform((v: string | number) => String(v).trim())).check(
  z.refine((s: string) => /^[0-9a-zA-Z-]{1,64}$/.test(s), 'Unknown case'),
);

// ---------------------------------------------------------------------------------------------
// POST /ca/llm/new (streamed; see ./stream.ts).

/**
 * Sources of a chat message or a case (spec section 3): 1, 2 upload photo; 3 scheme details; 4, 5 LLM chat.
 */
export const CASE_SOURCES = [1, 2, 3, 4, 5] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
const source = z.optional(wholeNumber(1, 5, 'source must be 1 to 5'));

/**
 * text: the question (max 200, non-blank unless a file is sent); file: a stored room photo's file name; type: the
 * kind of answer asked for (5 re-recommend, 6 more like this of target_sku_number, 7 pairings for it; else the
 * engine decides); recommend_sku_number: SKUs already shown (left out of a re-recommendation).
 */
export const llmNewRequest = z
  .object({
    text: optionalText(CHAT_INPUT_MAX, `The question is limited to ${CHAT_INPUT_MAX} characters`),
    file: z.optional(z.nullable(fileName)),
    source,
    type: z.optional(z.nullable(wholeNumber(0, 8, 'type must be a message kind'))),
    recommend_sku_number: skuList,
    target_sku_number: z.optional(z.nullable(skuNumber)),
  })
  .check(
    z.refine(
      (b) => (b.text ?? '').length > 0 || !!b.file || !!b.target_sku_number,
      'Please enter a question',
    ),
  );
export type LlmNewRequest = z.output<typeof llmNewRequest>;

/** POST /ca/llm/history: items created before `time` (10 or 13 digits; now when absent), newest first, `limit` of them. */
export const llmHistoryRequest = z.object({
  time: z.optional(z.nullable(wholeNumber(0, 99_999_999_999_999, 'time must be a timestamp'))),
  limit: z.optional(wholeNumber(1, CHAT_HISTORY_MAX_LIMIT, `limit must be 1 to ${CHAT_HISTORY_MAX_LIMIT}`)),
});
export type LlmHistoryRequest = z.output<typeof llmHistoryRequest>;
/** list: newest first; total: every item of the caller's chat. */
export const llmHistoryResponse = z.object({ list: z.array(chatItem), total: z.number() });
export type LlmHistoryResponse = z.output<typeof llmHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// AI cases (spec section 3).

export const CASE_STATUS = {
  /** Failed and withdrawn: never notified. */
  WITHDRAWN: -1,
  /** The render failed; the case's `notice` says why. */
  FAILED: -2,
  IN_PROGRESS: 1,
  DONE: 2,
} as const;

/** Negative: failed; 1: in progress; other: done. */
export function caseState(status: number): 'failed' | 'in_progress' | 'done' {
  if (status < 0) return 'failed';
  return status === CASE_STATUS.IN_PROGRESS ? 'in_progress' : 'done';
}
/** Cases that get a notice when they finish (-1 excluded). */
export function isNotified(status: number): boolean {
  return status !== CASE_STATUS.WITHDRAWN;
}

export const aiCase = z.object({
  case_id: z.string(),
  status: z.number(),
  source: z.number(),
  /** The room photo's read path. */
  file_src: z.string(),
  create_time: z.number(),
  update_time: z.number(),
  /** The SKUs placed in the room. */
  sku_number: z.array(z.string()),
  /** The newest render's low definition picture ('' until one is done). */
  low_definition_image: z.string(),
  /** Why the render failed (failed cases only). */
  notice: z.optional(z.string()),
});
export type AiCase = z.output<typeof aiCase>;

/** The case-list polling call, POST /ca/case/list: is_complete 0 while any of the caller's cases is in progress. */
export const caseListRequest = z.object({
  limit: z.optional(wholeNumber(1, 200, 'limit must be 1 to 200')),
  page: z.optional(wholeNumber(1, 100_000, 'page must be a whole number from 1')),
});
export const caseListResponse = z.object({
  case_list: z.array(aiCase),
  is_complete: z.union([z.literal(0), z.literal(1)]),
  total: z.number(),
});
export type CaseListResponse = z.output<typeof caseListResponse>;

/** POST /ca/case/detail: id. */
export const caseDetailRequest = z.object({ id: caseId });
/** is_update 1: a render the caller has not seen in a case detail before (this call marks them seen). */
export const caseDetailItem = z.object({
  id: z.string(),
  is_update: z.union([z.literal(0), z.literal(1)]),
  high_definition_image: z.string(),
  low_definition_image: z.string(),
  sku_number: z.array(z.string()),
  create_time: z.number(),
});
/**
 * A product placed in a render, with its product page where it is sold (`page_url`): a path of this site when the
 * site sells it, else the page on the site that does (its brand's site, or the hub's).
 */
export const caseProduct = z.extend(chatProduct, { page_url: z.optional(z.string()) });
export type CaseProduct = z.output<typeof caseProduct>;
export const caseDetailResponse = z.extend(aiCase, {
  case_detail_list: z.array(caseDetailItem),
  products: z.array(caseProduct),
  /** The room photo's code (PHOTO_CODE_LENGTH characters), for a new render of the same photo. */
  image_code: z.optional(z.string()),
});
export type CaseDetailResponse = z.output<typeof caseDetailResponse>;

/**
 * POST /ca/case/notices: the caller's cases that settled (done, or failed but not withdrawn) and were not yet
 * noticed, newest first: what finished while the owner was away. POST /ca/case/notices/seen marks cases noticed
 * (the server keeps it, so a notice is shown once on any device).
 */
export const CASE_NOTICES_MAX_LIST = 20;
export const caseNoticesResponse = z.object({ case_list: z.array(aiCase) });
export type CaseNoticesResponse = z.output<typeof caseNoticesResponse>;
export const caseNoticesSeenRequest = z.object({
  case_id: z.array(caseId).check(z.minLength(1, 'Unknown case'), z.maxLength(200, 'At most 200 cases')),
});
export const caseNoticesSeenResponse = z.object({ seen: z.number() });

const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
/** POST /ca/case/to_project: a render of the caller's case kept in one of the projects the caller reaches. */
export const caseToProjectRequest = z.object({
  case_id: caseId,
  render_id: uuid('Unknown render'),
  project_id: uuid(PROJECT_MESSAGES.notFound),
});
export const caseToProjectResponse = z.object({ project_id: z.string(), render_id: z.string(), message: z.string() });
/** The message of a render saved into a project. */
export const CASE_TO_PROJECT_SAVED = 'Saved to project';

// ---------------------------------------------------------------------------------------------
// Inpainting (spec sections 3 and 4).

/** An image region (spec section 3), in pixels of the photo. */
export const imageRegion = z.object({
  width: z.number().check(z.positive('A region needs a width')),
  height: z.number().check(z.positive('A region needs a height')),
  top: z.number().check(z.nonnegative('A region must lie on the photo')),
  left: z.number().check(z.nonnegative('A region must lie on the photo')),
});
export type ImageRegion = z.output<typeof imageRegion>;

/** A data URL of an image (the shade, or a photo sent inline). */
const dataImage = (max: number) =>
  z.string().check(z.maxLength(max, 'The image is too large'), z.regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'The image must be a data URL'));

/**
 * POST /ca/inpainting_message, the inpainting params (spec section 3). `type`:
 * - 'upload': store the room photo `image` (a data URL; landscape bmp/png/jpg/jpeg/webp) and answer its code;
 * - 'generate': render a case: the room photo is `image_id`, `image_code` or `official_picture_id` (an example);
 *   the areas are `regions` or the `shade` PNG (opaque pixels mark them); the products are `sku_number` (one per
 *   area, in order, or one for every area; each sold on the site) or the setting `sku_group_id` (the engine picks the
 *   rest, of the main piece's brand). `case_id` renders again into an
 *   existing case; `source` 1, 2 upload widget, 3 scheme details, 4, 5 chat.
 */
export const INPAINTING_TYPES = ['upload', 'generate'] as const;
export const inpaintingMessageRequest = z.object({
  type: z.enum(INPAINTING_TYPES, `type must be one of ${INPAINTING_TYPES.join(', ')}`),
  image: z.optional(z.nullable(dataImage(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100))),
  shade: z.optional(z.nullable(dataImage(8 * 1024 * 1024))),
  regions: z.optional(z.array(imageRegion).check(z.maxLength(REGIONS_MAX, `At most ${REGIONS_MAX} areas`))),
  sku_group_id: z.optional(z.nullable(plainText(64, 'Unknown setting'))),
  sku_number: areaSkuList,
  official_picture_id: z.optional(z.nullable(plainText(64, 'Unknown example image'))),
  case_id: z.optional(z.nullable(caseId)),
  image_id: z.optional(z.nullable(plainText(64, 'Unknown photo'))),
  source,
  image_code: z.optional(z.nullable(plainText(PHOTO_CODE_LENGTH, CARA_MESSAGES.errorCode))),
});
export type InpaintingMessageRequest = z.output<typeof inpaintingMessageRequest>;

/** A stored room photo: its id, code (lowercase), file name and read path, and size. */
export const storedPhoto = z.object({
  image_id: z.string(),
  image_code: z.string(),
  filename: z.string(),
  src: z.string(),
  width: z.number(),
  height: z.number(),
});
export type StoredPhoto = z.output<typeof storedPhoto>;

/** Answer of 'upload': the photo; of 'generate': the case (in progress). */
export const inpaintingMessageResponse = z.object({
  photo: z.optional(storedPhoto),
  case: z.optional(aiCase),
});

/** POST /ca/inpainting (from the chat): put `sku_number` into the stored photo `file_name`; answers the case. */
export const inpaintingRequest = z.object({
  type: z.optional(z.nullable(plainText(20, 'Unknown type'))),
  sku_number: z.pipe(skuNumber, z.transform((s: string) => s)).check(z.refine((s: string) => s.length > 0, 'Please enter a sku_number')),
  file_name: fileName,
  source,
  regions: z.optional(z.array(imageRegion).check(z.maxLength(REGIONS_MAX, `At most ${REGIONS_MAX} areas`))),
});
export type InpaintingRequest = z.output<typeof inpaintingRequest>;

/** POST /ca/ai/visitor_image_by_code: image_code (max 6, any case; stored lowercase). */
export const visitorImageByCodeRequest = z.object({
  image_code: z.pipe(trimmed(PHOTO_CODE_LENGTH, CARA_MESSAGES.errorCode), z.transform((s: string) => s.toLowerCase())).check(
    z.refine((s: string) => /^[a-z0-9]{1,6}$/.test(s), CARA_MESSAGES.errorCode),
  ),
});
export const visitorImageByCodeResponse = storedPhoto;

/** Official (example) pictures and SKU groupings (spec section 3): id and src. */
export const officialPicture = z.object({ id: z.string(), src: z.string(), width: z.number(), height: z.number() });
export const skuGroup = z.object({ id: z.string(), src: z.string(), name: z.string(), tab: z.enum(SETTING_TABS), sku_number: z.array(z.string()) });
/** POST /ca/inpainting/settings: the examples of step 1 and the settings of step 3. */
export const inpaintingSettingsResponse = z.object({
  official_pictures: z.array(officialPicture),
  groups: z.array(skuGroup),
});
export type InpaintingSettingsResponse = z.output<typeof inpaintingSettingsResponse>;

// ---------------------------------------------------------------------------------------------
// POST /mibd/common/add_log (spec section 7).

export const LOG_EVENTS = [
  'mibd.llm.open',
  'mibd.llm.recommend_sku',
  'mibd.llm.add_shopping_cart',
  'mibd.inpainting.open',
  'replacement_sku',
  'draw_shadow',
  'upload_pictures',
] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

const tag = z.optional(z.pipe(z.nullable(z.union([plainText(200, 'A tag is limited to 200 characters'), z.number()])), z.transform((v: string | number | null) => (v === null ? '' : String(v)))));
const data = z.optional(z.nullable(z.unknown()));
export const addLogRequest = z.object({
  type: z.enum(LOG_EVENTS, 'Unknown log type'),
  tag1: tag,
  tag2: tag,
  tag3: tag,
  tag4: tag,
  tag5: tag,
  data1: data,
  data2: data,
});
export type AddLogRequest = z.output<typeof addLogRequest>;
export const addLogResponse = z.object({ id: z.string() });

/** The `ai_source` a cart line added from Cara carries (cart add_type 4). */
export const CARA_ADD_TYPE = 4;
export function caraAiSource(messageId: string): string {
  return `cara:${messageId}`;
}
