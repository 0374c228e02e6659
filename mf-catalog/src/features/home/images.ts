import { FILE_CALLS, catalogSlug, type Brand } from '@storefront/contracts';

const READ = `${FILE_CALLS.read.path}?blockid=1&height=0&format=jpg`;

/** The product brand whose banner stands for a site (the dealer site shows Caracole's). */
const BANNER_OF: Readonly<Record<Brand, string>> = { HOM: 'hom', CA: 'ca', CA_DEALER: 'ca', ROWE: 'rowe', JC: 'jc', ART: 'art', FFD: 'ol' };

/** A drawn catalog picture at a served width (0 is the original: banners 1920 wide, rooms 1200). */
export function catalogPicture(filename: string, width: 0 | 300 | 600): string {
  return `${READ}&width=${width}&filename=${filename}`;
}

export function bannerFile(brandOrCode: Brand | string): string {
  const code = (BANNER_OF as Record<string, string>)[brandOrCode] ?? brandOrCode;
  return `banner_${code}.jpg`;
}

export function roomFile(room: string): string {
  return `room_${catalogSlug(room)}.jpg`;
}

/** srcset of a wide picture: the 600 px variant for phones, the original for wider screens. */
export function wideSrcSet(filename: string, originalWidth: number): string {
  return `${catalogPicture(filename, 600)} 600w, ${catalogPicture(filename, 0)} ${originalWidth}w`;
}
