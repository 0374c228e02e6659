/**
 * What a PDF upload must look like (I3), without I/O: a PDF header, a `%%EOF` trailer at the very end, and nothing a
 * browser could take for HTML. The magic bytes alone let a `%PDF-` file carry a whole page of HTML, or have one
 * appended. Stream contents (compressed pages, fonts, images) are opaque data and are not read, except in the first
 * KiB, where content sniffers look; everything else is PDF syntax, where an HTML tag has no business.
 */

/** The header: `%PDF-1.0` to `%PDF-1.7` or `%PDF-2.0`, then the end of its line. */
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n\t ]/;
/** The trailer's marker, followed by nothing but line ends and padding. */
const TRAILER = /%%EOF[\r\n\t \0]*$/;
/** How far from the end the last `%%EOF` may start (readers look for it in the last KiB). */
export const PDF_TAIL_BYTES = 1024;
/** The first bytes, where content sniffers look for HTML: no HTML tag there at all, inside a stream or not. */
export const PDF_SNIFFED_BYTES = 1024;

/** Bytes of the header to read for `pdfHeaderOk`. */
export const PDF_HEADER_BYTES = 16;

export function pdfHeaderOk(head: Buffer): boolean {
  return HEADER.test(head.toString('latin1'));
}

/** The file's last `PDF_TAIL_BYTES` end with its `%%EOF` (nothing appended after the document). */
export function pdfTrailerOk(tail: Buffer): boolean {
  return TRAILER.test(tail.toString('latin1'));
}

const anyCase = (word: string) => [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
/** The opening of an HTML element a browser would render or run (`<!doctype`, `<html`, `<script`, ...), any case. */
const HTML_TAG = `<(?:${['!doctype', 'html', 'head', 'body', 'script', 'iframe', 'frame', 'svg', 'img', 'object', 'embed', 'meta', 'link', 'style', 'form', 'base'].map(anyCase).join('|')})(?![A-Za-z0-9-])`;
/** `stream` (then its line end) opens a stream's data; `endstream` closes it. PDF keywords are case sensitive. */
const TOKENS = `(?<![A-Za-z])stream\\r?\\n|(?<![A-Za-z])endstream(?![A-Za-z])|${HTML_TAG}`;
/** More than the longest token and what it looks at around it: a token starting before the last KEEP chars is whole. */
const KEEP = 32;

/**
 * Reads a PDF's bytes chunk by chunk (never the whole file at once) and says whether any HTML tag appears outside
 * its streams, or anywhere in its first `PDF_SNIFFED_BYTES`.
 */
export class PdfHtmlScan {
  private readonly tokens = new RegExp(TOKENS, 'g');
  /** Text not scanned yet, with one character before it (for the keywords' look-behind). */
  private carry = '';
  /** The file offset of `carry`'s first character, and where scanning resumes in it. */
  private base = 0;
  private from = 0;
  private inStream = false;
  private html = false;

  push(chunk: Buffer): void {
    if (this.html) return;
    const window = this.carry + chunk.toString('latin1');
    const until = Math.max(this.from, window.length - KEEP);
    const end = Math.max(until, this.scan(window, until));
    const keepFrom = Math.max(0, end - 1);
    this.carry = window.slice(keepFrom);
    this.base += keepFrom;
    this.from = end - keepFrom;
  }

  /** True when the whole file was pushed and it holds HTML where it must not. */
  foundHtml(): boolean {
    if (!this.html) this.scan(this.carry, Number.POSITIVE_INFINITY);
    this.carry = '';
    return this.html;
  }

  /** Reads the tokens that start before `until`; the end of the last one read. */
  private scan(window: string, until: number): number {
    let end = this.from;
    this.tokens.lastIndex = this.from;
    for (let match = this.tokens.exec(window); match && match.index < until; match = this.tokens.exec(window)) {
      end = match.index + match[0].length;
      const token = match[0];
      if (token.startsWith('<')) {
        if (!this.inStream || this.base + match.index < PDF_SNIFFED_BYTES) {
          this.html = true;
          return end;
        }
      } else if (token.startsWith('endstream')) this.inStream = false;
      else this.inStream = true;
    }
    return end;
  }
}
