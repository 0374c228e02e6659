import { endpoint } from './endpoint';
import { fileReadQuery, uploadResponse } from '../schemas/registration';

/** Files: uploads and reads. */
export const FILE_CALLS = {
  upload: endpoint({
    method: 'POST',
    path: '/mibd/common/file/upload',
    auth: 'optional',
    response: uploadResponse,
    multipart: true,
  }),
  read: endpoint({
    method: 'GET',
    path: '/mibd/common/file/read',
    auth: 'optional',
    query: fileReadQuery,
    answers: 'file',
  }),
} as const;

/**
 * The read URL of an uploaded file. Uploaded names are `Newcache_<block>_<id>.<ext>`: the browser takes the
 * block id from the second underscore-separated part (spec section 7).
 */
export function fileReadUrl(filename: string, width = 0, format?: 'jpg' | 'png' | 'webp'): string {
  const block = filename.includes('Newcache') ? (filename.split('_')[1] ?? '1') : '1';
  const ext = filename.split('.').pop() ?? 'jpg';
  const fmt = format ?? (ext === 'png' ? 'png' : ext === 'pdf' ? 'pdf' : 'jpg');
  const params = new URLSearchParams({ blockid: block, width: String(width), height: '0', format: fmt, filename });
  return `${FILE_CALLS.read.path}?${params.toString()}`;
}

/**
 * A read URL the api handed out, at another served width. Use it for every file the api answers a `url` for: a
 * service photo's or repair bill's URL is signed (it carries `expires` and `sig`, over the file and the expiry, not
 * the width), and one built from the file name alone is not served.
 */
export function readUrlAtWidth(url: string, width: number): string {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  params.set('width', String(width));
  return `${at < 0 ? url : url.slice(0, at)}?${params.toString()}`;
}
