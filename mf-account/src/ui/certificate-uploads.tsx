import { acceptedTypes, defineMessages, fileProblem, uploadFile } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useId, useState } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { isAbort, messageOf } from './refusal';

/** The upload list's words, the same wherever certificates are uploaded (registration, account settings). */
export const UPLOAD_TEXTS = defineMessages(
  {
    dropFiles: 'Drop certificate files here',
    dragFiles: 'Drag certificate files here, or',
    chooseFiles: 'Choose files',
    uploadingPercent: (percent: number) => `Uploading ${percent}%`,
    uploaded: 'Uploaded',
    uploadFailed: 'Upload failed',
    uploadingFile: (name: string) => `Uploading ${name}`,
    uploadAgain: (name: string) => `Upload ${name} again`,
    retry: 'Retry',
    removeFile: (name: string) => `Remove ${name}`,
    remove: 'Remove',
  },
  {
    dropFiles: '将证书文件拖放到此处',
    dragFiles: '将证书文件拖到此处，或',
    chooseFiles: '选择文件',
    uploadingPercent: (percent: number) => `正在上传 ${percent}%`,
    uploaded: '已上传',
    uploadFailed: '上传失败',
    uploadingFile: (name: string) => `正在上传 ${name}`,
    uploadAgain: (name: string) => `重新上传 ${name}`,
    retry: '重试',
    removeFile: (name: string) => `移除 ${name}`,
    remove: '移除',
  },
);

/** A file of the list: uploading (with its progress), uploaded (with the id the api gave it) or failed. */
export interface Upload {
  key: string;
  file: File;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  fileId?: string;
  error?: string;
  controller?: AbortController;
}

/** A file's size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface CertificateUploads {
  uploads: readonly Upload[];
  /** Why some of the files just added were not taken, or ''. */
  notice: string;
  /** Whether the list holds all it may. */
  full: boolean;
  add(files: File[]): void;
  drop(items: DropItem[]): Promise<void>;
  /** Uploads a file (again). */
  start(upload: Upload): void;
  remove(upload: Upload): void;
}

let serial = 0;

/**
 * Certificate files uploaded as soon as they are added, each with its progress, a retry and a removal, over a list
 * the caller keeps (registration keeps it across its steps). Files beyond `limit` are not taken: `tooMany` says why,
 * given how many more would have fit.
 */
export function useCertificateUploads({
  uploads,
  setUploads,
  limit,
  tooMany,
  say,
  onAdd,
  onRemove,
}: {
  uploads: readonly Upload[];
  setUploads: (update: (list: Upload[]) => Upload[]) => void;
  limit: number;
  tooMany: (space: number) => string;
  /** A contracts' message (a file's problem) in the page's language. */
  say: (message: string) => string;
  onAdd?: () => void;
  onRemove?: (upload: Upload) => void;
}): CertificateUploads {
  const { brand, session } = useShell();
  const [notice, setNotice] = useState('');

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (upload: Upload) => {
    const controller = new AbortController();
    patch(upload.key, { status: 'uploading', progress: 0, error: undefined, controller });
    uploadFile(upload.file, { purpose: 'certificate', brand, session, signal: controller.signal, onProgress: (p) => patch(upload.key, { progress: p }) }).then(
      (answer) => patch(upload.key, { status: 'done', progress: 1, fileId: answer.file_id, controller: undefined }),
      (error: unknown) => {
        if (!isAbort(error)) patch(upload.key, { status: 'failed', error: messageOf(error), controller: undefined });
      },
    );
  };

  const add = (files: File[]) => {
    setNotice('');
    onAdd?.();
    const space = limit - uploads.length;
    if (files.length > space) setNotice(tooMany(space));
    const fresh = files.slice(0, Math.max(space, 0)).map((file): Upload => {
      const problem = fileProblem('certificate', file);
      return { key: `u${++serial}`, file, status: problem ? 'failed' : 'uploading', progress: 0, ...(problem ? { error: say(problem) } : {}) };
    });
    setUploads((list) => [...list, ...fresh]);
    for (const upload of fresh) if (upload.status === 'uploading') start(upload);
  };

  const drop = async (items: DropItem[]) => add(await Promise.all(items.filter((i): i is FileDropItem => i.kind === 'file').map((i) => i.getFile())));

  const remove = (upload: Upload) => {
    upload.controller?.abort();
    setUploads((list) => list.filter((u) => u.key !== upload.key));
    setNotice('');
    onRemove?.(upload);
  };

  return { uploads, notice, full: uploads.length >= limit, add, drop, start, remove };
}

