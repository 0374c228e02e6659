import { lazy } from 'react';

/** The room-photo upload widget (lazy: its code loads when it is opened). */
export const UploadWidget = lazy(() => import('./upload-widget'));

/** What the chat shares with the widget: the photo rules and the photo upload. */
export { PHOTO_ACCEPT, isPhotoType, readAsDataUrl } from './photo-rules';
export { uploadPhoto } from './upload-photo';
