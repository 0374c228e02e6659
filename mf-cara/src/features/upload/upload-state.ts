import type { InpaintingSettingsResponse, SettingTab } from '@storefront/contracts';
import { EMPTY_SELECTION, addArea, redo, replaceArea, undo, type Region, type Selection } from './regions';

/** The room photo the render starts from: one the user stored (upload or photo code) or an example. */
export type Photo =
  | { kind: 'stored'; image_id: string; image_code: string; src: string; width: number; height: number }
  | { kind: 'example'; id: string; src: string; width: number; height: number };

/** A sample room offered on step 1. */
export type Example = InpaintingSettingsResponse['official_pictures'][number];

/** A product the designer chose for an area: from Cara's picks, a project, a search or a setting. */
export interface ChosenProduct {
  sku_number: string;
  name: string;
  image: string;
}

/** 1 upload a photo, 2 select the areas to change, 3 choose a product for each area. */
export type Step = 1 | 2 | 3;

/** What the widget is waiting for, if anything. */
export type Busy = 'upload' | 'code' | 'next' | 'generate' | null;

/** The drawn areas, scaled to the photo, and the shade drawn from them. */
export interface Shade {
  png: string;
  regions: Region[];
}

export interface UploadState {
  step: Step;
  photo: Photo | null;
  selection: Selection;
  shade: Shade | null;
  settings: InpaintingSettingsResponse | null;
  tab: SettingTab;
  /** Step 3: the product of each area, in the areas' order (null: none yet), and the area the next choice fills. */
  choices: Array<ChosenProduct | null>;
  activeArea: number;
  /** The product the widget was opened with (source 1), which every area starts with. */
  placed: ChosenProduct | null;
  problem: string | null;
  areaNotice: boolean;
  busy: Busy;
  code: string;
  dragging: boolean;
}

export const INITIAL_UPLOAD_STATE: UploadState = {
  step: 1,
  photo: null,
  selection: EMPTY_SELECTION,
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
};

export type UploadAction =
  | { type: 'settingsLoaded'; settings: InpaintingSettingsResponse }
  | { type: 'dragged'; over: boolean }
  /** A file that is not a picture type the widget takes. */
  | { type: 'fileRefused'; message: string }
  | { type: 'uploadStarted' }
  | { type: 'uploaded'; photo: Photo }
  | { type: 'uploadFailed'; message: string }
  | { type: 'codeTyped'; code: string }
  | { type: 'codeStarted' }
  | { type: 'codeAccepted'; code: string; photo: Photo }
  /** Whatever was under way stopped with a message: a portrait photo, an unknown code, a failed render. */
  | { type: 'failed'; message: string }
  /** `generates`: the render starts at once (a product was chosen), otherwise step 3 opens. */
  | { type: 'examplePicked'; photo: Photo; generates: boolean }
  | { type: 'areaDrawn'; area: Region }
  | { type: 'areaMoved'; index: number; area: Region }
  | { type: 'undone' }
  | { type: 'redone' }
  | { type: 'areaNoticeShown' }
  | { type: 'areaNoticeHidden' }
  | { type: 'areasConfirmed'; shade: Shade; generates: boolean }
  | { type: 'back' }
  | { type: 'tabChosen'; tab: SettingTab }
  | { type: 'placedLoaded'; product: ChosenProduct }
  | { type: 'areaPicked'; index: number }
  /** A product for the active area; the next area without one becomes active. */
  | { type: 'productChosen'; product: ChosenProduct }
  /** A setting's products, one per area in order, as far as they go. */
  | { type: 'settingApplied'; products: ChosenProduct[] }
  | { type: 'generateStarted' };

/** The widget's next state: pure, no I/O; the calls and timers stay with the component. */
export function reduce(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'settingsLoaded':
      return { ...state, settings: action.settings };
    case 'dragged':
      return { ...state, dragging: action.over };
    case 'fileRefused':
      return { ...state, problem: action.message };
    case 'uploadStarted':
      return { ...state, problem: null, busy: 'upload' };
    case 'uploaded':
      return {
        ...state,
        photo: action.photo,
        selection: EMPTY_SELECTION,
        shade: null,
        step: 2,
        busy: state.busy === 'upload' ? null : state.busy,
      };
    case 'uploadFailed':
      return { ...state, problem: action.message, busy: state.busy === 'upload' ? null : state.busy };
    case 'codeTyped':
      return { ...state, code: action.code };
    case 'codeStarted':
      return { ...state, problem: null, busy: 'code' };
    case 'codeAccepted':
      return { ...withChoices(state, 1), code: action.code, photo: action.photo, shade: null, step: 3, busy: null };
    case 'failed':
      return { ...state, problem: action.message, busy: null };
    case 'examplePicked':
      return action.generates
        ? { ...state, photo: action.photo, shade: null }
        : { ...withChoices(state, 1), photo: action.photo, shade: null, step: 3 };
    case 'areaDrawn':
      return { ...state, selection: addArea(state.selection, action.area) };
    case 'areaMoved':
      return { ...state, selection: replaceArea(state.selection, action.index, action.area) };
    case 'undone':
      return { ...state, selection: undo(state.selection) };
    case 'redone':
      return { ...state, selection: redo(state.selection) };
    case 'areaNoticeShown':
      return { ...state, areaNotice: true };
    case 'areaNoticeHidden':
      return { ...state, areaNotice: false };
    case 'areasConfirmed':
      // Source 2: the setting is chosen afresh for the new areas.
      return action.generates
        ? { ...state, shade: action.shade, busy: 'next' }
        : { ...withChoices(state, action.shade.regions.length), shade: action.shade, busy: null, step: 3 };
    case 'back':
      return { ...state, step: state.step === 3 ? 2 : 1 };
    case 'tabChosen':
      return { ...state, tab: action.tab };
    case 'placedLoaded':
      return { ...state, placed: action.product, choices: state.choices.map((c) => (c?.sku_number === action.product.sku_number ? action.product : c)) };
    case 'areaPicked':
      return { ...state, activeArea: Math.max(0, Math.min(action.index, state.choices.length - 1)) };
    case 'productChosen': {
      const choices = state.choices.map((c, i) => (i === state.activeArea ? action.product : c));
      return { ...state, choices, activeArea: nextEmpty(choices, state.activeArea) };
    }
    case 'settingApplied': {
      const choices = state.choices.map((c, i) => action.products[i] ?? c);
      return { ...state, choices, activeArea: nextEmpty(choices, 0) };
    }
    case 'generateStarted':
      return { ...state, busy: 'generate', problem: null };
  }
}

/** Step 3 starts afresh for `areas` areas: each with the product the widget was opened with, or none yet. */
function withChoices(state: UploadState, areas: number): UploadState {
  return { ...state, choices: Array.from({ length: Math.max(1, areas) }, () => state.placed), activeArea: 0 };
}

/** The first area without a product after `from` (around to the start); `from` itself when every area has one. */
export function nextEmpty(choices: ReadonlyArray<ChosenProduct | null>, from: number): number {
  for (let k = 1; k <= choices.length; k++) {
    const i = (from + k) % choices.length;
    if (!choices[i]) return i;
  }
  return from;
}
