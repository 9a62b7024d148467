import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread's entry file, as the code that runs it names it: beside the
 * caller in the sources, or the bundle's own file in dist/ (build.mjs lists it).
 */
export type WorkerEntry = { name: string; source: URL; built: URL; fromSource: boolean };

/**
 * `callerUrl` is the caller's import.meta.url: a .ts file when it runs from the
 * sources (tsx in dev, vitest), else the bundle dist/server.js, whose workers
 * sit beside it as dist/<name>.js.
 */
export function workerEntry(callerUrl: string, name: string): WorkerEntry {
  return {
    name,
    source: new URL(`./${name}.ts`, callerUrl),
    built: new URL(`./${name}.js`, callerUrl),
    fromSource: callerUrl.endsWith('.ts'),
  };
}

/** How long a worker with nothing to do stays started: its memory goes back after. */
const IDLE_MS = 30_000;

type Thread = {
  worker: Worker;
  queue: Promise<unknown>;
  /** Jobs given and not yet answered. */
  pending: number;
  idle?: NodeJS.Timeout | undefined;
};

/**
 * Work that would hold the event loop (reading a statement file: ADR 089) runs
 * in a worker thread, one per entry, one job at a time (the others wait in
 * order), started on the first job and ended after IDLE_MS idle. A job posts one
 * message and gets one answer; a worker that dies fails its job with the reason
 * (`ERR_WORKER_OUT_OF_MEMORY` past `maxOldGenerationSizeMb`) and the next job
 * starts a new one. The app holds one (runtime.ts) and closes it with itself.
 */
export class WorkerThreads {
  private readonly threads = new Map<string, Thread>();
  /** In the sources, each entry bundled once (esbuild), as build.mjs bundles it for dist/. */
  private readonly bundles = new Map<string, Promise<string>>();

  constructor(private readonly maxOldGenerationSizeMb = 256) {}

  run<T>(entry: WorkerEntry, job: unknown): Promise<T> {
    const thread = this.threads.get(entry.name) ?? this.start(entry);
    clearTimeout(thread.idle);
    thread.pending += 1;
    const answer = thread.queue.then(() => this.post<T>(entry, thread, job));
    thread.queue = answer.catch(() => undefined);
    void thread.queue.then(() => {
      thread.pending -= 1;
      // Idle once no job waits: ended after IDLE_MS unless another comes.
      if (thread.pending > 0 || this.threads.get(entry.name) !== thread) return;
      thread.idle = setTimeout(() => void this.end(entry.name, thread), IDLE_MS).unref();
    });
    return answer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.threads.entries()].map(([name, t]) => this.end(name, t)));
  }

  private start(entry: WorkerEntry): Thread {
    const thread: Thread = {
      worker: null as unknown as Worker,
      pending: 0,
      queue: this.script(entry).then((script) => {
        thread.worker = new Worker(script, {
          eval: entry.fromSource,
          resourceLimits: { maxOldGenerationSizeMb: this.maxOldGenerationSizeMb },
        });
        thread.worker.unref();
      }),
    };
    // A bundle that failed fails its job; the next job tries again.
    thread.queue.catch(() => {
      this.bundles.delete(entry.name);
      if (this.threads.get(entry.name) === thread) this.threads.delete(entry.name);
    });
    this.threads.set(entry.name, thread);
    return thread;
  }

  private post<T>(entry: WorkerEntry, thread: Thread, job: unknown): Promise<T> {
    const { worker } = thread;
    return new Promise<T>((resolve, reject) => {
      const onMessage = (answer: T) => {
        worker.off('error', onError);
        resolve(answer);
      };
      const onError = (err: Error) => {
        worker.off('message', onMessage);
        if (this.threads.get(entry.name) === thread) this.threads.delete(entry.name);
        reject(err);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(job);
    });
  }

  private async end(name: string, thread: Thread): Promise<void> {
    if (this.threads.get(name) === thread) this.threads.delete(name);
    clearTimeout(thread.idle);
    await thread.queue;
    await thread.worker?.terminate();
  }

  /** The built file, or the sources bundled into one CommonJS script run with `eval`. */
  private async script(entry: WorkerEntry): Promise<string | URL> {
    if (!entry.fromSource) return entry.built;
    let bundle = this.bundles.get(entry.name);
    if (!bundle) {
      bundle = bundleFromSource(entry.source);
      this.bundles.set(entry.name, bundle);
    }
    return bundle;
  }
}

/**
 * Dev and tests only: esbuild (a dev dependency, as build.mjs uses it) bundles
 * the entry with our code and @rifas/shared, npm packages left to `require`
 * (resolved from the working directory, inside the repository).
 */
async function bundleFromSource(source: URL): Promise<string> {
  const { build } = await import('esbuild');
  const pkgUrl = new URL('../../package.json', import.meta.url);
  const pkg = JSON.parse(await readFile(pkgUrl, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {}).filter((dep) => dep !== '@rifas/shared');
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
