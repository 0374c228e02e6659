/**
 * Cara's rules without I/O: drawn areas, the chat's memory of its last answer, the settings' groups, which SKUs may
 * be rendered, and how rows read as the spec's items (messages, cases, renders).
 */
import {
  ApiError,
  ERR,
  FILE_CALLS,
  MESSAGES,
  PRODUCT_STATUS,
  REGIONS_MAX,
  type SETTING_TABS,
  type AiCase,
  type ChatItem,
  type ImageRegion,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { ApiConfig } from '../../platform/config';
import type { DailyBudget } from '../../platform/rate-limit';
import { ROOM_SLUGS } from '../catalog';
import type { CaseRow, MessageRow, RenderRow } from './repository';

// ---------------------------------------------------------------------------------------------
// Areas of a photo.

/** The area used when the chat renders a product into a photo without drawn areas: the lower middle of the room. */
export const DEFAULT_REGION = (w: number, h: number): ImageRegion => ({ left: w * 0.28, top: h * 0.38, width: w * 0.44, height: h * 0.56 });

/** The drawn areas clipped to the photo, without the too small ones, at most REGIONS_MAX. */
export function regionsOf(list: readonly ImageRegion[], width: number, height: number): ImageRegion[] {
  return list
    .map((r) => {
      const left = Math.max(0, Math.min(width, r.left));
      const top = Math.max(0, Math.min(height, r.top));
      return { left, top, width: Math.min(width - left, r.width), height: Math.min(height - top, r.height) };
    })
    .filter((r) => r.width >= 2 && r.height >= 2)
    .slice(0, REGIONS_MAX);
}

// ---------------------------------------------------------------------------------------------
// Products.

/** Available products among the SKUs (in order, as the catalog spells them); refuses an unknown or unavailable one. */
export function availableAmong(skus: readonly string[], rows: ReadonlyArray<{ skuNumber: string; status: number }>): string[] {
  const found = new Map(rows.map((r) => [r.skuNumber.toUpperCase(), r]));
  return skus.map((sku) => {
    const row = found.get(sku.toUpperCase());
    if (!row) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
    if (row.status === PRODUCT_STATUS.UNAVAILABLE) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.productNoLongerAvailable);
    return row.skuNumber;
  });
}

/** What the api answers for a product the site does not sell (another brand's site sells it). */
export const NOT_SOLD_HERE = 'Product not sold on this site';

/**
 * The products of a render, one per drawn area in order (or one product for every area), each known, sold on this site
 * and available. Refuses the first one it cannot render, naming it and its area in `val`, and a count that is neither
 * one nor the areas' count, rather than dropping or repeating products silently.
 */
export function productsForAreas(
  skus: readonly string[],
  areas: number,
  rows: ReadonlyArray<{ skuNumber: string; status: number; brandId: string }>,
  siteBrands: readonly string[],
): string[] {
  if (skus.length > 1 && skus.length !== areas) {
    throw new ApiError(ERR.BAD_REQUEST, `Please choose one product for each area (${skus.length} products for ${areas} ${areas === 1 ? 'area' : 'areas'})`, { products: skus.length, areas });
  }
  const found = new Map(rows.map((r) => [r.skuNumber.toUpperCase(), r]));
  return skus.map((sku, i) => {
    const row = found.get(sku.toUpperCase());
    const which = { sku_number: sku, area: skus.length === 1 ? null : i + 1 };
    if (!row) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist, which);
    if (!siteBrands.includes(row.brandId)) throw new ApiError(ERR.PRODUCT_NOT_FOUND, NOT_SOLD_HERE, which);
    if (row.status === PRODUCT_STATUS.UNAVAILABLE) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.productNoLongerAvailable, which);
    return row.skuNumber;
  });
}

// ---------------------------------------------------------------------------------------------
// Upload settings.

