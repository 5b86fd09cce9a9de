/**
 * Group commit without timers: the first item runs at once; items that arrive while `maxInFlight`
 * batches are running wait and go together in the next batch. At low load every item is its own
 * batch (no added latency); under load one statement and one commit carry many items, which is what
 * lets one small server take thousands of answer saves a second.
 *
 * Two items with the same `key` never share a batch (an upsert cannot touch one row twice in one
 * statement), and an item never starts while a batch holding its key is still running: the later one
 * waits until that batch is done, so items of one key run in arrival order. (Concurrent batches in two
 * transactions would wait on each other's row lock in an order nobody chose.)
 */
export function createBatcher<In, Out>(opts: {
  /** Runs one batch; answers one result per item, in the same order. */
  run: (items: In[]) => Promise<Out[]>;
  key: (item: In) => string;
  maxInFlight: number;
  maxBatch: number;
}) {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  /** Keys of the items in the running batches. */
  const running = new Set<string>();
  /** Waiting for the batcher to be idle (`drained`). */
  const drainWaiters: (() => void)[] = [];

  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      const key = opts.key(waiting.item);
      if (batch.length < opts.maxBatch && !keys.has(key) && !running.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        keys.add(key); // keeps later items of this key behind the one left waiting
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  }

  function pump() {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // all waiting behind running batches: their end pumps again
      const batchKeys = batch.map((w) => opts.key(w.item));
      for (const key of batchKeys) running.add(key);
      inFlight++;
      // the next batch starts before this one's items are answered: the database then works on it
      // while this process writes the replies, instead of waiting for them
      const release = () => {
        for (const key of batchKeys) running.delete(key);
        inFlight--;
        pump();
      };
      // idle only once this batch's items have their answers
      const drainIfIdle = () => {
        if (inFlight === 0 && queue.length === 0) for (const done of drainWaiters.splice(0)) done();
      };
      opts.run(batch.map((w) => w.item)).then(
        (results) => {
          release();
          for (const [i, w] of batch.entries()) w.resolve(results[i] as Out);
          drainIfIdle();
        },
        (error) => {
          release();
          for (const w of batch) w.reject(error);
          drainIfIdle();
        },
      );
    }
  }

  return {
    submit(item: In): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
    /** Resolves once nothing is queued or running: the app closes the database after it (shutdown). */
    drained(): Promise<void> {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => drainWaiters.push(resolve));
    },
  };
}
