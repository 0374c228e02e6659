import { fileProblem, readUrlAtWidth, uploadFile } from '@storefront/contracts';
import { isApiError, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One chosen file: uploading (with its progress), uploaded (with its file id) or failed (with the reason). */
export interface Upload {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  error?: string;
  fileId?: string;
  /** What the preview shows: the local picture while it uploads, then the stored one. */
  preview?: string;
  file: File;
}

let uploadSeq = 0;
const localPreview = (file: File): string | undefined => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
const dropPreview = (upload: Upload) => {
  if (upload.preview?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(upload.preview);
};

/**
 * Files of purpose `service` uploaded as soon as they are chosen (through the files module's upload call): at most
 * `max`, each checked first for its type and size (section 5: jpg/png, 10M each). Each can be removed, and a failed
 * one tried again; leaving the page cancels what is still uploading.
 */
export function useUploads(max: number) {
  const { brand, session } = useShell();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const live = useRef<Upload[]>([]);
  live.current = uploads;

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      live.current.forEach(dropPreview);
    },
    [],
  );

  const patch = useCallback((key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u))), []);

  const start = useCallback(
    (upload: Upload) => {
      const controller = new AbortController();
      controllers.current.set(upload.key, controller);
      patch(upload.key, { status: 'uploading', progress: 0, error: undefined });
      uploadFile(upload.file, { purpose: 'service', brand, session, signal: controller.signal, onProgress: (p) => patch(upload.key, { progress: p }) })
        .then((answer) => patch(upload.key, { status: 'done', progress: 1, fileId: answer.file_id, preview: upload.preview ?? readUrlAtWidth(answer.url, 300) }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          patch(upload.key, { status: 'failed', error: isApiError(error) ? error.message : 'Upload failed' });
        })
        .finally(() => controllers.current.delete(upload.key));
    },
    [brand, session, patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setNotice('');
      const room = max - live.current.length;
      if (files.length > room) setNotice(`You can add at most ${max} files`);
      const fresh = files.slice(0, Math.max(room, 0)).map((file): Upload => {
        const problem = fileProblem('service', file);
        uploadSeq += 1;
        return {
          key: `u${uploadSeq}`,
          name: file.name,
          size: file.size,
          status: problem ? 'failed' : 'uploading',
          progress: 0,
          ...(problem ? { error: problem } : { preview: localPreview(file) }),
          file,
        };
      });
      setUploads((list) => [...list, ...fresh]);
      for (const upload of fresh) if (upload.status === 'uploading') start(upload);
    },
    [max, start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setNotice('');
    setUploads((list) => {
      const gone = list.find((u) => u.key === key);
      if (gone) dropPreview(gone);
      return list.filter((u) => u.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const upload = live.current.find((u) => u.key === key);
      if (upload && !fileProblem('service', upload.file)) start(upload);
    },
    [start],
  );

  const reset = useCallback(() => {
    live.current.forEach(dropPreview);
    setUploads([]);
    setNotice('');
  }, []);

  return { uploads, notice, add, remove, retry, reset };
}

export type Uploads = ReturnType<typeof useUploads>;

/** Where the uploads stand before a submit: every one done, some still uploading, or some failed. */
export function uploadsState(uploads: readonly Upload[]): 'done' | 'uploading' | 'failed' {
  if (uploads.some((u) => u.status === 'uploading')) return 'uploading';
  if (uploads.some((u) => u.status === 'failed')) return 'failed';
  return 'done';
}

/** The uploaded files' ids, in the order they were chosen. */
export const uploadedIds = (uploads: readonly Upload[]): string[] => uploads.flatMap((u) => (u.fileId && u.status === 'done' ? [u.fileId] : []));
