import {
  ApiError,
  CARA_CALLS,
  ERR,
  MESSAGES,
  apiRequestInit,
  inpaintingMessageResponse,
  type Brand,
  type SessionSnapshot,
} from '@storefront/contracts';

/**
 * Stores a room photo (POST /ca/inpainting_message, type 'upload') as a multipart upload: a phone's photo is
 * larger than a JSON body may be. Answers the stored photo, or throws ApiError like the api client.
 */
export async function uploadPhoto(
  brand: Brand,
  session: SessionSnapshot,
  file: Blob,
  source: number,
  options: { fetch?: typeof fetch } = {},
) {
  const { url, headers } = apiRequestInit(brand, session, CARA_CALLS.inpaintingMessage);
  delete headers['Content-Type'];
  const form = new FormData();
  form.append('type', 'upload');
  form.append('source', String(source));
  form.append('image', file, 'name' in file && typeof file.name === 'string' ? file.name : 'room.jpg');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let envelope: { err: number; val: unknown; errmsg?: string };
  try {
    const response = await doFetch(url.toString(), { method: 'POST', headers, body: form, credentials: 'same-origin' });
    envelope = (await response.json()) as typeof envelope;
  } catch (cause) {
    throw new ApiError(0, MESSAGES.requestFalse, cause instanceof Error ? cause.message : null);
  }
  if (envelope.err !== ERR.OK) throw new ApiError(envelope.err, envelope.errmsg || MESSAGES.requestFalse, envelope.val);
  const parsed = inpaintingMessageResponse.safeParse(envelope.val);
  if (!parsed.success || !parsed.data.photo) throw new ApiError(0, MESSAGES.requestFalse, null);
  return parsed.data.photo;
}
