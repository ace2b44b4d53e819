import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A writer that records each batch and answers each item doubled, failing on negatives. */
function recordingWriter() {
  const batches: number[][] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.some((n) => n < 0)) throw new Error(`bad item in ${items.join(',')}`);
    return items.map((n) => n * 2);
  };
  return { batches, write };
}

describe('createBatcher', () => {
  it('writes a lone call at once, by itself', async () => {
    const { batches, write } = recordingWriter();
    const submit = createBatcher(write, { maxBatch: 10 });
    expect(await submit(1)).toBe(2);
    expect(await submit(2)).toBe(4);
    expect(batches).toEqual([[1], [2]]);
  });

  it('gathers calls made together, and those made while a batch is written, up to the maximum', async () => {
    const { batches, write } = recordingWriter();
    const submit = createBatcher(write, { maxBatch: 3 });
    const together = Promise.all([1, 2, 3, 4].map((n) => submit(n)));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const during = Promise.all([5, 6].map((n) => submit(n)));
    expect([...(await together), ...(await during)]).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('writes a failed batch again call by call: only the bad call fails', async () => {
    const { batches, write } = recordingWriter();
    const submit = createBatcher(write, { maxBatch: 10 });
    const results = await Promise.allSettled([0, 1, -1, 2].map((n) => submit(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      2,
      'failed',
      4,
    ]);
    expect(batches).toEqual([[0, 1, -1, 2], [0], [1], [-1], [2]]);
  });

  it('keeps working after a failure', async () => {
    const { write } = recordingWriter();
    const submit = createBatcher(write, { maxBatch: 10 });
    await expect(submit(-1)).rejects.toThrow('bad item');
    expect(await submit(5)).toBe(10);
  });
});
