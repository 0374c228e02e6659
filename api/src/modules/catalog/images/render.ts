import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { buildPiece, familyOf, Seeded, type Family, type Piece } from './furniture';
import { commonDefs, luminance, mix, renderSolids, shade, type Camera, type Frame } from './scene';

/** The size of every product original; smaller widths are resized from it. */
export const PRODUCT_SIZE = { width: 1200, height: 900 } as const;
export const JPEG_QUALITY = 82;

/** Bumped whenever the drawings change, so pictures kept in the store are drawn again. */
export const DRAWING_VERSION = 3;

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

function studio(width: number, height: number, tone = '#f3f0eb'): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tone, 1.25)}"/><stop offset="0.62" stop-color="${tone}"/><stop offset="1" stop-color="${shade(tone, 0.955)}"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.65"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#spot)"/>`
  );
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}${body}</svg>`;
}

/** The cameras of the first three views by kind of piece: front, three-quarter, then side or a higher angle. */
function cameraFor(family: Family, view: number, rng: Seeded): Camera {
  const turn = rng.range(-4, 4);
  // A rug is seen from above enough for its pattern to read.
  if (family === 'floor') return [{ yaw: 0, pitch: 26 }, { yaw: -22 + turn, pitch: 30 }, { yaw: 28 + turn, pitch: 40 }][(view - 1) % 3]!;
  if (view === 1) return { yaw: 0, pitch: family === 'wall' || family === 'hanging' ? 4 : family === 'table' ? 16 : 9 };
  if (view === 2) return { yaw: -34 + turn, pitch: family === 'hanging' ? 8 : family === 'table' ? 22 : 16 };
  if (view === 3) {
    if (family === 'seating') return { yaw: -78, pitch: 9 };
    if (family === 'wall') return { yaw: 28, pitch: 6 };
    return { yaw: 38 + turn, pitch: family === 'hanging' ? 6 : 26 };
  }
  // Further views: angles around the piece.
  const yaw = [-55, 20, -15, 50, -70][view % 5]!;
  return { yaw, pitch: 14 + (view % 3) * 5 };
}

const FRAME: Frame = { width: PRODUCT_SIZE.width, height: PRODUCT_SIZE.height, marginX: 0.1, marginTop: 0.12, marginBottom: 0.14 };

function pieceView(piece: Piece, view: number, zoom?: boolean): string {
  const rng = new Seeded(`${piece.sku}/${view}`);
  const solids = buildPiece(piece);
  const family = familyOf(piece.shape);
  const camera = zoom ? { yaw: -40, pitch: family === 'floor' ? 30 : 14 } : cameraFor(family, view, rng);
  let frame: Frame = FRAME;
  if (zoom) {
    // A detail: close on the front right corner, where legs, arms, pulls and edges meet.
    let minY = Infinity;
    let maxY = -Infinity;
    let maxX = -Infinity;
    let maxZ = -Infinity;
    for (const s of solids.filter((x) => !x.noFit)) {
      minY = Math.min(minY, s.min[1]);
      maxY = Math.max(maxY, s.max[1]);
      maxX = Math.max(maxX, s.max[0]);
      maxZ = Math.max(maxZ, s.max[2]);
    }
    const y = family === 'hanging' || family === 'lighting' ? minY + (maxY - minY) * 0.7 : family === 'wall' ? minY + (maxY - minY) * 0.8 : minY + (maxY - minY) * 0.4;
    frame = { ...FRAME, focus: { point: [maxX * 0.8, y, maxZ * 0.8], zoom: 2.4 } };
  }
  const wallShadow = family === 'wall';
  const out = renderSolids(solids, camera, frame, { shadow: !wallShadow && family !== 'hanging' && family !== 'floor' });
  let body = out.body;
  if (wallShadow) {
    // A soft shadow on the wall: the silhouette offset, widened in a few faint steps instead of a blur.
    const silhouette = out.body.replace(/<path d="[^"]*" fill="url\(#[a-z]+\)"\/>/g, '').replace(/fill="[^"]*"/g, 'fill="#3a3128"').replace(/stroke="[^"]*"/g, 'stroke="#3a3128"');
    const steps = [36, 24, 12, 2].map((w) => `<g opacity="0.05" transform="translate(16 22)">${silhouette.replace(/stroke-width="[^"]*"/g, `stroke-width="${w}"`)}</g>`);
    body = steps.join('') + out.body;
  }
  if (family === 'hanging') {
    const s = out.scale;
    body = `<ellipse cx="${PRODUCT_SIZE.width / 2}" cy="${f1(PRODUCT_SIZE.height * 0.95)}" rx="${f1(Math.min(500, 160 * s * 0.2 + 200))}" ry="30" fill="url(#floorShadow)" opacity="0.5"/>${body}`;
  }
  const defs = commonDefs(PRODUCT_SIZE.width, PRODUCT_SIZE.height);
  return svg(PRODUCT_SIZE.width, PRODUCT_SIZE.height, defs + studio(PRODUCT_SIZE.width, PRODUCT_SIZE.height), body);
}

