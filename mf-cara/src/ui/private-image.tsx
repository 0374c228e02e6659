import { usePictureUrl } from '@storefront/remote-kit';
import type { ImgHTMLAttributes } from 'react';

export { isPrivateFile, usePictureUrl } from '@storefront/remote-kit';

/** An img for a picture that may be private. */
export function PrivateImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const url = usePictureUrl(src);
  if (!url) return <span role="img" aria-label={alt} className={['cara-picture-loading', rest.className].filter(Boolean).join(' ')} />;
  return <img {...rest} src={url} alt={alt} />;
}
