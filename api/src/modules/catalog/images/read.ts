import { createHash } from 'node:crypto';
import type { Services } from '../../../platform/services';
import { variantCache } from '../../files';
import { drawingOf } from '../repository/products';
import type { Piece } from './furniture';
import { DRAWING_VERSION, renderPlaceholder, renderProductImage } from './render';
import { BANNER_BRANDS, ROOM_SLUGS, ROOM_STAGING, renderBanner, renderRoomScene, type RoomSlug } from './rooms';

/** The block id of the catalog's own images in read names (spec section 7: names without Newcache are block 1). */
export const CATALOG_BLOCK = '1';

export type CatalogName = { kind: 'product'; sku: string; view: number } | { kind: 'banner'; brand: string } | { kind: 'room'; slug: string };

const PRODUCT_NAME = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})_(\d{1,2})\.jpg$/;
const BANNER_NAME = /^banner_([a-z0-9_-]{1,40})\.jpg$/;
const ROOM_NAME = /^room_([a-z0-9-]{1,60})\.jpg$/;

/** What a block-1 read name asks for: a product view (`<sku>_<view>.jpg`), a brand banner or a room scene; null for anything else. */
export function parseCatalogName(filename: string): CatalogName | null {
  let m = BANNER_NAME.exec(filename);
  if (m) return { kind: 'banner', brand: m[1]! };
  m = ROOM_NAME.exec(filename);
  if (m) return { kind: 'room', slug: m[1]! };
  m = PRODUCT_NAME.exec(filename);
  if (m) return { kind: 'product', sku: m[1]!, view: Number(m[2]) };
  return null;
}

/** A catalog picture ready to serve: where its original is kept, the tag its ETag starts with, and how to get its bytes. */
export interface CatalogImage {
  /** The store key of the original; resized variants are kept beside it. */
  key: string;
  /** Changes whenever the picture would look different (its product's drawing inputs, the drawing code). */
  tag: string;
  /** The "no image" picture stands in: served with a short cache so the real one shows once it exists. */
  placeholder: boolean;
  original: () => Promise<Buffer>;
}

/** How long a product lookup is trusted before the row is read again: an edited finish shows within minutes. */
const FOUND_MS = 5 * 60_000;
const MISSING_MS = 10_000;
const LOOKUPS_MAX = 50_000;

interface Lookup {
  piece: (Piece & { views: number }) | null;
  /** A digest of everything the drawing depends on, made once per lookup. */
  inputs: string;
  until: number;
}

interface State {
  lookups: Map<string, Lookup>;
  pending: Map<string, Promise<Lookup>>;
  renders: Map<string, Promise<Buffer>>;
  /** Originals drawn by this process, for tests and the log. */
  drawn: number;
}

const states = new WeakMap<Services, State>();
function stateOf(services: Services): State {
  let state = states.get(services);
  if (!state) {
    state = { lookups: new Map(), pending: new Map(), renders: new Map(), drawn: 0 };
    states.set(services, state);
  }
  return state;
}

/** How many originals this api has drawn (not read back from the store). */
export function drawnCount(services: Services): number {
  return stateOf(services).drawn;
}

async function lookup(services: Services, sku: string): Promise<Lookup> {
  const state = stateOf(services);
  const now = Date.now();
  const known = state.lookups.get(sku);
  if (known && known.until > now) return known;
  let pending = state.pending.get(sku);
  if (!pending) {
    pending = (async () => {
      const row = await drawingOf(services.db, sku);
      const inputs = row ? digest(JSON.stringify([DRAWING_VERSION, row.sku, row.shape, row.finishColor, row.finish, row.materials, row.width, row.length, row.height])) : '';
      const found: Lookup = { piece: row ?? null, inputs, until: Date.now() + (row ? FOUND_MS : MISSING_MS) };
      if (state.lookups.size >= LOOKUPS_MAX) state.lookups.delete(state.lookups.keys().next().value!);
      state.lookups.set(sku, found);
      return found;
    })().finally(() => state.pending.delete(sku));
    state.pending.set(sku, pending);
  }
  return pending;
}

/**
 * The bytes of an original: from memory, else the store, else drawn now and kept in both. Parallel reads of the
 * same picture share one drawing.
 */
function originalOf(services: Services, key: string, draw: () => Promise<Buffer>): () => Promise<Buffer> {
  return async () => {
    const cache = variantCache(services);
    const cached = cache.get(key);
    if (cached) return cached;
    const state = stateOf(services);
    let pending = state.renders.get(key);
    if (!pending) {
      pending = (async () => {
        const stored = await services.files.get(key);
        if (stored) {
          cache.set(key, stored);
          return stored;
        }
        const bytes = await draw();
        state.drawn += 1;
        await services.files.put(key, bytes, 'image/jpeg');
        cache.set(key, bytes);
        return bytes;
      })().finally(() => state.renders.delete(key));
      state.renders.set(key, pending);
    }
    return pending;
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A store key made of safe characters for any SKU (keys are lower case); the digest keeps SKUs differing by case apart. */
function skuKey(sku: string): string {
  const safe = sku.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  return safe === sku ? safe : `${safe}-${digest(sku).slice(0, 6)}`;
}

function placeholder(services: Services): CatalogImage {
  const tag = `none-v${DRAWING_VERSION}`;
  const key = `catalog/placeholder-v${DRAWING_VERSION}.jpg`;
  return { key, tag, placeholder: true, original: originalOf(services, key, renderPlaceholder) };
}

/** The picture a block-1 read name names, the placeholder when its product, view, brand or room does not exist; null when the name is not a catalog name. */
export async function catalogImage(services: Services, filename: string): Promise<CatalogImage | null> {
  const name = parseCatalogName(filename);
  if (!name) return null;
  if (name.kind === 'banner') {
    if (!Object.hasOwn(BANNER_BRANDS, name.brand)) return placeholder(services);
    const tag = `banner-${name.brand}-v${DRAWING_VERSION}.${ROOM_STAGING}`;
    const key = `catalog/${tag}.jpg`;
    return { key, tag, placeholder: false, original: originalOf(services, key, () => renderBanner(name.brand)) };
  }
  if (name.kind === 'room') {
    if (!(ROOM_SLUGS as readonly string[]).includes(name.slug)) return placeholder(services);
    const tag = `room-${name.slug}-v${DRAWING_VERSION}.${ROOM_STAGING}`;
    const key = `catalog/${tag}.jpg`;
    return { key, tag, placeholder: false, original: originalOf(services, key, () => renderRoomScene(name.slug as RoomSlug)) };
  }
  const found = await lookup(services, name.sku);
  const piece = found.piece;
  if (!piece || name.view < 1 || name.view > piece.views) return placeholder(services);
  const inputs = found.inputs;
  const key = `catalog/${skuKey(piece.sku)}_${name.view}-${inputs}.jpg`;
  return { key, tag: `${inputs}-${name.view}`, placeholder: false, original: originalOf(services, key, () => renderProductImage(piece, name.view)) };
}
