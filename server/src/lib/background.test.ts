import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';

describe('background tasks', () => {
  it('runs a task without the caller waiting, and idle() waits for it', async () => {
    const tasks = new BackgroundTasks({ error: () => undefined });
    let release!: () => void;
    let done = false;
    tasks.run('slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    const idle = tasks.idle();
    release();
    await idle;
    expect(done).toBe(true);
  });

  it('logs a failure instead of throwing it', async () => {
    const logged: Array<{ obj: object; msg: string }> = [];
    const tasks = new BackgroundTasks({ error: (obj, msg) => void logged.push({ obj, msg }) });
    tasks.run('restore mail', async () => {
      throw new Error('SMTP is down');
    });
    await tasks.idle();
    expect(logged).toEqual([
      { obj: { err: expect.any(Error), task: 'restore mail' }, msg: 'restore mail failed' },
    ]);
  });
});
