import { PRODUCT_BRANDS, brandByCode, type ProductBrand } from '@storefront/contracts';
import { buildPiece, type Piece } from './furniture';
import { svgToJpeg } from './render';
import { box, commonDefs, cylinder, lathe, mix, renderSolids, rotateY, shade, translate, type Solid, type Vec3 } from './scene';

/** Rooms the landing pages show, by their slug in `room_<slug>.jpg`. */
export const ROOM_SLUGS = ['living-room', 'dining-room', 'bedroom', 'home-office', 'entryway', 'outdoor'] as const;
export type RoomSlug = (typeof ROOM_SLUGS)[number];

/** The slug of a room name: "Living Room" is `living-room`. */
export function roomSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The room each brand's banner (`banner_<brand>.jpg`) shows; its colours are the brand's theme (contracts' brand table). */
const BANNER_ROOMS: Readonly<Record<ProductBrand, RoomSlug>> = {
  hom: 'living-room',
  ca: 'dining-room',
  rowe: 'living-room',
  jc: 'bedroom',
  art: 'home-office',
  ol: 'entryway',
};

/** Brands with a banner, their colours and the room they show. */
export const BANNER_BRANDS: Readonly<Record<string, { ink: string; accent: string; surface: string; room: RoomSlug }>> = Object.fromEntries(
  PRODUCT_BRANDS.map((brand) => [brand, { ...brandByCode(brand).theme, room: BANNER_ROOMS[brand] }]),
);

export const ROOM_SIZE = { width: 1200, height: 900 } as const;
/** Bumped whenever the rooms are staged anew, so room scenes and banners kept in the store are drawn again. */
export const ROOM_STAGING = 2;
export const BANNER_SIZE = { width: 1920, height: 640 } as const;

interface RoomColours {
  wall: string;
  floor: string;
  /** The main upholstered piece. */
  hero: string;
  /** Wood and case pieces. */
  wood: string;
  accent: string;
  rug: string;
}

function piece(sku: string, shape: string, color: string, size: [number, number, number], finish = ''): Piece {
  return { sku, shape, finishColor: color, finish, materials: '', width: size[0], length: size[1], height: size[2] };
}

function place(solids: Solid[], at: Vec3, turn = 0): Solid[] {
  return solids.map((s) => translate(turn ? rotateY(s, turn) : s, at));
}

function plant(at: Vec3, scale = 1): Solid[] {
  const [x, , z] = at;
  const out: Solid[] = [lathe(x, z, [[6 * scale, 0], [7.5 * scale, 10 * scale], [8 * scale, 12 * scale]], '#d9d2c6', { finish: 'gloss' })];
  const greens = ['#5f7a52', '#6e8a5c', '#52704a', '#7a9466'];
  const blobs: Array<[number, number, number, number]> = [
    [0, 22, 0, 9],
    [-6, 30, 2, 8],
    [6, 32, -2, 8],
    [0, 40, 0, 7],
    [-3, 47, 1, 5],
  ];
  blobs.forEach(([dx, dy, dz, r], i) => {
    const rr = r * scale;
    out.push(lathe(x + dx * scale, z + dz * scale, [[0.01, dy * scale - rr], [rr * 0.7, dy * scale - rr * 0.7], [rr, dy * scale], [rr * 0.7, dy * scale + rr * 0.7], [0.01, dy * scale + rr]], greens[i % greens.length]!, { segments: 16, noShadow: true }));
  });
  return out;
}

function art(x: number, y: number, w: number, h: number, wallZ: number, c: RoomColours): Solid[] {
  const z = wallZ;
  return [
    box([x - w / 2, y, z], [x + w / 2, y + h, z + 1.2], shade(c.wood, 0.6), { noShadow: true }),
    box([x - w / 2 + 2, y + 2, z + 1.2], [x + w / 2 - 2, y + h - 2, z + 1.3], '#f4f1ea', { noShadow: true }),
    box([x - w / 4, y + h * 0.25, z + 1.3], [x + w / 10, y + h * 0.7, z + 1.35], mix(c.accent, '#ffffff', 0.2), { noShadow: true }),
    box([x, y + h * 0.4, z + 1.35], [x + w / 3.2, y + h * 0.8, z + 1.4], mix(c.accent, c.wall, 0.6), { noShadow: true }),
  ];
}

function windowOn(x: number, y: number, w: number, h: number, wallZ: number): Solid[] {
  const z = wallZ;
  const frame = '#fbfaf7';
  const out: Solid[] = [box([x - w / 2, y, z], [x + w / 2, y + h, z + 0.2], '#cfe0ea', { finish: 'glass', noShadow: true })];
  const t = 2.5;
  out.push(box([x - w / 2 - t, y - t, z], [x + w / 2 + t, y, z + 2], frame, { noShadow: true }));
  out.push(box([x - w / 2 - t, y + h, z], [x + w / 2 + t, y + h + t, z + 2], frame, { noShadow: true }));
  out.push(box([x - w / 2 - t, y, z], [x - w / 2, y + h, z + 2], frame, { noShadow: true }));
  out.push(box([x + w / 2, y, z], [x + w / 2 + t, y + h, z + 2], frame, { noShadow: true }));
  out.push(box([x - 0.8, y, z + 0.2], [x + 0.8, y + h, z + 1.2], frame, { noShadow: true }));
  out.push(box([x - w / 2, y + h * 0.55 - 0.8, z + 0.2], [x - 0.8, y + h * 0.55 + 0.8, z + 1.2], frame, { noShadow: true }));
  out.push(box([x + 0.8, y + h * 0.55 - 0.8, z + 0.2], [x + w / 2, y + h * 0.55 + 0.8, z + 1.2], frame, { noShadow: true }));
  return out;
}

/** The shell of a room: the floor, the back wall and its skirting (an outdoor room gets paving and a hedge). */
function shell(c: RoomColours, outdoor: boolean, wallZ: number): Solid[] {
  const out: Solid[] = [box([-400, -2, wallZ], [400, 0, 300], c.floor, { noShadow: true })];
  if (outdoor) {
    out.push(box([-400, 0, wallZ - 2], [400, 54, wallZ], '#6f8a5e', { finish: 'fabric', noShadow: true }));
    for (let x = -400; x < 400; x += 48) out.push(box([x, 0, wallZ], [x + 0.6, 0.05, 300], shade(c.floor, 0.9), { noShadow: true }));
    return out;
  }
  out.push(box([-400, 0, wallZ - 2], [400, 160, wallZ], c.wall, { noShadow: true }));
  out.push(box([-400, 0, wallZ], [400, 5, wallZ + 0.8], shade(c.wall, 1.08), { noShadow: true }));
  return out;
}

/** The furniture of a room, arranged as a stylist would stage it for a photograph. */
function furnish(slug: RoomSlug, c: RoomColours, wallZ: number, backdrop: Solid[], mainPiece: Solid[] = []): Solid[] {
  const out: Solid[] = [];
  const main = (solids: Solid[]) => {
    mainPiece.push(...solids);
    return solids;
  };
  const w = wallZ;
  const rug = (x: number, z: number, wx: number, dz: number) => backdrop.push(box([x - wx / 2, 0, z - dz / 2], [x + wx / 2, 0.01, z + dz / 2], c.rug, { finish: 'fabric', noShadow: true }));
  if (slug === 'living-room') {
    // Each piece stands clear of the others in the picture, so any one of them can be drawn round and replaced.
    rug(0, w + 92, 140, 80);
    out.push(...main(place(buildPiece(piece('ROOM-LR-SOFA', 'sofa', c.hero, [92, 38, 33], 'Linen')), [0, 0, w + 22])));
    out.push(...place(buildPiece(piece('ROOM-LR-CHAIR', 'chair', mix(c.accent, '#ffffff', 0.15), [32, 34, 33], 'Velvet')), [94, 0, w + 80], -55));
    out.push(...place(buildPiece(piece('ROOM-LR-SIDE', 'side-table', shade(c.wood, 0.8), [22, 22, 24])), [-72, 0, w + 18]));
    out.push(...place(buildPiece(piece('ROOM-LR-LAMP', 'lamp', mix(c.accent, '#ffffff', 0.3), [15, 15, 28])), [-72, 24, w + 18]));
    out.push(...plant([92, 0, w + 16], 1.2));
    backdrop.push(...art(0, 56, 54, 34, w, c));
  } else if (slug === 'dining-room') {
    rug(0, w + 72, 150, 100);
    out.push(...main(place(buildPiece(piece('ROOM-DR-TABLE', 'table-rect', c.wood, [84, 40, 30])), [0, 0, w + 72])));
    // The chairs at the ends stand clear of the table in the picture, so the table can be drawn round and replaced.
    out.push(...place(buildPiece(piece('ROOM-DR-CHAIR', 'dining-chair', c.hero, [21, 24, 39], 'Linen')), [-68, 0, w + 72], 90));
    out.push(...place(buildPiece(piece('ROOM-DR-CHAIR', 'dining-chair', c.hero, [21, 24, 39], 'Linen')), [68, 0, w + 72], -90));
    out.push(...place(buildPiece(piece('ROOM-DR-LIGHT', 'chandelier', '#b8955a', [36, 36, 24])), [0, 46, w + 72]));
    backdrop.push(...art(0, 50, 48, 30, w, c));
    out.push(...plant([-80, 0, w + 14], 1.1));
  } else if (slug === 'bedroom') {
    rug(0, w + 70, 130, 100);
    out.push(...main(place(buildPiece(piece('ROOM-BR-BED', 'bed', c.hero, [66, 86, 54], 'Linen')), [0, 0, w + 45])));
    // The nightstands stand clear of the bed in the picture, so the bed can be drawn round and replaced.
    for (const x of [-69, 57]) {
      out.push(...place(buildPiece(piece('ROOM-BR-NIGHT', 'nightstand', c.wood, [24, 18, 26])), [x, 0, w + 10]));
      out.push(...place(buildPiece(piece('ROOM-BR-LAMP', 'lamp', mix(c.accent, '#ffffff', 0.4), [14, 14, 24])), [x, 26, w + 10]));
    }
    backdrop.push(...art(0, 70, 60, 28, w, c));
  } else if (slug === 'home-office') {
    rug(-10, w + 55, 110, 80);
    // The desk stands alone under the window, clear of the bookcase, so it can be drawn round and replaced.
    out.push(...main(place(buildPiece(piece('ROOM-HO-DESK', 'desk', c.wood, [60, 28, 30])), [-14, 0, w + 52])));
    out.push(...place(buildPiece(piece('ROOM-HO-BOOKS', 'bookcase', shade(c.wood, 1.1), [38, 14, 84])), [62, 0, w + 7]));
    backdrop.push(...windowOn(-50, 38, 44, 56, w));
    out.push(...plant([-78, 0, w + 20], 1.1));
  } else if (slug === 'entryway') {
    rug(0, w + 50, 70, 110);
    out.push(...place(buildPiece(piece('ROOM-EN-CONSOLE', 'console', c.wood, [56, 16, 32])), [0, 0, w + 8]));
    out.push(...place(buildPiece(piece('ROOM-EN-MIRROR', 'mirror', shade(c.wood, 0.7), [34, 2, 44])), [0, 38, w + 1.5]));
    out.push(...place(buildPiece(piece('ROOM-EN-LAMP', 'lamp', mix(c.accent, '#ffffff', 0.35), [14, 14, 26])), [-18, 32, w + 8]));
    out.push(...place(buildPiece(piece('ROOM-EN-BENCH', 'bench', c.hero, [46, 17, 18], 'Linen')), [-70, 0, w + 40], 90));
    out.push(...plant([56, 0, w + 14], 1.2));
  } else {
    out.push(...place(buildPiece(piece('ROOM-OD-SOFA', 'sofa', c.hero, [86, 36, 30], 'Performance fabric')), [0, 0, w + 26]));
    out.push(...place(buildPiece(piece('ROOM-OD-TABLE', 'coffee-table', c.wood, [46, 28, 16])), [0, 0, w + 72]));
    out.push(...place(buildPiece(piece('ROOM-OD-CHAIR', 'chair', c.hero, [31, 34, 30], 'Performance fabric')), [-80, 0, w + 72], 60));
    out.push(...place(buildPiece(piece('ROOM-OD-CHAIR2', 'chair', c.hero, [31, 34, 30], 'Performance fabric')), [80, 0, w + 72], -60));
    out.push(...plant([-70, 0, w + 10], 1.4));
    out.push(...plant([74, 0, w + 10], 1.2));
    backdrop.push(cylinder(0, w + 72, 40, 0, 0.01, '#c9b99f', { noShadow: true, segments: 40 }));
  }
  return out;
}

const ROOM_COLOURS: Record<RoomSlug, RoomColours> = {
  'living-room': { wall: '#e9e3d9', floor: '#c9a982', hero: '#d8cbb4', wood: '#6b4a2f', accent: '#6f8a8c', rug: '#ddd3c3' },
  'dining-room': { wall: '#dfe3df', floor: '#b78f68', hero: '#e4dccd', wood: '#5a3e2b', accent: '#8a6a4a', rug: '#cfc6b6' },
  bedroom: { wall: '#e6e0e4', floor: '#cbb08e', hero: '#9aa7b0', wood: '#7a5a3e', accent: '#b48a7a', rug: '#e3dcd2' },
  'home-office': { wall: '#dde2e6', floor: '#a98663', hero: '#4a3b30', wood: '#8a6a4c', accent: '#2f4f5f', rug: '#c7c0b4' },
  entryway: { wall: '#ece6da', floor: '#b59c80', hero: '#6f7f6c', wood: '#4e3a2c', accent: '#b89b6a', rug: '#d8cfbf' },
  outdoor: { wall: '#cfe0ea', floor: '#d6cbb8', hero: '#ece6da', wood: '#9a7a5a', accent: '#4f7a8a', rug: '#d8cfbf' },
};

function roomDrawing(slug: RoomSlug, colours: RoomColours, width: number, height: number) {
  const wallZ = -60;
  const backdrop = shell(colours, slug === 'outdoor', wallZ);
  const mainPiece: Solid[] = [];
  const solids = furnish(slug, colours, wallZ, backdrop, mainPiece);
  const wide = width / height > 2;
  // Banners keep the left of the picture for the landing page's words: the room sits to the right.
  const scale = wide ? height / 118 : width / 210;
  const centre: Vec3 = wide ? [-62, 50, wallZ + 50] : [0, 42, wallZ + 50];
  const out = renderSolids(solids, { yaw: -14, pitch: 10 }, { width, height, marginX: 0, marginTop: 0, marginBottom: 0, fixed: { scale, centre } }, { shadowOpacity: 0.8, ambientShadow: false, backdrop });
  return { out, mainPiece };
}

/**
 * Where the room scene's main piece (the sofa, the dining table, the bed, the desk) is drawn, in pixels of the
 * 1200x900 picture, with a small margin: the area a designer would draw round it to replace it. Null for a room
 * without one.
 */
export function roomMainArea(slug: RoomSlug): { left: number; top: number; width: number; height: number } | null {
  const { out, mainPiece } = roomDrawing(slug, ROOM_COLOURS[slug], ROOM_SIZE.width, ROOM_SIZE.height);
  if (!mainPiece.length) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of mainPiece)
    for (const f of s.faces)
      for (const p of f.points) {
        const [x, y] = out.toScreen(p);
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
  // A margin all round, more below, where the piece's shadow lies on the floor.
  const m = 6;
  const left = Math.max(0, Math.floor(x0 - m));
  const top = Math.max(0, Math.floor(y0 - m));
  return { left, top, width: Math.min(ROOM_SIZE.width, Math.ceil(x1 + m)) - left, height: Math.min(ROOM_SIZE.height, Math.ceil(y1 + 10)) - top };
}

function roomSvg(slug: RoomSlug, colours: RoomColours, width: number, height: number, sky: boolean): string {
  const { out } = roomDrawing(slug, colours, width, height);
  const background = sky
    ? `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d4e6"/><stop offset="1" stop-color="#eef3f2"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`
    : `</defs><rect width="${width}" height="${height}" fill="${colours.wall}"/>`;
  const light = `<radialGradient id="daylight" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0.10"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${commonDefs(width, height)}${light}${background}${out.body}<rect width="${width}" height="${height}" fill="url(#daylight)"/></svg>`;
}

export function roomSceneSvg(slug: RoomSlug): string {
  return roomSvg(slug, ROOM_COLOURS[slug], ROOM_SIZE.width, ROOM_SIZE.height, slug === 'outdoor');
}

/** A wide banner in the brand's colours: its room staged with the brand accent on the main pieces. */
export function bannerSvg(brand: string): string {
  const b = BANNER_BRANDS[brand]!;
  const base = ROOM_COLOURS[b.room];
  const colours: RoomColours = {
    ...base,
    wall: mix(b.surface, b.accent, 0.16),
    hero: mix(b.accent, '#ffffff', 0.25),
    accent: b.ink,
    rug: mix(b.surface, b.ink, 0.12),
    wood: mix(base.wood, b.ink, 0.25),
  };
  return roomSvg(b.room, colours, BANNER_SIZE.width, BANNER_SIZE.height, false);
}

export function renderRoomScene(slug: RoomSlug): Promise<Buffer> {
  return svgToJpeg(roomSceneSvg(slug));
}

export function renderBanner(brand: string): Promise<Buffer> {
  return svgToJpeg(bannerSvg(brand));
}
