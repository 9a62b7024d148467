import { availableParallelism } from 'node:os';
import { createWorkQueue, type WorkQueue } from './lib/work-queue';

/**
 * What one app holds in this process beside its database and configuration:
 * created once by buildApp, carried by every service context
 * (`ctx.runtime`), gone with the app. Never module-level state (docs/conventions.md).
 */
export type Runtime = {
  /**
   * Image work (receipts): one core's worth at a time, leaving the others to the
   * purchases without one; each image runs on one libvips thread (lib/images.ts, ADR 026).
   */
  images: WorkQueue;
};

export function createRuntime(): Runtime {
  return { images: createWorkQueue(Math.max(1, availableParallelism() - 1)) };
}
