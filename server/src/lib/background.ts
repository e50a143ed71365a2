/** Where a failed background task is reported. */
export interface TaskLogger {
  error(obj: object, msg: string): void;
}

/**
 * Work a request starts but does not wait for (a mail, say): a failure is logged, never thrown,
 * and `idle()` waits for all that is under way (the app awaits it on close, tests to observe).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: TaskLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, task: name }, `${name} failed`),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
