/**
 * PDFs and pictures are what an operator most often has of a statement (the
 * bank's "imprimir" and a screenshot), and neither has columns to map: they are
 * told apart by their first bytes, whatever the file's name says (issue 41).
 */
const SIGNATURES: { offset: number; bytes: number[] }[] = [
  { offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { offset: 0, bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { offset: 0, bytes: [0x49, 0x49, 0x2a, 0x00] }, // TIFF, little-endian
  { offset: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // TIFF, big-endian
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP
  { offset: 4, bytes: [0x66, 0x74, 0x79, 0x70] }, // ISO media 'ftyp': HEIC/AVIF (phone photos)
];

const startsWith = (bytes: Buffer, offset: number, signature: number[]) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

/** A PDF or an image, by its magic bytes (a leading BOM or blank lines never precede these). */
export function isPdfOrImage(bytes: Buffer): boolean {
  return SIGNATURES.some(({ offset, bytes: signature }) => startsWith(bytes, offset, signature));
}