export type SettingTab = (typeof SETTING_TABS)[number];
/** The settings of upload step 3: per tab, groupings of a main piece and what goes with it. */
export const SETTING_ANCHORS: Record<SettingTab, string> = { BEDROOM: 'Beds', 'LIVING ROOM': 'Sofas', 'DINING ROOM': 'Dining Tables' };
export const GROUPS_PER_TAB = 4;

/** A setting group's id, from its main piece. */
export const settingGroupId = (anchorSku: string): string => `g-${anchorSku}`;
/** The main piece of a setting group's id; null when the id is not one. */
export const settingAnchor = (groupId: string): string | null => /^g-(.+)$/.exec(groupId)?.[1] ?? null;

/** The example room pictures of upload step 1. */
export function officialPictures() {
  return ROOM_SLUGS.slice(0, 4).map((slug) => ({ id: slug, src: `${FILE_CALLS.read.path}?blockid=1&width=600&height=0&format=jpg&filename=room_${slug}.jpg`, width: 1200, height: 900 }));
}

export function isOfficialPicture(id: string): boolean {
  return (ROOM_SLUGS as readonly string[]).includes(id);
}

// ---------------------------------------------------------------------------------------------
// The chat.

/** History items as the chat reads them. */
export function toItem(row: MessageRow): ChatItem {
  const p = row.payload as Partial<ChatItem>;
  return { id: row.id, text: row.text, create_time: row.createdAt.getTime(), send_user_id: row.sender, type: row.kind as ChatItem['type'], ...p };
}

/**
 * What the chat remembers of the recent messages (newest first): the products of its last answer that showed some
 * (its target first) and the user's last question.
 */
export function chatContext(recent: readonly MessageRow[], aiSender: string): { lastProducts: string[]; lastQuestion: string | null } {
  const lastAnswer = recent.find((m) => m.sender === aiSender && Array.isArray((m.payload as Partial<ChatItem>).product_list) && (m.payload as Partial<ChatItem>).product_list!.length);
  const lastPayload = (lastAnswer?.payload ?? {}) as Partial<ChatItem>;
  const lastProducts = [...(lastPayload.target_sku_number ? [lastPayload.target_sku_number] : []), ...(lastPayload.product_list ?? []).map((p) => p.sku_number)];
  const lastQuestion = recent.find((m) => m.sender !== aiSender && m.text)?.text ?? null;
  return { lastProducts, lastQuestion };
}

/** The log the chat writes when it is opened, its first tag the SKU of the product page it was opened on. */
export const CHAT_OPENED_LOG = 'mibd.llm.open';

/**
 * The product of the page the chat was opened on, while the conversation has not moved on from it: "this" and "it"
 * mean that product until an answer shows products after the chat was opened. Null when the chat was not opened on a
 * product's page.
 */
