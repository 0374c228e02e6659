import * as z from 'zod/mini';
import { apiRequestInit } from './api-client';
import type { Brand } from './brands';
import { FILE_CALLS } from './endpoints/files';
import { ApiError, MESSAGES } from './errors';
import { FILE_RULES, uploadResponse, type FilePurpose, type UploadResponse } from './schemas/registration';
import type { SessionSnapshot } from './session';

/** File name endings and types each kind of file takes (the api checks the content itself). */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'] };
const MIME_TYPES: Readonly<Record<string, readonly string[]>> = { jpg: ['image/jpeg'], png: ['image/png'], pdf: ['application/pdf'] };

/** The types a file picker offers for a purpose. */
export function acceptedTypes(purpose: FilePurpose): string[] {
  return FILE_RULES[purpose].kinds.flatMap((kind) => MIME_TYPES[kind] ?? []);
}

/** Why a chosen file cannot be uploaded for a purpose (type, size, empty), or null when it may be. */
export function fileProblem(purpose: FilePurpose, file: { name: string; type: string; size: number }): string | null {
  const rules = FILE_RULES[purpose];
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = rules.kinds.some((kind) => (EXTENSIONS[kind] ?? []).includes(ext) || (MIME_TYPES[kind] ?? []).includes(file.type));
  if (!typeOk || file.size === 0) return rules.message;
  if (file.size > rules.maxBytes) return `${MESSAGES.fileTooLarge} (${Math.round(rules.maxBytes / 1024 / 1024)} MB at most)`;
  return null;
}

export interface UploadOptions {
  purpose: FilePurpose;
  brand: Brand;
  session: SessionSnapshot;
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The file upload call (FILE_CALLS.upload) as multipart with the storefront's headers, reporting progress: the api
 * client speaks JSON, and an upload needs a form body and the progress events of XMLHttpRequest. Refusals reject
 * with an ApiError in the envelope's words; a cancel rejects with an AbortError.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    // The client's URL and headers (section 7); the browser writes the multipart boundary's content type.
    const { url, headers } = apiRequestInit(options.brand, options.session, FILE_CALLS.upload);
    delete headers['Content-Type'];
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let envelope: { err?: unknown; val?: unknown; errmsg?: unknown };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        reject(new ApiError(0, xhr.status === 413 ? MESSAGES.fileTooLarge : MESSAGES.requestFalse));
        return;
      }
      if (envelope.err !== 200) {
        reject(new ApiError(typeof envelope.err === 'number' ? envelope.err : 0, typeof envelope.errmsg === 'string' && envelope.errmsg ? envelope.errmsg : MESSAGES.requestFalse));
        return;
      }
      const parsed = z.safeParse(uploadResponse, envelope.val);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(0, MESSAGES.requestFalse));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, MESSAGES.requestFalse)));
    xhr.addEventListener('abort', () => reject(new DOMException('upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('purpose', options.purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
