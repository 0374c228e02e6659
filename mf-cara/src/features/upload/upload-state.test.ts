import type { InpaintingSettingsResponse } from '@storefront/contracts';
import { INITIAL_UPLOAD_STATE, reduce, type Photo, type UploadAction, type UploadState } from './upload-state';

const stored: Photo = { kind: 'stored', image_id: 'img-1', image_code: 'ab12cd', src: 'room-1.jpg', width: 1600, height: 900 };
const example: Photo = { kind: 'example', id: 'ex-1', src: 'example-1.jpg', width: 1600, height: 900 };
const area = { left: 0.1, top: 0.2, width: 0.3, height: 0.4 };
const sofa = { sku_number: 'CA-1', name: 'Harlow Sofa', image: 'sofa.jpg' };
const chair = { sku_number: 'CA-2', name: 'Harlow Chair', image: 'chair.jpg' };
const shade = { png: 'data:image/png;base64,c2hhZGU=', regions: [{ left: 160, top: 180, width: 480, height: 360 }] };

/** The state after the actions, one after another, from `from`. */
const after = (from: UploadState, ...actions: UploadAction[]) => actions.reduce(reduce, from);

describe('the upload state', () => {
  it('starts on step 1 with nothing chosen, nothing under way and the living room tab', () => {
    expect(INITIAL_UPLOAD_STATE).toEqual({
      step: 1,
      photo: null,
      selection: { areas: [], undone: [] },
      shade: null,
      settings: null,
      tab: 'LIVING ROOM',
      choices: [],
      activeArea: 0,
      placed: null,
      problem: null,
      areaNotice: false,
      busy: null,
      code: '',
      dragging: false,
    });
  });

  it('keeps the settings once loaded', () => {
    const settings: InpaintingSettingsResponse = { official_pictures: [], groups: [] };
    expect(after(INITIAL_UPLOAD_STATE, { type: 'settingsLoaded', settings }).settings).toBe(settings);
  });

  it('shows a refused file type without starting anything', () => {
    const s = after(INITIAL_UPLOAD_STATE, { type: 'fileRefused', message: 'Wrong type' });
    expect(s).toMatchObject({ step: 1, problem: 'Wrong type', busy: null });
  });

  it('uploads: clears the problem while busy, then goes to step 2 with a fresh selection and no shade', () => {
    const before = { ...INITIAL_UPLOAD_STATE, problem: 'Wrong type', selection: { areas: [area], undone: [] }, shade };
    const uploading = after(before, { type: 'uploadStarted' });
    expect(uploading).toMatchObject({ step: 1, problem: null, busy: 'upload' });
    expect(after(uploading, { type: 'uploaded', photo: stored })).toMatchObject({
      step: 2,
      photo: stored,
      selection: { areas: [], undone: [] },
      shade: null,
      busy: null,
    });
  });

  it('a failed upload shows its message and ends the upload', () => {
    expect(after(INITIAL_UPLOAD_STATE, { type: 'uploadStarted' }, { type: 'uploadFailed', message: 'Server busy' })).toMatchObject({
      step: 1,
      problem: 'Server busy',
      busy: null,
    });
  });

  it('a failed upload leaves a render that started meanwhile busy', () => {
    const generating = { ...INITIAL_UPLOAD_STATE, busy: 'generate' as const };
    expect(after(generating, { type: 'uploadFailed', message: 'Server busy' }).busy).toBe('generate');
  });

  it('a photo code goes straight to step 3 with one area and its product chosen afresh', () => {
    const typed = after({ ...INITIAL_UPLOAD_STATE, choices: [sofa, chair], activeArea: 1, shade }, { type: 'codeTyped', code: ' AB12CD' });
    expect(typed.code).toBe(' AB12CD');
    const asking = after(typed, { type: 'codeStarted' });
    expect(asking).toMatchObject({ busy: 'code', problem: null });
    expect(after(asking, { type: 'codeAccepted', code: 'ab12cd', photo: stored })).toMatchObject({
      step: 3,
      code: 'ab12cd',
      photo: stored,
      shade: null,
      choices: [null],
      activeArea: 0,
      busy: null,
    });
  });

  it('an unknown code stays on step 1 with the message', () => {
    expect(after(INITIAL_UPLOAD_STATE, { type: 'codeStarted' }, { type: 'failed', message: 'Error Code' })).toMatchObject({
      step: 1,
      problem: 'Error Code',
      busy: null,
    });
  });

  it('an example leads to step 3, or stays put while the render starts when a product is placed', () => {
    expect(after({ ...INITIAL_UPLOAD_STATE, choices: [sofa] }, { type: 'examplePicked', photo: example, generates: false })).toMatchObject({
      step: 3,
      photo: example,
      shade: null,
      choices: [null],
    });
    expect(after(INITIAL_UPLOAD_STATE, { type: 'examplePicked', photo: example, generates: true }, { type: 'generateStarted' })).toMatchObject({
      step: 1,
      photo: example,
      busy: 'generate',
    });
  });

  it('draws, undoes and redoes areas', () => {
    const other = { left: 0.5, top: 0.5, width: 0.2, height: 0.2 };
    const drawn = after(INITIAL_UPLOAD_STATE, { type: 'areaDrawn', area }, { type: 'areaDrawn', area: other });
    expect(drawn.selection).toEqual({ areas: [area, other], undone: [] });
    const undone = after(drawn, { type: 'undone' });
    expect(undone.selection.areas).toEqual([area]);
    expect(undone.selection.undone).toEqual([other]);
    expect(after(undone, { type: 'redone' }).selection).toEqual({ areas: [area, other], undone: [] });
  });

  it('moves an area from the keyboard without touching undo and redo: redo restores the area as it was moved', () => {
    const other = { left: 0.5, top: 0.5, width: 0.2, height: 0.2 };
    const moved = { ...other, left: 0.52 };
    const s = after(INITIAL_UPLOAD_STATE, { type: 'areaDrawn', area }, { type: 'areaDrawn', area: other }, { type: 'areaMoved', index: 1, area: moved });
    expect(s.selection).toEqual({ areas: [area, moved], undone: [] });
    expect(after(s, { type: 'undone' }, { type: 'redone' }).selection.areas).toEqual([area, moved]);
  });

  it('shows and hides the area notice', () => {
    const shown = after(INITIAL_UPLOAD_STATE, { type: 'areaNoticeShown' });
    expect(shown.areaNotice).toBe(true);
    expect(after(shown, { type: 'areaNoticeHidden' }).areaNotice).toBe(false);
  });

  it('confirmed areas open step 3 with an empty choice per area (or the placed product in each), or wait for the render', () => {
    const two = { ...shade, regions: [...shade.regions, { left: 900, top: 400, width: 300, height: 300 }] };
    const onStep2 = { ...INITIAL_UPLOAD_STATE, step: 2 as const, photo: stored, choices: [sofa] };
    expect(after(onStep2, { type: 'areasConfirmed', shade: two, generates: false })).toMatchObject({ step: 3, shade: two, choices: [null, null], activeArea: 0, busy: null });
    expect(after({ ...onStep2, placed: sofa }, { type: 'areasConfirmed', shade: two, generates: false }).choices).toEqual([sofa, sofa]);
    expect(after(onStep2, { type: 'areasConfirmed', shade, generates: true })).toMatchObject({ step: 2, shade, busy: 'next' });
  });

  it('goes back one step at a time', () => {
    const onStep3 = { ...INITIAL_UPLOAD_STATE, step: 3 as const };
    expect(after(onStep3, { type: 'back' }).step).toBe(2);
    expect(after(onStep3, { type: 'back' }, { type: 'back' }).step).toBe(1);
  });

  it('puts each chosen product into the active area and moves on to the next area without one', () => {
    const three = { ...INITIAL_UPLOAD_STATE, step: 3 as const, choices: [null, null, null] };
    const first = after(three, { type: 'productChosen', product: sofa });
    expect(first).toMatchObject({ choices: [sofa, null, null], activeArea: 1 });
    const third = after(first, { type: 'areaPicked', index: 2 }, { type: 'productChosen', product: chair });
    expect(third).toMatchObject({ choices: [sofa, null, chair], activeArea: 1 });
    // Every area filled: the active area stays, and a new choice replaces its product.
    const full = after(third, { type: 'productChosen', product: chair });
    expect(full).toMatchObject({ choices: [sofa, chair, chair], activeArea: 1 });
    expect(after(full, { type: 'productChosen', product: sofa }).choices).toEqual([sofa, sofa, chair]);
  });

  it("a setting fills the areas in order as far as its products go; the placed product's name arrives later", () => {
    const three = { ...INITIAL_UPLOAD_STATE, step: 3 as const, choices: [null, chair, null] };
    expect(after(three, { type: 'settingApplied', products: [sofa, sofa] })).toMatchObject({ choices: [sofa, sofa, null], activeArea: 2 });
    const bare = { sku_number: 'CA-1', name: 'CA-1', image: '' };
    const placed = after({ ...INITIAL_UPLOAD_STATE, placed: bare, choices: [bare, chair] }, { type: 'placedLoaded', product: sofa });
    expect(placed).toMatchObject({ placed: sofa, choices: [sofa, chair] });
  });

  it('chooses a room tab; a failed render shows its message and can be retried', () => {
    const chosen = after({ ...INITIAL_UPLOAD_STATE, choices: [sofa] }, { type: 'tabChosen', tab: 'DINING ROOM' });
    expect(chosen).toMatchObject({ tab: 'DINING ROOM' });
    const failed = after({ ...chosen, problem: 'Old' }, { type: 'generateStarted' }, { type: 'failed', message: 'Try again' });
    expect(failed).toMatchObject({ problem: 'Try again', busy: null, choices: [sofa] });
    expect(after(failed, { type: 'generateStarted' })).toMatchObject({ problem: null, busy: 'generate' });
  });

  it('follows a drag over the drop area', () => {
    expect(after(INITIAL_UPLOAD_STATE, { type: 'dragged', over: true }).dragging).toBe(true);
    expect(after(INITIAL_UPLOAD_STATE, { type: 'dragged', over: true }, { type: 'dragged', over: false }).dragging).toBe(false);
  });
});
