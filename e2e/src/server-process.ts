import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** Ends the process at once with SIGKILL (kill -9), as a crash would; resolves once it is gone. */
  crash: () => Promise<void>;
  /** What the process printed so far. */
  log: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the built app (`npm run build` first) as a child process, as `npm start` would,
 * and resolves once /healthz answers. Used by the browser journeys and the benchmarks.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  /** The port to listen on (a free one unless given: a journey may need it known beforehand). */
  options: { port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
    await exited;
  };

  const crash = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop, crash, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy in time:\n${log}`);
}
