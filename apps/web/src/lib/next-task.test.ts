import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resumes after the microtasks queued before it, in a later task', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await waiting;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
