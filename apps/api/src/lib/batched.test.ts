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
    const call = batched(runner.run, 1);
    const answers = Promise.all([call(1), call(2), call(3)]);
    await turn();
    expect(runner.batches).toEqual([[1, 2, 3]]);
    runner.finish(0);
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('holds the calls made while the batches in flight run, then runs them together', async () => {
    const runner = heldRunner();
    const call = batched(runner.run, 2);
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

  it('fails every call of a failed batch, and runs the next batch all the same', async () => {
    let runs = 0;
    const call = batched(async (items: number[]) => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      return items;
    }, 1);
    const failed = [call(1), call(2)];
    await expect(
      Promise.all(failed.map((answer) => answer.catch((error: Error) => error.message))),
    ).resolves.toEqual(['database gone', 'database gone']);
    expect(await call(3)).toBe(3);
  });
});
