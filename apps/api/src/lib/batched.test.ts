import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';

/** A batch runner the test finishes when it chooses, recording every batch it is given. */
function heldRunner() {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => finishers.push(() => resolve(items.map((item) => item * 10))));
  };
  return { run, batches, finish: (index: number) => finishers[index]!() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('runs the calls of one turn as one batch and answers each its own output', async () => {
    const runner = heldRunner();
    const call = batched(runner.run, { inFlight: 1 });
    const answers = Promise.all([call(1), call(2), call(3)]);
    await turn();
    expect(runner.batches).toEqual([[1, 2, 3]]);
    runner.finish(0);
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('holds the calls made while the batches in flight run, then runs them together', async () => {
    const runner = heldRunner();
    const call = batched(runner.run, { inFlight: 2 });
    const first = call(1);
    await turn();
    const second = call(2);
    await turn();
    const later = [call(3), call(4), call(5)];
    await turn();
    expect(runner.batches).toEqual([[1], [2]]);
    runner.finish(1);
    expect(await second).toBe(20);
    expect(runner.batches).toEqual([[1], [2], [3, 4, 5]]);
    runner.finish(0);
    runner.finish(2);
    expect(await Promise.all([first, ...later])).toEqual([10, 30, 40, 50]);
  });

  it('runs the items of one key one at a time, in the order asked, across batches', async () => {
    const runner = heldRunner();
    // Tens share a key: 11, 12 and 13 are changes to one line; 21 is another line.
    const call = batched(runner.run, { inFlight: 2, keyOf: (item) => String(Math.floor(item / 10)) });
    const answers = [call(11), call(12), call(21)];
    await turn();
    expect(runner.batches).toEqual([[11, 21]]);
    const later = call(13);
    await turn();
    // A second batch may run, but 12 and 13 wait for 11, and 13 for 12.
    expect(runner.batches).toEqual([[11, 21]]);
    runner.finish(0);
    await turn();
    expect(runner.batches).toEqual([[11, 21], [12]]);
    runner.finish(1);
    await turn();
    expect(runner.batches).toEqual([[11, 21], [12], [13]]);
    runner.finish(2);
    expect(await Promise.all([...answers, later])).toEqual([110, 120, 210, 130]);
  });

  it('fails a batch whose run throws at once or answers too few items, and goes on', async () => {
    let runs = 0;
    const call = batched(
      (items: number[]) => {
        runs += 1;
        if (runs === 1) throw new Error('thrown before any promise');
        if (runs === 2) return Promise.resolve(items.slice(1));
        return Promise.resolve(items);
      },
      { inFlight: 1 },
    );
    await expect(call(1)).rejects.toThrow('thrown before any promise');
    await expect(Promise.all([call(2), call(3)])).rejects.toThrow('answered with 1 outputs');
    expect(await call(4)).toBe(4);
  });

  it('fails every call of a failed batch, and runs the next batch all the same', async () => {
    let runs = 0;
    const call = batched(
      async (items: number[]) => {
        runs += 1;
        if (runs === 1) throw new Error('database gone');
        return items;
      },
      { inFlight: 1 },
    );
    const failed = [call(1), call(2)];
    await expect(
      Promise.all(failed.map((answer) => answer.catch((error: Error) => error.message))),
    ).resolves.toEqual(['database gone', 'database gone']);
    expect(await call(3)).toBe(3);
  });
});
