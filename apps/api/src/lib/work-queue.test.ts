import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

describe('createWorkQueue', () => {
  it('runs at most `limit` tasks at once, the others in arrival order, failures included', async () => {
    const queue = createWorkQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (i === 1) throw new Error('falla');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => queue.run(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // A failed task gave its slot back: the queue still runs.
    expect(await queue.run(async () => 'sigue')).toBe('sigue');
  });
});
