interface Waiting<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers calls into batches for `run`, which answers each item in order. A call waits for the
 * rest of its turn of the event loop, and, while `inFlight` batches are running, for one of them to
 * end: under load, the calls that arrive meanwhile go together, and one database round trip serves
 * them all. When `run` fails, every item of its batch fails.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, inFlight = 2): (item: I) => Promise<O> {
  let waiting: Waiting<I, O>[] = [];
  let running = 0;
  let flushAsked = false;
  const flush = () => {
    flushAsked = false;
    if (waiting.length === 0 || running >= inFlight) return;
    const batch = waiting;
    waiting = [];
    running += 1;
    run(batch.map(({ item }) => item)).then(
      (outputs) => settle(() => batch.forEach(({ resolve }, index) => resolve(outputs[index]!))),
      (error: unknown) => settle(() => batch.forEach(({ reject }) => reject(error))),
    );
  };
  /** The next batch starts first, so the database works on it while this one's callers go on. */
  const settle = (answer: () => void) => {
    running -= 1;
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
      waiting.push({ item, resolve, reject });
      askFlush();
    });
}
