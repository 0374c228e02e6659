import { EMPTY_SELECTION, addArea, nudgeArea, placedArea, redo, regionFromDrag, replaceArea, scaleRegions, undo } from './regions';
import { isLandscape, isPhotoType } from './photo-rules';

const bounds = { width: 400, height: 300 };

describe('drawing an area', () => {
  it('draws the rectangle between the two points, whichever way the drag went', () => {
    expect(regionFromDrag({ x: 10, y: 20 }, { x: 110, y: 70 }, bounds)).toEqual({ left: 10, top: 20, width: 100, height: 50 });
    expect(regionFromDrag({ x: 110, y: 70 }, { x: 10, y: 20 }, bounds)).toEqual({ left: 10, top: 20, width: 100, height: 50 });
  });

  it('discards a drag under 2 px in either axis', () => {
    expect(regionFromDrag({ x: 10, y: 10 }, { x: 11.9, y: 80 }, bounds)).toBeNull();
    expect(regionFromDrag({ x: 10, y: 10 }, { x: 80, y: 11 }, bounds)).toBeNull();
    expect(regionFromDrag({ x: 10, y: 10 }, { x: 12, y: 12 }, bounds)).toEqual({ left: 10, top: 10, width: 2, height: 2 });
  });

  it('clips the area to the photo', () => {
    expect(regionFromDrag({ x: -50, y: 250 }, { x: 100, y: 900 }, bounds)).toEqual({ left: 0, top: 250, width: 100, height: 50 });
    expect(regionFromDrag({ x: 350, y: -10 }, { x: 999, y: 40 }, bounds)).toEqual({ left: 350, top: 0, width: 50, height: 40 });
    // Entirely off the photo: nothing is left to draw.
    expect(regionFromDrag({ x: 500, y: 10 }, { x: 600, y: 80 }, bounds)).toBeNull();
  });

  it('scales areas from the displayed photo to its own pixels', () => {
    expect(scaleRegions([{ left: 0.25, top: 0.5, width: 0.5, height: 0.25 }], { width: 1, height: 1 }, { width: 1920, height: 1080 })).toEqual([
      { left: 480, top: 540, width: 960, height: 270 },
    ]);
  });
});

describe('undo and redo', () => {
  const a = { left: 0, top: 0, width: 10, height: 10 };
  const b = { left: 20, top: 20, width: 10, height: 10 };

  it('undo removes the last area and redo restores it, in order', () => {
    let s = addArea(addArea(EMPTY_SELECTION, a), b);
    s = undo(s);
    expect(s.areas).toEqual([a]);
    s = undo(s);
    expect(s.areas).toEqual([]);
    expect(undo(s)).toBe(s);
    s = redo(s);
    expect(s.areas).toEqual([a]);
    s = redo(s);
    expect(s.areas).toEqual([a, b]);
    expect(redo(s)).toBe(s);
  });

  it('a new area drops what was undone', () => {
    const s = addArea(undo(addArea(addArea(EMPTY_SELECTION, a), b)), b);
    expect(s.undone).toEqual([]);
    expect(redo(s)).toBe(s);
  });
});

describe('photo rules', () => {
  it.each(['room.bmp', 'room.PNG', 'room.jpg', 'room.jpeg', 'room.webp'])('takes %s', (name) => expect(isPhotoType({ name })).toBe(true));
  it.each(['room.gif', 'room.heic', 'room.pdf', 'room'])('refuses %s', (name) => expect(isPhotoType({ name })).toBe(false));
  it('takes landscape photos only', () => {
    expect(isLandscape({ width: 1600, height: 900 })).toBe(true);
    expect(isLandscape({ width: 900, height: 1600 })).toBe(false);
    expect(isLandscape({ width: 1000, height: 1000 })).toBe(false);
  });
});

describe('areas from the keyboard', () => {
  const a = { left: 0.3, top: 0.4, width: 0.4, height: 0.5 };

  it('moves an area by 2% of the photo per arrow key, never off the photo', () => {
    expect(nudgeArea(a, 'ArrowRight', false)).toEqual({ ...a, left: 0.32 });
    expect(nudgeArea(a, 'ArrowUp', false)).toEqual({ ...a, top: 0.38 });
    expect(nudgeArea({ ...a, left: 0.59 }, 'ArrowRight', false)).toEqual({ ...a, left: 0.6 });
    expect(nudgeArea({ ...a, top: 0.01 }, 'ArrowUp', false)).toEqual({ ...a, top: 0 });
  });

  it('resizes with Shift: right and down grow, left and up shrink, within the photo and never under 4%', () => {
    expect(nudgeArea(a, 'ArrowRight', true)).toEqual({ ...a, width: 0.42 });
    expect(nudgeArea(a, 'ArrowDown', true)).toEqual({ ...a, height: 0.52 });
    expect(nudgeArea(a, 'ArrowLeft', true)).toEqual({ ...a, width: 0.38 });
    expect(nudgeArea({ ...a, height: 0.6 }, 'ArrowDown', true)).toEqual({ ...a, height: 0.6 });
    expect(nudgeArea({ ...a, width: 0.05 }, 'ArrowLeft', true)).toEqual({ ...a, width: 0.04 });
  });

  it('places each new area a little lower and to the right of the last, inside the photo', () => {
    const first = placedArea(0);
    const second = placedArea(1);
    expect(second.left).toBeGreaterThan(first.left);
    expect(second.top).toBeGreaterThan(first.top);
    for (let n = 0; n < 12; n++) {
      const p = placedArea(n);
      expect(p.left + p.width).toBeLessThanOrEqual(1);
      expect(p.top + p.height).toBeLessThanOrEqual(1);
    }
  });

  it('replaces a moved area in place and keeps what was undone', () => {
    const s = { areas: [a, a], undone: [a] };
    const moved = { ...a, left: 0 };
    expect(replaceArea(s, 1, moved)).toEqual({ areas: [a, moved], undone: [a] });
    expect(replaceArea(s, 5, moved)).toBe(s);
  });
});
