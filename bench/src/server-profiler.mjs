/**
 * Loaded into the server by the realtime benchmark (`--import` in NODE_OPTIONS, with
 * BENCH_PROFILE): the first SIGUSR2 starts V8's CPU profiler, the next stops it and writes the
 * profile to BENCH_PROFILE_DIR as `server-<pid>-<n>.cpuprofile` (Chrome DevTools opens it).
 * Plain JavaScript: the built server runs on node without a TypeScript loader.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const folder = process.env.BENCH_PROFILE_DIR ?? '.';
const session = new Session();
session.connect();
let running = false;
let written = 0;

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    written += 1;
    writeFileSync(
      join(folder, `server-${process.pid}-${written}.cpuprofile`),
      JSON.stringify(result.profile),
    );
  });
});
