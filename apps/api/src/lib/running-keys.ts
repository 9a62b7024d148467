/**
 * The keys of work running in this process: the purchases' Idempotency-Keys (ADR 100). A
 * purchase's key reaches the database only with its committed sale, so a buyer who asks after it
 * meanwhile (POST /purchase/status) learns it is still running from here — from the instance that
 * runs it. Counted, so twins of one key running together leave it marked until the last ends.
 */
export class RunningKeys {
  private readonly running = new Map<string, number>();

  has(key: string): boolean {
    return this.running.has(key);
  }

  /** Runs `work` with `key` marked as running. */
  async around<T>(key: string, work: () => Promise<T>): Promise<T> {
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    }
  }
}