// ---------------------------------------------------------------------------------------------------------------
// Material close-ups

export type Material = 'wood' | 'fabric' | 'leather' | 'metal' | 'stone' | 'glass';

export function materialOf(piece: Pick<Piece, 'finish' | 'materials' | 'shape'>): Material {
  const finish = (piece.finish ?? '').toLowerCase();
  const all = `${finish} ${(piece.materials ?? '').toLowerCase()}`;
  const test = (text: string): Material | null => {
    if (/leather|suede/.test(text)) return 'leather';
    if (/linen|velvet|fabric|boucle|bouclé|wool|cotton|chenille|performance|mohair|tweed|rattan|wicker|rope|weave/.test(text)) return 'fabric';
    if (/marble|stone|travertine|quartz|granite|concrete|terrazzo|onyx/.test(text)) return 'stone';
    if (/brass|bronze|nickel|iron|steel|metal|gold|silver|chrome|aluminum|aluminium|copper|pewter/.test(text)) return 'metal';
    if (/glass|mirror|crystal|acrylic/.test(text)) return 'glass';
    if (/walnut|oak|ash|maple|cherry|wood|mahogany|ebony|teak|pine|birch|elm|acacia|mango|veneer|cerused|espresso|pecan/.test(text)) return 'wood';
    return null;
  };
  return test(finish) ?? test(all) ?? (['sofa', 'sectional', 'chair', 'ottoman', 'bench', 'bed'].includes(piece.shape) ? 'fabric' : 'wood');
}

