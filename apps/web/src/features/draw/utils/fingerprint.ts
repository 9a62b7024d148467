/**
 * SHA-256 of the bytes as lowercase hex, computed in the browser (SubtleCrypto),
 * so a buyer needs to trust neither our server's hash nor our code's display.
 * null where the browser offers no SubtleCrypto (pages not served over HTTPS).
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
