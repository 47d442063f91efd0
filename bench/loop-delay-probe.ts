/**
 * Preloaded into a server process by bench/login.ts (NODE_OPTIONS=--import=…): measures how late
 * the process's event loop runs a timer, how much of the time it is busy and the CPU time its
 * thread used (which, unlike the wall-clock figures, other processes on the machine do not
 * inflate); on SIGUSR2 it prints the figures since the last SIGUSR2 as one line
 * `EVENT_LOOP_DELAY {"p50":…,"p99":…,"max":…,"busy":…,"cpuMs":…}` (milliseconds; busy 0–1) and
 * starts over.
 * The product itself carries no such probe.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** timer interval of the probe; a recorded interval minus this is how late the loop was */
const RESOLUTION_MS = 2;

if (isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let since = performance.eventLoopUtilization();
  const threadCpuMs = () => {
    const used = process.threadCpuUsage();
    return (used.user + used.system) / 1000;
  };
  let cpuSince = threadCpuMs();
  const late = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  process.on('SIGUSR2', () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    const cpuMs = threadCpuMs() - cpuSince;
    cpuSince += cpuMs;
    const figures = { p50: late(histogram.percentile(50)), p99: late(histogram.percentile(99)), max: late(histogram.max), busy, cpuMs, samples: histogram.count };
    process.stdout.write(`EVENT_LOOP_DELAY ${JSON.stringify(figures)}\n`);
    histogram.reset();
  });
}