function texture(material: Material, color: string, w: number, h: number, rng: Seeded, id = ''): string {
  const dark = shade(color, 0.72);
  const light = shade(color, 1.18);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${color}"/>`];
  if (material === 'wood') {
    const rows = 46;
    for (let i = 0; i < rows; i++) {
      const y0 = (h / rows) * i + rng.range(-6, 6);
      const amp = rng.range(3, 14);
      const freq = rng.range(1.2, 3.2);
      const pts: string[] = [];
      for (let x = -20; x <= w + 20; x += 40) pts.push(`${x} ${f1(y0 + amp * Math.sin((x / w) * Math.PI * freq + i))}`);
      const tone = rng.chance(0.5) ? dark : light;
      parts.push(`<path d="M${pts.join('L')}" fill="none" stroke="${tone}" stroke-width="${f1(rng.range(1, 5))}" opacity="${f1(rng.range(0.15, 0.5))}"/>`);
    }
    for (let k = 0; k < 2; k++) {
      const cx = rng.range(0.2, 0.8) * w;
      const cy = rng.range(0.2, 0.8) * h;
      for (let r = 1; r <= 5; r++) parts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r * 18)}" ry="${f1(r * 5)}" fill="none" stroke="${dark}" stroke-width="2" opacity="${f1(0.45 - r * 0.06)}"/>`);
    }
    const plank = w / 3;
    for (let x = plank; x < w; x += plank) parts.push(`<rect x="${f1(x - 1.5)}" y="0" width="3" height="${h}" fill="${shade(color, 0.55)}" opacity="0.5"/>`);
  } else if (material === 'fabric') {
    parts.push(
      `<pattern id="weave${id}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="4" fill="${light}" opacity="0.35"/><rect y="4" width="4" height="4" fill="${dark}" opacity="0.3"/><rect x="4" width="4" height="8" fill="${dark}" opacity="0.12"/></pattern>`,
      `<rect width="${w}" height="${h}" fill="url(#weave${id})"/>`,
      `<rect width="${w}" height="${h}" fill="url(#grain)" opacity="0.35"/>`,
    );
    // A soft fold across the cloth.
    parts.push(`<path d="M0 ${f1(h * 0.62)} C ${f1(w * 0.3)} ${f1(h * 0.48)}, ${f1(w * 0.6)} ${f1(h * 0.78)}, ${w} ${f1(h * 0.58)} L ${w} ${h} L 0 ${h} Z" fill="url(#fold)"/>`);
  } else if (material === 'leather') {
    parts.push(`<rect width="${w}" height="${h}" fill="url(#grain)" opacity="0.45"/>`);
    parts.push(`<ellipse cx="${f1(w * 0.35)}" cy="${f1(h * 0.3)}" rx="${f1(w * 0.45)}" ry="${f1(h * 0.35)}" fill="url(#highlight)"/>`);
    parts.push(`<path d="M0 ${f1(h * 0.8)} L ${w} ${f1(h * 0.8)}" stroke="${shade(color, 0.5)}" stroke-width="3" stroke-dasharray="14 9" opacity="0.7"/>`);
  } else if (material === 'metal') {
    for (let y = 0; y < h; y += 3) parts.push(`<rect y="${y}" width="${w}" height="1.2" fill="${rng.chance(0.5) ? light : dark}" opacity="${f1(rng.range(0.08, 0.28))}"/>`);
    parts.push(`<rect width="${w}" height="${h}" fill="url(#metalSheen)"/>`);
  } else if (material === 'stone') {
    const base = luminance(color) < 0.15 ? color : mix(color, '#ffffff', 0.35);
    parts[0] = `<rect width="${w}" height="${h}" fill="${base}"/>`;
    for (let i = 0; i < 9; i++) {
      let x = rng.range(-0.2, 0.4) * w;
      let y = rng.range(0, 1) * h;
      let d = `M${f1(x)} ${f1(y)}`;
      for (let k = 0; k < 8; k++) {
        x += rng.range(60, 200);
        y += rng.range(-90, 90);
        d += ` Q ${f1(x - rng.range(20, 80))} ${f1(y + rng.range(-60, 60))} ${f1(x)} ${f1(y)}`;
      }
      parts.push(`<path d="${d}" fill="none" stroke="${shade(color, 0.55)}" stroke-width="${f1(rng.range(1, 4))}" opacity="${f1(rng.range(0.25, 0.6))}"/>`);
    }
    parts.push(`<rect width="${w}" height="${h}" fill="url(#grain)" opacity="0.15"/>`);
  } else {
    parts.push(`<rect width="${w}" height="${h}" fill="url(#glass)"/>`);
  }
  return parts.join('');
}

let noise: string | null = null;
/** A small tile of grey noise (a PNG data address), made once: the grain of fabric, leather and stone. */
function noiseTile(): string {
  if (!noise) {
    const size = 128;
    const rng = new Seeded('grain');
    const px = new Uint8Array(size * size * 4);
    for (let i = 0; i < size * size; i++) {
      const v = Math.floor(rng.next() * 255);
      px.set([v, v, v, Math.floor(rng.next() * 160)], i * 4);
    }
    noise = `data:image/png;base64,${encodePng(size, size, px).toString('base64')}`;
  }
  return noise;
}

