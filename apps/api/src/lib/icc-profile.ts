/**
 * Whether an embedded ICC profile is sRGB by its own description ('desc' tag): an
 * RGB profile whose name starts with "sRGB" ("sRGB IEC61966-2.1", libvips' "sRGB
 * built-in", Android's "sRGB"). sharp would otherwise convert such a picture from
 * sRGB to sRGB with lcms over every decoded pixel, half the CPU of a receipt
 * (ADR 059); an untagged picture is taken as sRGB anyway. Any other profile
 * (Display P3, Adobe RGB, grey, CMYK) or a malformed one answers false, and the
 * picture is converted as before. Reads only inside the buffer.
 */
export function isSrgbProfile(icc: Buffer): boolean {
  if (icc.length < 132 || icc.toString('latin1', 16, 20) !== 'RGB ') return false;
  const tagCount = Math.min(icc.readUInt32BE(128), 100);
  for (let i = 0; i < tagCount; i += 1) {
    const entry = 132 + i * 12;
    if (entry + 12 > icc.length) return false;
    if (icc.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const start = icc.readUInt32BE(entry + 4);
    const end = start + icc.readUInt32BE(entry + 8);
    if (end > icc.length || end < start + 12) return false;
    return /^sRGB\b/.test(descriptionText(icc.subarray(start, end)));
  }
  return false;
}

/** The text of a 'desc' (ICC v2, ASCII) or 'mluc' (ICC v4, UTF-16BE, first record) tag. */
function descriptionText(tag: Buffer): string {
  const type = tag.toString('latin1', 0, 4);
  if (type === 'desc') {
    const length = tag.readUInt32BE(8);
    return tag.toString('latin1', 12, Math.min(12 + length, tag.length)).replace(/\0.*$/s, '');
  }
  if (type === 'mluc' && tag.length >= 28 && tag.readUInt32BE(8) > 0) {
    // UTF-16 is read two bytes at a time: an odd length loses its last byte.
    const length = tag.readUInt32BE(20) & ~1;
    const offset = tag.readUInt32BE(24);
    if (offset + length > tag.length) return '';
    return Buffer.from(tag.subarray(offset, offset + length))
      .swap16()
      .toString('utf16le');
  }
  return '';
}
