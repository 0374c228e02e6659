import { FILE_CALLS, WIDE_IMAGE_WIDTHS, catalogSlug, type Brand } from '@storefront/contracts';

const READ = `${FILE_CALLS.read.path}?blockid=1&height=0&format=jpg`;

/** The product brand whose banner stands for a site (the dealer site shows Caracole's). */
const BANNER_OF: Readonly<Record<Brand, string>> = { HOM: 'hom', CA: 'ca', CA_DEALER: 'ca', ROWE: 'rowe', JC: 'jc', ART: 'art', FFD: 'ol' };

/** A drawn catalog picture at a served width (0 is the original: banners 1920 wide, rooms 1200). */
export function catalogPicture(filename: string, width: number): string {
  return `${READ}&width=${width}&filename=${filename}`;
}

export function bannerFile(brandOrCode: Brand | string): string {
  const code = (BANNER_OF as Record<string, string>)[brandOrCode] ?? brandOrCode;
  return `banner_${code}.jpg`;
}

export function roomFile(room: string): string {
  return `room_${catalogSlug(room)}.jpg`;
}

/**
 * srcset of a wide picture: 600 px and the wide widths below the original, then the original, so a phone takes
 * the 900 or 1200 px variant and only a wide screen the original.
 */
export function wideSrcSet(filename: string, originalWidth: number): string {
  const widths = [600, ...WIDE_IMAGE_WIDTHS].filter((w) => w < originalWidth);
  return [...widths.map((w) => `${catalogPicture(filename, w)} ${w}w`), `${catalogPicture(filename, 0)} ${originalWidth}w`].join(', ');
}
