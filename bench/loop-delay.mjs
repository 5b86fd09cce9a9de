// Preloaded into a server that a benchmark starts (`node --import ./bench/loop-delay.mjs server/dist/main.js`,
// stdio with 'ipc'): samples the main thread's event-loop delay and answers the parent over IPC, so that
// the server's code is measured as it runs in production, without a route of its own for it.
//   'reset'  -> starts a new histogram
//   'report' -> { p50, p99, max, samples } in ms, memory: process.memoryUsage() in MB
//   'live-heap' -> { liveHeapMb }: the heap used after a full garbage collection
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread } from 'node:worker_threads';

// worker threads inherit the server's arguments, this file included: only the main thread is measured
if (isMainThread && process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  process.on('message', (message) => {
    if (message === 'reset') delay.reset();
    if (message === 'live-heap') {
      // a full collection first: what the heap holds alive, not the garbage V8 has not collected yet
      setFlagsFromString('--expose-gc');
      runInNewContext('gc')();
      process.send?.({ liveHeapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) });
    }
    if (message === 'report')
      process.send?.({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        samples: delay.count,
        // where the resident memory is: V8's heap, or outside it (buffers, sockets, native)
        memory: Object.fromEntries(
          Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 2 ** 20)]),
        ),
      });
  });
  // the IPC channel must not keep the server alive on its own
  process.channel?.unref();
}
