import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;

/**
 * Random bytes from the system's CSPRNG, drawn a page at a time and handed out once each.
 * A sale's ticket code needs 16; asking OpenSSL for them on every sale cost more in its
 * per-call work (its generator's locks, fork check and lookups) than in the bytes: 1.2 % of
 * a sale's server CPU (ADR 103). Held by the app's runtime (runtime.ts).
 */
export class RandomPool {
  private readonly pool = Buffer.allocUnsafe(POOL_BYTES);
  private offset = POOL_BYTES;

  /** `size` bytes nobody else got, as a new buffer. */
  take(size: number): Buffer {
    if (size > POOL_BYTES) return randomFillSync(Buffer.allocUnsafe(size));
    if (this.offset + size > POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const bytes = Buffer.from(this.pool.subarray(this.offset, this.offset + size));
    this.offset += size;
    return bytes;
  }
}