export function pageProduct(opened: { tags: readonly string[]; createdAt: Date } | null, recent: readonly MessageRow[], aiSender: string): string | null {
  const sku = opened?.tags[0]?.trim();
  if (!opened || !sku || !/^[A-Za-z]{2,4}-[A-Za-z]{3}-\d{4,6}$/.test(sku)) return null;
  const answered = recent.find((m) => m.sender === aiSender && ((m.payload as Partial<ChatItem>).product_list?.length ?? 0) > 0);
  return answered && answered.createdAt.getTime() > opened.createdAt.getTime() ? null : sku.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Cases.

/** A case id of the spec (a string) as a row id; null when it cannot be one. */
export function caseIdOf(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** A case as the spec's item, with its photo's and newest render's read paths. */
export function toCaseView(r: CaseRow, photoSrc: string | undefined, lowSrc: string | undefined): AiCase {
  return {
    case_id: String(r.id),
    status: r.status,
    source: r.source,
    file_src: photoSrc ?? '',
    create_time: r.createdAt.getTime(),
    update_time: r.updatedAt.getTime(),
    sku_number: r.skuNumbers,
    low_definition_image: lowSrc ?? '',
    ...(r.status < 0 && r.notice ? { notice: r.notice } : {}),
  };
}

/** A render of a case detail, with its pictures' read paths (by file id). */
export function toRenderItem(r: RenderRow, src: ReadonlyMap<string, string>) {
  return {
    id: r.id,
    is_update: r.viewedAt ? (0 as const) : (1 as const),
    high_definition_image: src.get(r.highFileId) ?? '',
    low_definition_image: src.get(r.lowFileId) ?? '',
    sku_number: r.skuNumbers,
    create_time: r.createdAt.getTime(),
  };
}

// ---------------------------------------------------------------------------------------------
// Logs.

/** Who an add_log event is filed under: the account, else the visitor (anyone may log). */
export function logOwnerKey(caller: Pick<Caller, 'account' | 'guestId'>): string {
  return caller.account ? `a:${caller.account.id}` : `g:${caller.guestId || 'anonymous'}`;
}

// ---------------------------------------------------------------------------------------------
// Caps (decision 015, M4).

/** The refusals of the caps the spec has no words for (the daily ones keep its 'daily limit reached' sentence). */
export const CARA_LIMIT_MESSAGES = {
  inProgress: 'Please wait until one of your visualizations in progress is ready, then try again',
  queueFull: 'Many rooms are being visualized right now, please try again in a few minutes',
  /** add_log's data fields past LOG_DATA_MAX_BYTES. */
  logTooLarge: 'The log data is too large',
} as const;

export type CaraLimits = Pick<
  ApiConfig,
  | 'CARA_PHOTO_DAILY_LIMIT'
  | 'CARA_RENDER_DAILY_LIMIT'
  | 'CARA_CLIENT_PHOTO_DAILY_LIMIT'
  | 'CARA_CLIENT_RENDER_DAILY_LIMIT'
  | 'CARA_CASES_IN_PROGRESS'
  | 'CARA_CLIENT_CASES_IN_PROGRESS'
  | 'CARA_QUEUE_LIMIT'
>;

/** Who a cap counts: the owner's key, and for a guest its client address (a guest may send any GuestUId). */
export interface CapSubject {
  key: string;
  client: string | null;
}

/** The daily budgets one stored room photo spends: the owner's, and a guest's address's. */
export function photoBudgets(limits: CaraLimits, who: CapSubject): DailyBudget[] {
  return [
    { key: `cara:photo:${who.key}`, limit: limits.CARA_PHOTO_DAILY_LIMIT },
    ...(who.client ? [{ key: `cara:photo:client:${who.client}`, limit: limits.CARA_CLIENT_PHOTO_DAILY_LIMIT }] : []),
  ];
}

/** The daily budgets one queued render spends: the owner's, and a guest's address's. */
export function renderBudgets(limits: CaraLimits, who: CapSubject): DailyBudget[] {
  return [
    { key: `cara:render:${who.key}`, limit: limits.CARA_RENDER_DAILY_LIMIT },
    ...(who.client ? [{ key: `cara:render:client:${who.client}`, limit: limits.CARA_CLIENT_RENDER_DAILY_LIMIT }] : []),
  ];
}

/** What a new render would join: the owner's and the address's cases in progress, and every job waiting or running. */
export interface QueueState {
  ownerInProgress: number;
  clientInProgress: number;
  queued: number;
}

/** The refusal of one more render, or null when it may be queued. */
export function renderRefusal(limits: CaraLimits, state: QueueState): ApiError | null {
  if (state.ownerInProgress >= limits.CARA_CASES_IN_PROGRESS || state.clientInProgress >= limits.CARA_CLIENT_CASES_IN_PROGRESS) {
    return new ApiError(ERR.DAILY_LIMIT, CARA_LIMIT_MESSAGES.inProgress);
  }
  if (state.queued >= limits.CARA_QUEUE_LIMIT) return new ApiError(ERR.UNAVAILABLE, CARA_LIMIT_MESSAGES.queueFull);
  return null;
}

/** The size of an add_log data field as stored (its JSON), in bytes. */
export function logDataBytes(value: unknown): number {
  return value === undefined || value === null ? 0 : Buffer.byteLength(JSON.stringify(value), 'utf8');
}