function textureDefs(): string {
  return (
    `<pattern id="grain" width="128" height="128" patternUnits="userSpaceOnUse"><image width="128" height="128" href="${noiseTile()}"/></pattern>` +
    '<linearGradient id="fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.12" stop-color="#000" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.04"/></linearGradient>' +
    '<radialGradient id="highlight"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="metalSheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>' +
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>'
  );
}

/** A close-up of the finish filling the picture, lit from the top left. */
function swatchCloseUp(piece: Piece, view: number): string {
  const { width: w, height: h } = PRODUCT_SIZE;
  const rng = new Seeded(`${piece.sku}/swatch/${view}`);
  const material = materialOf(piece);
  const body = `${texture(material, piece.finishColor, w, h, rng)}<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
  return svg(w, h, commonDefs(PRODUCT_SIZE.width, PRODUCT_SIZE.height) + textureDefs() + '</defs>', body);
}

/** Swatch chips fanned on the studio floor: the finish in its light, true and deep tones. */
function swatchFan(piece: Piece, view: number): string {
  const { width: w, height: h } = PRODUCT_SIZE;
  const rng = new Seeded(`${piece.sku}/fan/${view}`);
  const material = materialOf(piece);
  const chips: string[] = [];
  const tones = [shade(piece.finishColor, 1.15), piece.finishColor, shade(piece.finishColor, 0.8)];
  tones.forEach((tone, i) => {
    const angle = (i - 1) * 14;
    const id = `chip${i}`;
    chips.push(
      `<clipPath id="${id}"><rect x="-210" y="-260" width="420" height="520" rx="18"/></clipPath>` +
        `<g transform="translate(${600 + (i - 1) * 150} 470) rotate(${angle})">` +
        [18, 10, 3].map((w) => `<rect x="-200" y="-245" width="420" height="520" rx="18" fill="#3a3128" stroke="#3a3128" stroke-width="${w}" opacity="0.07"/>`).join('') +
        `<g clip-path="url(#${id})"><g transform="translate(-210 -260)">${texture(material, tone, 420, 520, rng, String(i))}</g></g>` +
        `<rect x="-210" y="-260" width="420" height="520" rx="18" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/></g>`,
    );
  });
  return svg(w, h, commonDefs(PRODUCT_SIZE.width, PRODUCT_SIZE.height) + textureDefs() + studio(w, h), chips.join(''));
}

/** The SVG of one view of a product: 1 front, 2 three-quarter, 3 side or high angle, 4 the finish close up, 5 a detail, 6 swatch chips, then more angles. */
export function productSvg(piece: Piece, view: number): string {
  if (view === 4) return swatchCloseUp(piece, view);
  if (view === 5) return pieceView(piece, view, true);
  if (view === 6) return swatchFan(piece, view);
  return pieceView(piece, view);
}

/** The "no image" picture: a faint outline of a chair and a picture frame on the studio background. */
export function placeholderSvg(): string {
  const { width: w, height: h } = PRODUCT_SIZE;
  const stroke = '#c9c2b8';
  const body =
    `<g fill="none" stroke="${stroke}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="440" y="250" width="320" height="260" rx="24"/>` +
    `<circle cx="530" cy="330" r="30"/>` +
    `<path d="M460 480 L570 390 L640 450 L690 410 L740 460"/>` +
    `<path d="M470 600 L470 560 Q470 540 490 540 L710 540 Q730 540 730 560 L730 600"/>` +
    `<path d="M450 600 L750 600 L750 640 L450 640 Z"/><path d="M480 640 L480 690 M720 640 L720 690"/>` +
    `</g>` +
    `<path d="M400 720 L800 720" stroke="${stroke}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
  return svg(w, h, studio(w, h, '#efece7'), body);
}

export async function svgToJpeg(source: string): Promise<Buffer> {
  return sharp(Buffer.from(source), { density: 72 }).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

export function renderProductImage(piece: Piece, view: number): Promise<Buffer> {
  return svgToJpeg(productSvg(piece, view));
}

export function renderPlaceholder(): Promise<Buffer> {
  return svgToJpeg(placeholderSvg());
}

/** A minimal RGBA PNG encoder (no filtering), for the noise tile. */
function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
