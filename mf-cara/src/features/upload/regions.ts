import { MIN_DRAG_PX } from '@storefront/contracts';

/**
 * Area selection on the room photo (spec sections 3, 4 and 9): rectangles drawn by dragging, a drag under
 * 2 px in either axis discarded, every area clipped to the photo, and undo / redo over the drawn areas.
 */

/** An image region: width, height, top and left, in pixels of the displayed photo. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}


/** The area a drag from `start` to `end` draws inside a `bounds` photo, or null when it is too small. */
export function regionFromDrag(start: Point, end: Point, bounds: { width: number; height: number }): Region | null {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x1 = clamp(Math.min(start.x, end.x), bounds.width);
  const x2 = clamp(Math.max(start.x, end.x), bounds.width);
  const y1 = clamp(Math.min(start.y, end.y), bounds.height);
  const y2 = clamp(Math.max(start.y, end.y), bounds.height);
  // The 2 px rule reads the drag itself; clipping then keeps what lies on the photo.
  if (Math.abs(end.x - start.x) < MIN_DRAG_PX || Math.abs(end.y - start.y) < MIN_DRAG_PX) return null;
  if (x2 - x1 <= 0 || y2 - y1 <= 0) return null;
  return { left: x1, top: y1, width: x2 - x1, height: y2 - y1 };
}

/** Drawn areas with the ones undone, newest last, so redo restores them in order. */
export interface Selection {
  areas: Region[];
  undone: Region[];
}

export const EMPTY_SELECTION: Selection = { areas: [], undone: [] };

export function addArea(selection: Selection, area: Region): Selection {
  return { areas: [...selection.areas, area], undone: [] };
}

export function undo(selection: Selection): Selection {
  const last = selection.areas.at(-1);
  if (!last) return selection;
  return { areas: selection.areas.slice(0, -1), undone: [...selection.undone, last] };
}

export function redo(selection: Selection): Selection {
  const last = selection.undone.at(-1);
  if (!last) return selection;
  return { areas: [...selection.areas, last], undone: selection.undone.slice(0, -1) };
}

/** The area at `index` put in another place or size (a keyboard move): the undo history stays as it was. */
export function replaceArea(selection: Selection, index: number, area: Region): Selection {
  if (index < 0 || index >= selection.areas.length) return selection;
  return { ...selection, areas: selection.areas.map((a, i) => (i === index ? area : a)) };
}

/** How far one arrow key moves or resizes an area, and the least an area may shrink to (fractions of the photo). */
export const KEY_STEP = 0.02;
export const MIN_KEY_AREA = 0.04;

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const isArrowKey = (key: string): key is ArrowKey => key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/**
 * An area (fractions of the photo) after an arrow key: moved by a step, or with `resize` (Shift) made wider or narrower
 * (right, left) and taller or shorter (down, up); always inside the photo, never smaller than MIN_KEY_AREA.
 */
export function nudgeArea(area: Region, key: ArrowKey, resize: boolean, step = KEY_STEP): Region {
  const dx = key === 'ArrowRight' ? step : key === 'ArrowLeft' ? -step : 0;
  const dy = key === 'ArrowDown' ? step : key === 'ArrowUp' ? -step : 0;
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  if (resize) {
    const width = clamp(area.width + dx, Math.min(MIN_KEY_AREA, area.width), 1 - area.left);
    const height = clamp(area.height + dy, Math.min(MIN_KEY_AREA, area.height), 1 - area.top);
    return { ...area, width: round(width), height: round(height) };
  }
  return { ...area, left: round(clamp(area.left + dx, 0, 1 - area.width)), top: round(clamp(area.top + dy, 0, 1 - area.height)) };
}

/** Where a new area from the keyboard goes: the default area, each next one a little lower and to the right. */
export function placedArea(count: number): Region {
  const shift = (count % 6) * 0.04;
  return { ...DEFAULT_AREA, left: Math.min(DEFAULT_AREA.left + shift, 1 - DEFAULT_AREA.width), top: Math.min(DEFAULT_AREA.top + shift / 2, 1 - DEFAULT_AREA.height) };
}

/** Areas scaled from the displayed photo to the photo's own pixels. */
export function scaleRegions(areas: readonly Region[], from: { width: number; height: number }, to: { width: number; height: number }): Region[] {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return areas.map((a) => ({
    left: Math.round(a.left * sx),
    top: Math.round(a.top * sy),
    width: Math.round(a.width * sx),
    height: Math.round(a.height * sy),
  }));
}

/**
 * The selection as the shade PNG (a data image): black where the photo stays, white in the areas to
 * change, at the photo's own size.
 */
export function shadePng(areas: readonly Region[], size: { width: number; height: number }, doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.fillStyle = '#fff';
  for (const a of areas) ctx.fillRect(a.left, a.top, a.width, a.height);
  return canvas.toDataURL('image/png');
}

/**
 * The area used when a photo comes from a code or an example and nothing was drawn: the middle of the floor,
 * where the main piece of a room stands (fractions of the photo).
 */
export const DEFAULT_AREA: Region = { left: 0.28, top: 0.38, width: 0.44, height: 0.56 };
