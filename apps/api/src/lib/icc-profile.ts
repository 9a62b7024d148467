import { parse } from 'icc';

/**
 * Whether an embedded ICC profile is sRGB by its own description: an RGB profile
 * whose name starts with "sRGB" ("sRGB IEC61966-2.1", libvips' "sRGB built-in",
 * Android's "sRGB"). sharp would otherwise convert such a picture from sRGB to
 * sRGB with lcms over every decoded pixel, half the CPU of a receipt (ADR 059);
 * an untagged picture is taken as sRGB anyway. Any other profile (Display P3,
 * Adobe RGB, grey, CMYK) or a malformed one (the parser throws) answers false,
 * and the picture is converted as before.
 */
export function isSrgbProfile(icc: Buffer): boolean {
  // The parser walks as many tag entries as the header claims, reading past the end as
  // empty: a lying count would keep it busy for billions of rounds. The entries must fit.
  if (icc.length < 132 || 132 + icc.readUInt32BE(128) * 12 > icc.length) return false;
  try {
    const profile = parse(icc);
    return profile.colorSpace === 'RGB' && /^sRGB\b/.test(profile.description ?? '');
  } catch {
    return false;
  }
}
