import { ApiError, FILE_CALLS, MESSAGES, apiRequestInit, uploadResponse, type Brand, type FilePurpose, type SessionSnapshot, type UploadResponse } from '@storefront/contracts';
import * as z from 'zod/mini';

/**
 * The upload call as multipart with the storefront's headers, reporting progress: the api client speaks JSON only,
 * and an upload needs a form body and the progress events of XMLHttpRequest.
 */
export function uploadFile(
  file: File,
  options: { purpose: FilePurpose; brand: Brand; session: SessionSnapshot; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadResponse> {
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
