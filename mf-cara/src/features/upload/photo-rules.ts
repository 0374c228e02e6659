import { PHOTO_EXTENSIONS } from '@storefront/contracts';

/** What a room photo must be (spec section 5): a bmp, png, jpg, jpeg or webp picture taken in landscape. */

export const PHOTO_ACCEPT = PHOTO_EXTENSIONS.map((e) => `.${e}`).join(',');

export function isPhotoType(file: { name: string }): boolean {
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  return (PHOTO_EXTENSIONS as readonly string[]).includes(ext);
}

/** Landscape: wider than tall. */
export function isLandscape(size: { width: number; height: number }): boolean {
  return size.width > size.height;
}

/** The picture's own size, read by the browser. */
export function readImageSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('not a picture'));
    img.src = src;
  });
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
