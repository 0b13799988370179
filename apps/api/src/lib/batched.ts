interface Waiting<I, O> {
  item: I;
  key: string | undefined;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export interface BatchOptions<I> {
  /** How many batches may run at once. */
  inFlight?: number;
  /**
   * Items of one key run one at a time, in the order asked: an item waits for a later batch while
   * an earlier item of its key is in this batch or in a running one.
   */
  keyOf?: (item: I) => string;
}

/**
 * Gathers calls into batches for `run`, which answers each item in order. A call waits for the
 * rest of its turn of the event loop, and, while `inFlight` batches are running, for one of them to
 * end: under load, the calls that arrive meanwhile go together, and one database round trip serves
 * them all. When `run` fails, every item of its batch fails.
 */
export function batched<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { inFlight = 2, keyOf }: BatchOptions<I> = {},
): (item: I) => Promise<O> {
  let waiting: Waiting<I, O>[] = [];
  const busyKeys = new Set<string>();
  let running = 0;
  let flushAsked = false;

  /** The waiting items that may go now, in order; the others keep waiting, in order. */
  const nextBatch = () => {
    const batch: Waiting<I, O>[] = [];
    const held: Waiting<I, O>[] = [];
    const batchKeys = new Set<string>();
    for (const entry of waiting) {
      if (entry.key !== undefined && (busyKeys.has(entry.key) || batchKeys.has(entry.key))) {
        held.push(entry);
      } else {
        batch.push(entry);
        if (entry.key !== undefined) batchKeys.add(entry.key);
      }
    }
    waiting = held;
    return batch;
  };

  const flush = () => {
    flushAsked = false;
    if (running >= inFlight) return;
    const batch = nextBatch();
    if (batch.length === 0) return;
    running += 1;
    for (const { key } of batch) if (key !== undefined) busyKeys.add(key);
    Promise.resolve()
      .then(() => run(batch.map(({ item }) => item)))
      .then((outputs) => {
        if (outputs.length !== batch.length) {
          throw new Error(`A batch of ${batch.length} was answered with ${outputs.length} outputs`);
        }
        return outputs;
      })
      .then(
        (outputs) => settle(batch, () => batch.forEach(({ resolve }, index) => resolve(outputs[index]!))),
        (error: unknown) => settle(batch, () => batch.forEach(({ reject }) => reject(error))),
      );
  };

  /** The next batch starts first, so the database works on it while this one's callers go on. */
  const settle = (batch: Waiting<I, O>[], answer: () => void) => {
    running -= 1;
    for (const { key } of batch) if (key !== undefined) busyKeys.delete(key);
    flush();
    setImmediate(answer);
  };

  const askFlush = () => {
    if (flushAsked) return;
    flushAsked = true;
    setImmediate(flush);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, key: keyOf?.(item), resolve, reject });
      askFlush();
    });
}
