export { LINE_STATE_LABELS, customMark, lineState, type LineState, type StatedLine } from './line-state';
