import { endpoint } from './endpoint';
import { fileReadQuery, uploadResponse } from '../schemas/registration';

/** Files: uploads and reads. */
export const FILE_CALLS = {
  upload: endpoint({
    method: 'POST',
    path: '/mibd/common/file/upload',
    summary: "Uploads files (multipart: field 'purpose' certificate|avatar|service, then file parts). The content is checked by its magic bytes; certificates jpg/png/pdf up to 20 MB (visitors may upload them while registering), avatars jpg/png 20 MB, service photos jpg/png 10 MB",
    tags: ['files'],
    auth: 'optional',
    response: uploadResponse,
    multipart: true,
  }),
  read: endpoint({
    method: 'GET',
    path: '/mibd/common/file/read',
    summary: 'Reads a file by its read name (blockid, width 100/300/500/600 or 0 for the original, format jpg/png/webp). No Api-Token (img tags). Avatars and service photos are public and cached for a year; certificates only for their owner or staff (PDFs as they are)',
    tags: ['files'],
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
