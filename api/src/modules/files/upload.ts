/**
 * Reading an upload: the multipart body's parts streamed to temporary files as they arrive (never held whole in
 * memory), and each file checked against its purpose by its content, images re-encoded so that only their pixels
 * are kept (trailing bytes, metadata and anything hidden after the image are dropped; M8), PDFs checked for the
 * structure of a PDF and for HTML hidden in them (I3).
 */
import { ApiError, ERR, FILE_RULES, MESSAGES, REGISTRATION_MESSAGES, isStorableText, type FileKind, type FilePurpose } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { PDF_HEADER_BYTES, PDF_TAIL_BYTES, PdfHtmlScan, pdfHeaderOk, pdfTrailerOk } from './pdf';
import { detectKind, kindOfName } from './rules';

/** A file part as received: its name, and its bytes in a temporary file. */
export interface Incoming {
  name: string;
  path: string;
  size: number;
  sha256: string;
}

/** A checked file, ready to store: what it is, and the bytes to keep (re-encoded for images) in a temporary file. */
export interface Checked {
  kind: FileKind;
  path: string;
  size: number;
  sha256: string;
}

export interface Upload {
  purpose: string;
  parts: Incoming[];
  /** Where checked files are written beside the parts. */
  dir: string;
  /** Removes the temporary files (always call it, whatever happened). */
  cleanup(): Promise<void>;
}

/** Writes a stream to `path`, counting and hashing it on the way. */
async function spool(source: Readable, path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, counting, createWriteStream(path));
  return { size, sha256: hash.digest('hex') };
}

/**
 * Reads the multipart body: the `purpose` field and every file part, each streamed to a temporary file (20 MB at
 * most, the multipart limit); the caller removes them with `cleanup`.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a file to upload');
  const query = (request.query ?? {}) as Record<string, unknown>;
  let purpose = typeof query.purpose === 'string' ? query.purpose : '';
  const dir = await mkdtemp(join(tmpdir(), 'storefront-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const parts: Incoming[] = [];
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const path = join(dir, `part-${parts.length}`);
          const { size, sha256 } = await spool(part.file, path);
          if (part.file.truncated) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
          parts.push({ name: part.filename ?? '', path, size, sha256 });
        } else if (part.fieldname === 'purpose' && typeof part.value === 'string') purpose = part.value;
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
      if (code === 'FST_FILES_LIMIT') throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.tooManyFiles);
      // A broken or cut-off multipart body is the sender's problem, never a server error.
      throw new ApiError(ERR.BAD_REQUEST, 'The upload could not be read, please try again');
    }
    // A name is stored and shown: one with a NUL or a broken character is refused like any other text (L1).
    if (parts.some((part) => !isStorableText(part.name))) throw new ApiError(ERR.BAD_REQUEST, MESSAGES.textNotAllowed);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { purpose, parts, dir, cleanup };
}

/** `length` bytes of a file from `position` (fewer at its end). */
async function bytesAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await handle.read(bytes, 0, length, position);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The first bytes of a file (its magic number). */
const headOf = (path: string) => bytesAt(path, 0, 16);

/**
 * A PDF as a PDF reader takes it, with nothing a browser could render as a page (I3): its header, a `%%EOF` trailer
 * that ends the file (nothing appended), and no HTML tag outside its streams or in its first KiB. Read in chunks.
 */
async function soundPdf(file: Incoming): Promise<boolean> {
  if (!pdfHeaderOk(await bytesAt(file.path, 0, PDF_HEADER_BYTES))) return false;
  if (!pdfTrailerOk(await bytesAt(file.path, Math.max(0, file.size - PDF_TAIL_BYTES), PDF_TAIL_BYTES))) return false;
  const scan = new PdfHtmlScan();
  for await (const chunk of createReadStream(file.path, { highWaterMark: 64 * 1024 })) scan.push(chunk as Buffer);
  return !scan.foundHtml();
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Checks one file against its purpose by content: its kind, that its name does not claim another, its size, and
 * for an image its pixels (at most `maxPixels`, decoded whole). An image is re-encoded in its own format into
 * `out`: what is stored is the picture alone, never bytes that followed or hid in it. A PDF must be sound
 * (`soundPdf`), and is then kept as sent.
 */
export async function checkFile(purpose: FilePurpose, file: Incoming, out: string, maxPixels: number): Promise<Checked> {
  const rules = FILE_RULES[purpose];
  if (file.size === 0) throw new ApiError(ERR.FILE_TYPE, rules.message);
  if (file.size > rules.maxBytes) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  const kind = detectKind(await headOf(file.path));
  if (!kind || !rules.kinds.includes(kind)) throw new ApiError(ERR.FILE_TYPE, rules.message);
  const named = kindOfName(file.name);
  if (named !== null && named !== kind) throw new ApiError(ERR.FILE_TYPE, `${MESSAGES.fileMismatch}: ${rules.message.charAt(0).toLowerCase()}${rules.message.slice(1)}`);
  if (kind === 'pdf') {
    if (!(await soundPdf(file))) throw new ApiError(ERR.FILE_TYPE, rules.message);
    return { kind, path: file.path, size: file.size, sha256: file.sha256 };
  }

  // The magic is right; the image must also decode (a truncated or crafted file is refused here, not at read time).
  const meta = await sharp(file.path, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ApiError(ERR.FILE_TYPE, rules.message);
  if (meta.width * meta.height > maxPixels) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  const image = sharp(file.path, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
  const encoded = kind === 'jpg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 6 });
  const info = await encoded.toFile(out).catch(() => null);
  if (!info) throw new ApiError(ERR.FILE_TYPE, rules.message);
  const { size } = await stat(out);
  return { kind, path: out, size, sha256: await hashOf(out) };
}
