import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** The p99 latency (ms) this scenario should stay under, when it has a goal. */
  goalP99?: number;
}

export interface Figures {
  scenario: string;
  engine: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the whole run. */
  completed: number;
  goalP99?: number;
}

/** Drives one GET with autocannon and returns its throughput and latency figures. */
export async function measure(
  baseUrl: string,
  engine: string,
  scenario: Scenario,
  options: { connections?: number; duration?: number } = {},
): Promise<Figures> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    headers: scenario.headers,
    connections: options.connections ?? 20,
    duration: options.duration ?? 8,
  });
  return {
    scenario: scenario.name,
    engine,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    completed: result.requests.total,
    ...(scenario.goalP99 !== undefined && { goalP99: scenario.goalP99 }),
  };
}

/** Prints figures as a table, with each engine's throughput as a ratio of the first engine's. */
export function printFigures(all: Figures[]): void {
  const firstEngine = all[0]?.engine;
  const rows = all.map((row) => {
    const base = all.find(
      (other) => other.scenario === row.scenario && other.engine === firstEngine,
    );
    const ratio =
      base && base.requestsPerSecond > 0 ? row.requestsPerSecond / base.requestsPerSecond : 1;
    return {
      scenario: row.scenario,
      engine: row.engine,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      [`× ${firstEngine}`]: ratio.toFixed(2),
      errors: row.errors,
      ...(all.some((figure) => figure.goalP99 !== undefined) && { goal: goalOf(row) }),
    };
  });
  console.table(rows);
}

/** "p99 < 50 ms: held" (or "missed"); empty without a goal. */
function goalOf(figures: Figures): string {
  if (figures.goalP99 === undefined) return '';
  return `p99 < ${figures.goalP99} ms: ${meetsGoal(figures) ? 'held' : 'MISSED'}`;
}

/**
 * Whether figures meet their p99 goal, with answers and without errors (true without a goal).
 */
export function meetsGoal(figures: Figures): boolean {
  if (figures.goalP99 === undefined) return true;
  return figures.completed > 0 && figures.p99 < figures.goalP99 && figures.errors === 0;
}