/**
 * The dropzone with its choose button and rules, what was not taken, the files being uploaded and the field's
 * message. Each page's sheet draws it under its class prefix; registration's roomy look has the rules above the
 * zone, an arrow in it and each file's type beside it.
 */
export function CertificateUploadList({
  uploads: kit,
  label,
  rules,
  error,
  disabled = false,
  prefix,
  chooseClass,
  roomy = false,
}: {
  uploads: CertificateUploads;
  /** The list's name. */
  label: string;
  /** What files may be added; describes the choose button. */
  rules: string;
  error?: string;
  /** No choosing or removing (while the form is saved). */
  disabled?: boolean;
  prefix: string;
  chooseClass: string;
  roomy?: boolean;
}) {
  const t = useMessages(UPLOAD_TEXTS);
  const rulesId = useId();
  const c = (name: string) => `${prefix}-${name}`;
  const hint = (
    <p className={c('hint')} id={rulesId}>
      {rules}
    </p>
  );
  return (
    <>
      {roomy ? hint : null}
      <DropZone
        className={`${c('dropzone')}${error ? ` ${c('dropzone--invalid')}` : ''}`}
        onDrop={(event) => void kit.drop(event.items)}
        getDropOperation={() => (kit.full ? 'cancel' : 'copy')}
        aria-label={t.dropFiles}
      >
        {roomy ? <span className={c('dropzone-icon')} aria-hidden="true" /> : null}
        <Text slot="label" className={c('dropzone-text')}>
          {t.dragFiles}
        </Text>
        <FileTrigger acceptedFileTypes={acceptedTypes('certificate')} allowsMultiple onSelect={(list) => kit.add(list ? Array.from(list) : [])}>
          <Button className={chooseClass} isDisabled={kit.full || disabled} aria-describedby={rulesId}>
            {t.chooseFiles}
          </Button>
        </FileTrigger>
      </DropZone>
      {roomy ? null : hint}
      {kit.notice ? (
        <div className={`${c('notice')} ${c('notice--error')}`} role="alert">
          {kit.notice}
        </div>
      ) : null}
      {kit.uploads.length > 0 ? (
        <ul className={c('files')} aria-label={label}>
          {kit.uploads.map((u) => {
            const percent = Math.round(u.progress * 100);
            return (
              <li key={u.key} className={`${c('file')} ${c(`file--${u.status}`)}`}>
                {roomy ? (
                  <span className={c('file-icon')} aria-hidden="true">
                    {u.file.name.toLowerCase().endsWith('.pdf') ? 'PDF' : 'IMG'}
                  </span>
                ) : null}
                <span className={c('file-main')}>
                  <span className={c('file-name')}>{u.file.name}</span>
                  <span className={c('file-meta')}>
                    {sizeText(u.file.size)}
                    {' · '}
                    {u.status === 'uploading' ? t.uploadingPercent(percent) : u.status === 'done' ? t.uploaded : <span className={c('file-error')}>{u.error ?? t.uploadFailed}</span>}
                  </span>
                  {u.status === 'uploading' ? (
                    <span className={c('progress')} role="progressbar" aria-label={t.uploadingFile(u.file.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  ) : null}
                </span>
                <span className={c('file-actions')}>
                  {u.status === 'failed' && !fileProblem('certificate', u.file) ? (
                    <Button className={c('link-button')} onPress={() => kit.start(u)} aria-label={t.uploadAgain(u.file.name)}>
                      {t.retry}
                    </Button>
                  ) : null}
                  <Button className={c('link-button')} onPress={() => kit.remove(u)} aria-label={t.removeFile(u.file.name)} isDisabled={disabled}>
                    {t.remove}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p className={c('error')} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
