import { readdir, readFile } from 'node:fs/promises';

/**
 * What the benchmarks measure processes and latencies with: percentiles, and CPU and memory of
 * the server child, PostgreSQL and the machine read from /proc (NaN where there is none).
 */

/** Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every usual build). */
export const CLOCK_TICKS = 100;

/** The p-th percentile (nearest rank) of sorted values; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
export const round = (value: number, digits = 1) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : '–';

/** Fields after the command name of /proc/<pid>/stat (field 3, the state, is index 0). */
export async function statFields(
  pid: number | string,
): Promise<{ comm: string; fields: string[] }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const close = stat.lastIndexOf(')');
  return {
    comm: stat.slice(stat.indexOf('(') + 1, close),
    fields: stat.slice(close + 2).split(' '),
  };
}

/** User + system CPU seconds of a /proc/<pid>/stat (utime and stime, fields 14 and 15). */
export const cpuSeconds = (fields: string[]) =>
  (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;

/** The numeric entries of /proc (none without it: the CPU and memory figures then read –). */
export const processIds = () =>
  readdir('/proc').then(
    (entries) => entries.filter((entry) => /^\d+$/.test(entry)),
    () => [] as string[],
  );

/** The server child this process started (startBuiltServer does not say its pid). */
export async function serverPid(): Promise<number | undefined> {
  for (const entry of await processIds()) {
    try {
      const { fields } = await statFields(entry);
      if (Number(fields[1]) !== process.pid) continue;
      const command = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes('server/dist/main.js')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/**
 * CPU seconds of every PostgreSQL process on this machine (backends, writers, WAL), with those of
 * the ones that ended (the postmaster's reaped children, cutime and cstime: fields 16 and 17).
 */
export async function postgresCpuSeconds(): Promise<number> {
  let total = 0;
  const entries = await processIds();
  if (entries.length === 0) return Number.NaN;
  for (const entry of entries) {
    try {
      const { comm, fields } = await statFields(entry);
      if (comm !== 'postgres') continue;
      total += cpuSeconds(fields) + (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Resident memory of a process in bytes (VmRSS). */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** The soft limit of open files of this process. */
export async function openFilesLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/** Busy and all CPU seconds of the whole machine, every core (the first line of /proc/stat). */
export async function machineCpu(): Promise<{ busy: number; all: number }> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  if (!stat) return { busy: Number.NaN, all: Number.NaN };
  const line = stat.split('\n')[0] ?? '';
  const ticks = line.split(/\s+/).slice(1).map(Number);
  const sum = (indexes: number[]) =>
    indexes.reduce((total, index) => total + (ticks[index] ?? 0), 0);
  // user nice system idle iowait irq softirq steal
  const busy = sum([0, 1, 2, 5, 6, 7]);
  return { busy: busy / CLOCK_TICKS, all: (busy + sum([3, 4])) / CLOCK_TICKS };
}

/**
 * Says how busy the machine was in the second before a run (other work skews every figure a
 * benchmark prints); answers the busy share, 0 to 1.
 */
export async function reportMachineLoad(): Promise<number> {
  const from = await machineCpu();
  await new Promise((done) => setTimeout(done, 1000));
  const to = await machineCpu();
  const busy = (to.busy - from.busy) / (to.all - from.all);
  console.log(
    `The machine was ${Math.round(busy * 100)} % busy before the run` +
      (busy > 0.15 ? ': other work is running, the figures will suffer.' : '.'),
  );
  return busy;
}
