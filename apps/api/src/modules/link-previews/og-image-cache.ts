/**
 * Drawn preview images in memory, keyed by their version (a hash of what is
 * drawn and of the source image): a changed raffle gets a new key, so an entry
 * is never stale, only unused. The least recently used go first; a drawing
 * under way is shared by everyone asking for it.
 */
export class OgImageCache {
  private readonly images = new Map<string, Promise<Buffer>>();
  constructor(private readonly maxEntries = 64) {}

  get(version: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.images.get(version);
    if (cached) {
      this.images.delete(version);
      this.images.set(version, cached);
      return cached;
    }
    const drawing = draw();
    this.images.set(version, drawing);
    drawing.catch(() => this.images.delete(version));
    while (this.images.size > this.maxEntries) {
      const oldest = this.images.keys().next().value;
      if (oldest === undefined) break;
      this.images.delete(oldest);
    }
    return drawing;
  }
}
