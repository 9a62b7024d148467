/** U+2011 NON-BREAKING HYPHEN: looks like '-', but a line never breaks after it. */
const NON_BREAKING_HYPHEN = '\u2011';

/**
 * Account data as shown on a phone: lines break only at spaces, so 'J-00000000-0'
 * or '0102-0000-0000' stay whole instead of 'J-00000 / 000-0'. Only the text on
 * screen changes; copying uses the original value.
 */
export function breakAtSpacesOnly(text: string): string {
  return text.replaceAll('-', NON_BREAKING_HYPHEN);
}
