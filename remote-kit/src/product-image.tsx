import { IMAGE_WIDTHS } from '@storefront/contracts';
import { useState, type ImgHTMLAttributes } from 'react';

/** The same file-read URL at another width. Other URLs are returned unchanged. */
export function imageAtWidth(src: string, width: number): string {
  if (!src.includes('/file/read?')) return src;
  return src.replace(/([?&]width=)\d+/, `$1${width}`);
}

/** `srcset` over the spec's widths for a file-read URL; undefined for any other URL. */
export function imageSrcSet(src: string): string | undefined {
  if (!src.includes('/file/read?')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageAtWidth(src, w)} ${w}w`).join(', ');
}

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** Layout width hint for the browser's choice among the srcset widths. */
  sizes?: string;
  /** The first visible image of a page (LCP): eager and high priority. */
  priority?: boolean;
}

/**
 * A product picture: srcset over 100/300/500/600, lazy unless it is the page's first image, and the
 * no-image placeholder when the picture is missing or broken (spec section 8).
 */
export function ProductImage({ src, alt, sizes = '(max-width: 600px) 50vw, 300px', priority = false, className, ...rest }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  if (broken || !src) {
    return (
      <span role="img" aria-label={alt} className={['sf-no-image', className].filter(Boolean).join(' ')}>
        No image
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={className}
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={imageSrcSet(src) ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  );
}
