/**
 * Pictures another module serves through the file-read path from a block of its own (names without `Newcache`):
 * the catalog's drawn product views, banners and room scenes are block 1. The module hands its source in when it
 * registers, so the read path serves them without depending on that module.
 */
import type { Services } from '../../platform/services';

/** A picture ready to serve: where its original is kept, the tag its ETag starts with, and how to get its bytes. */
export interface Picture {
  /** The store key of the original; resized variants are kept beside it. */
  key: string;
  /** Changes whenever the picture would look different. */
  tag: string;
  /** A stand-in for a missing picture: served with a short cache so the real one shows once it exists. */
  placeholder: boolean;
  original: () => Promise<Buffer>;
}

/** The picture a read name names in the block; null when the name is not one of the block's names. */
export type PictureSource = (filename: string) => Promise<Picture | null>;

const sources = new WeakMap<Services, Map<string, PictureSource>>();

/** Serves the pictures of a block through the read path of this api. */
export function servePictures(services: Services, blockId: string, source: PictureSource): void {
  let blocks = sources.get(services);
  if (!blocks) {
    blocks = new Map();
    sources.set(services, blocks);
  }
  blocks.set(blockId, source);
}

/** The source of a block's pictures, when a module serves that block. */
export function pictureSource(services: Services, blockId: string): PictureSource | undefined {
  return sources.get(services)?.get(blockId);
}
