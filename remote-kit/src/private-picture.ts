import { FILE_CALLS, apiRequestInit } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useShell } from './define-remote';

/**
 * Room photos and renders are stored privately (per account or guest): the file-read path answers them only to
 * their owner, and an img tag sends no token. Such pictures are read with the api's headers and shown from memory.
 */
export function isPrivateFile(src: string): boolean {
  return src.includes(`${FILE_CALLS.read.path}?`) && /[?&]filename=Newcache_/.test(src);
}

/** A URL an img can show: the same URL for public pictures, an object URL of the bytes for private ones. */
export function usePictureUrl(src: string | null | undefined): string | null {
  const { brand, session } = useShell();
  const [url, setUrl] = useState<string | null>(src && !isPrivateFile(src) ? src : null);
  useEffect(() => {
    if (!src) {
      setUrl(null);
      return;
    }
    if (!isPrivateFile(src) || typeof URL.createObjectURL !== 'function') {
      setUrl(src);
      return;
    }
    let live = true;
    let objectUrl: string | null = null;
    setUrl(null);
    const query = Object.fromEntries(new URL(src, location.href).searchParams);
    const { url: address, headers } = apiRequestInit(brand, session, FILE_CALLS.read, { query });
    headers.Accept = 'image/*';
    fetch(address.toString(), { headers, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`status ${response.status}`))))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The session's token decides who may read; a new token reads again.
  }, [src, brand, session.token]);
  return url;
}
