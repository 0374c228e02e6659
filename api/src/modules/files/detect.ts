import type { FileKind } from '@storefront/contracts';

/** What the bytes are, from their magic numbers; the declared type and the name's extension are never trusted. */
export function detectKind(bytes: Buffer): FileKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const MIME: Readonly<Record<FileKind, string>> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The kind a file name claims by its extension; null when it has none we know. */
export function kindOfName(name: string): FileKind | 'other' | null {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  if (!match) return null;
  const ext = match[1]!.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'jfif') return 'jpg';
  if (ext === 'png') return 'png';
  if (ext === 'pdf') return 'pdf';
  return 'other';
}
