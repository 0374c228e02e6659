import * as z from 'zod/mini';
import { MESSAGES } from '../errors';

/**
 * Text the database can keep. Postgres refuses a NUL character and an unpaired UTF-16 surrogate in text and in
 * jsonb, so a value holding either would fail its write (a 500) instead of being refused as the bad input it is.
 * Written as one scan rather than `String.prototype.isWellFormed`, which older browsers of the front ends lack.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

/**
 * A string the database can keep: the base of every text field a call reads. `error` is the message for a value
 * that is not a string at all (a form's own wording, where it has one).
 */
export const storableString = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(z.refine(isStorableText, MESSAGES.textNotAllowed));

/* eslint-disable no-control-regex -- control characters are what these refuse */
const CONTROLS = /[\u0000-\u001f\u007f]/;
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/**
 * A short single-line value (a SKU, a filter, a tag) or, with `lineBreaks`, a line of prose: at most `max`
 * characters, storable, and no control characters but the tab and line ends prose may hold. `message` names the
 * field's problem in its own words.
 */
export const plainText = (max: number, message: string, options: { lineBreaks?: boolean } = {}) => {
  const controls = options.lineBreaks ? CONTROLS_BUT_LINES : CONTROLS;
  return storableString().check(
    z.maxLength(max, message),
    z.refine((s: string) => !controls.test(s), message),
  );
};
