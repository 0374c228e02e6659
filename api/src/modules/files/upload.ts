/** Reading an upload: the multipart body's parts, and each file checked against its purpose by its content. */
import { ApiError, ERR, FILE_RULES, MESSAGES, REGISTRATION_MESSAGES, isStorableText, type FileKind, type FilePurpose } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { detectKind, kindOfName } from './rules';

export interface Incoming {
  name: string;
  bytes: Buffer;
}

/** Reads the multipart body: the `purpose` field and every file part (each buffered, 20 MB at most). */
export async function readUpload(request: FastifyRequest): Promise<{ purpose: string; parts: Incoming[] }> {
  if (!request.isMultipart()) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a file to upload');
  const query = (request.query ?? {}) as Record<string, unknown>;
  let purpose = typeof query.purpose === 'string' ? query.purpose : '';
  const parts: Incoming[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') parts.push({ name: part.filename ?? '', bytes: await part.toBuffer() });
      else if (part.fieldname === 'purpose' && typeof part.value === 'string') purpose = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.tooManyFiles);
    // A broken or cut-off multipart body is the sender's problem, never a server error.
    throw new ApiError(ERR.BAD_REQUEST, 'The upload could not be read, please try again');
  }
  // A name is stored and shown: one with a NUL or a broken character is refused like any other text (L1).
  if (parts.some((part) => !isStorableText(part.name))) throw new ApiError(ERR.BAD_REQUEST, MESSAGES.textNotAllowed);
  return { purpose, parts };
}

/** Checks one file against its purpose by content: its kind, that its name does not claim another, its size. */
export async function checkFile(purpose: FilePurpose, file: Incoming): Promise<FileKind> {
  const rules = FILE_RULES[purpose];
  if (file.bytes.length === 0) throw new ApiError(ERR.FILE_TYPE, rules.message);
  if (file.bytes.length > rules.maxBytes) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  const kind = detectKind(file.bytes);
  if (!kind || !rules.kinds.includes(kind)) throw new ApiError(ERR.FILE_TYPE, rules.message);
  const named = kindOfName(file.name);
  if (named !== null && named !== kind) throw new ApiError(ERR.FILE_TYPE, `${MESSAGES.fileMismatch}: ${rules.message.charAt(0).toLowerCase()}${rules.message.slice(1)}`);
  if (kind !== 'pdf') {
    // The magic is right; the image must also decode (a truncated or crafted file is refused here, not at read time).
    const meta = await sharp(file.bytes, { failOn: 'error' })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new ApiError(ERR.FILE_TYPE, rules.message);
  }
  return kind;
}
