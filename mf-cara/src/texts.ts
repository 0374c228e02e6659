/**
 * mf-cara's message catalog (spec section 1): Cara's fixed texts in English and Chinese, one `defineMessages` per
 * feature, so that a chunk carries only its feature's texts. Components import their own feature's catalog (the
 * `texts.ts` beside them) and read it with the remote kit's `useMessages`; this index names them all in one place.
 */
export { SPEC_TEXTS, problemText, type SpecTexts } from './ui/spec-texts';
export { CHAT_TEXTS, type ChatTexts } from './features/chat/texts';
export { UPLOAD_TEXTS, type UploadTexts } from './features/upload/texts';
export { VISUALIZATION_TEXTS, caseDate, type VisualizationTexts } from './features/visualizations/texts';
export { CASE_TEXTS, type CaseTexts } from './features/cases/texts';
