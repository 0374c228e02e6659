import { CLAIM_MESSAGES, CLAIM_PHOTOS_MAX, FILE_RULES, acceptedTypes, fileProblem, readUrlAtWidth, uploadFile } from '@storefront/contracts';
import { isApiError, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import './sheet';

/** One chosen image: uploading (with its progress), uploaded (with its file id), or failed (with why). */
export interface ClaimPhoto {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  fileId?: string;
  /** A preview: the local file while it uploads, then the stored picture. */
  preview?: string;
  error?: string;
  controller?: AbortController;
}

let photoSeq = 0;

/** The images' problem for the form: none chosen, too many, or some still uploading or failed (section 5). */
export function photosProblem(photos: readonly ClaimPhoto[]): string | undefined {
  if (photos.some((p) => p.status === 'uploading')) return CLAIM_MESSAGES.uploading;
  if (photos.some((p) => p.status === 'failed')) return CLAIM_MESSAGES.uploadFailed;
  if (photos.length === 0) return CLAIM_MESSAGES.photos;
  if (photos.length > CLAIM_PHOTOS_MAX) return CLAIM_MESSAGES.tooManyPhotos;
  return undefined;
}

const localPreview = (file: File): string | undefined => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
const dropPreview = (photo: ClaimPhoto) => {
  if (photo.preview?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.preview);
};

/**
 * The claim's images (spec sections 3, 5 and 9): jpg or png, each up to 10M, at most CLAIM_PHOTOS_MAX. Each uploads as
 * soon as it is chosen (purpose `service`), shows a preview and its progress, and can be removed; a file of the wrong
 * type or size is refused before it is sent. The form warns while any is uploading or failed.
 */
export function ClaimPhotos({
  photos,
  setPhotos,
  error,
  onTouched,
}: {
  photos: readonly ClaimPhoto[];
  setPhotos: (change: (list: ClaimPhoto[]) => ClaimPhoto[]) => void;
  error?: string;
  onTouched: () => void;
}) {
  const { brand, session } = useShell();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  const latest = useRef(photos);
  latest.current = photos;
  // Uploads still running when the form goes away are cancelled.
  useEffect(
    () => () => {
      for (const photo of latest.current) {
        photo.controller?.abort();
        dropPreview(photo);
      }
    },
    [],
  );

  const patch = (key: string, change: Partial<ClaimPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function add(files: File[]) {
    onTouched();
    const room = CLAIM_PHOTOS_MAX - latest.current.length;
    const chosen = files.slice(0, Math.max(room, 0));
    const fresh = chosen.map((file) => {
      const problem = fileProblem('service', file);
      const photo: ClaimPhoto = { key: `p${++photoSeq}`, name: file.name, status: problem ? 'failed' : 'uploading', progress: 0, error: problem ?? undefined };
      if (!problem) {
        photo.preview = localPreview(file);
        photo.controller = new AbortController();
      }
      return { photo, file };
    });
    setNotice(files.length > chosen.length ? CLAIM_MESSAGES.tooManyPhotos : '');
    setPhotos((list) => [...list, ...fresh.map((f) => f.photo)]);
    for (const { photo, file } of fresh) {
      if (photo.status !== 'uploading') continue;
      uploadFile(file, { purpose: 'service', brand, session, signal: photo.controller!.signal, onProgress: (p) => patch(photo.key, { progress: p }) }).then(
        (answer) => patch(photo.key, { status: 'done', progress: 1, fileId: answer.file_id, controller: undefined, preview: photo.preview ?? readUrlAtWidth(answer.url, 300) }),
        (failure: unknown) => {
          if (failure instanceof DOMException && failure.name === 'AbortError') return;
          patch(photo.key, { status: 'failed', controller: undefined, error: isApiError(failure) ? failure.message : CLAIM_MESSAGES.uploadFailed });
        },
      );
    }
  }

  function remove(photo: ClaimPhoto) {
    photo.controller?.abort();
    dropPreview(photo);
    setPhotos((list) => list.filter((p) => p.key !== photo.key));
    setNotice('');
    input.current?.focus();
  }

  const full = photos.length >= CLAIM_PHOTOS_MAX;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="afs-field afs-field--wide" data-field="photos">
      <label className="afs-label" htmlFor={inputId}>
        Images
        <span className="afs-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={hintId} className="afs-hint">
        JPG or PNG, up to {FILE_RULES.service.maxBytes / 1024 / 1024} MB each, at most {CLAIM_PHOTOS_MAX} images. Each image uploads as soon as you choose it.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="afs-input"
        accept={acceptedTypes('service').join(',')}
        multiple
        disabled={full}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={errorId} className="afs-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="afs-field-error" role="alert">
          {notice}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="clm-photos" aria-label="Chosen images">
          {photos.map((photo, index) => (
            <li key={photo.key} className={`clm-photo clm-photo--${photo.status}`}>
              {photo.preview ? <img src={photo.preview} alt={`Preview of ${photo.name}`} /> : null}
              <span className="clm-photo-name">{photo.name}</span>
              {photo.status === 'uploading' ? (
                <span>
                  Uploading {Math.round(photo.progress * 100)}%
                </span>
              ) : photo.status === 'done' ? (
                <span>Uploaded</span>
              ) : (
                <span className="clm-photo-error">{photo.error ?? CLAIM_MESSAGES.uploadFailed}</span>
              )}
              <button type="button" className="clm-link-button" onClick={() => remove(photo)} aria-label={`Remove image ${index + 1}: ${photo.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
