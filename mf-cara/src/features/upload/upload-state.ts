import type { InpaintingSettingsResponse, SettingTab } from '@storefront/contracts';
import { EMPTY_SELECTION, addArea, redo, undo, type Region, type Selection } from './regions';

/** The room photo the render starts from: one the user stored (upload or photo code) or an example. */
export type Photo =
  | { kind: 'stored'; image_id: string; image_code: string; src: string; width: number; height: number }
  | { kind: 'example'; id: string; src: string; width: number; height: number };

/** A sample room offered on step 1. */
export type Example = InpaintingSettingsResponse['official_pictures'][number];

/** 1 upload a photo, 2 select the areas to change, 3 choose a setting. */
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
  group: string | null;
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
  group: null,
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
  | { type: 'undone' }
  | { type: 'redone' }
  | { type: 'areaNoticeShown' }
  | { type: 'areaNoticeHidden' }
  | { type: 'areasConfirmed'; shade: Shade; generates: boolean }
  | { type: 'back' }
  | { type: 'tabChosen'; tab: SettingTab }
  | { type: 'groupChosen'; group: string }
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
      return { ...state, code: action.code, photo: action.photo, shade: null, group: null, step: 3, busy: null };
    case 'failed':
      return { ...state, problem: action.message, busy: null };
    case 'examplePicked':
      return action.generates
        ? { ...state, photo: action.photo, shade: null }
        : { ...state, photo: action.photo, shade: null, group: null, step: 3 };
    case 'areaDrawn':
      return { ...state, selection: addArea(state.selection, action.area) };
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
        : { ...state, shade: action.shade, group: null, busy: null, step: 3 };
    case 'back':
      return { ...state, step: state.step === 3 ? 2 : 1 };
    case 'tabChosen':
      return { ...state, tab: action.tab };
    case 'groupChosen':
      return { ...state, group: action.group };
    case 'generateStarted':
      return { ...state, busy: 'generate', problem: null };
  }
}
