// Rows of a subscription benchmark measured on each engine's server side by side: one logged-in
// DDP connection per engine, and each row sampled on one engine then the other, the first engine
// changing from row to row (engines.ts, alternate), so load from neighbours hits both alike.
import { alternate, type BenchEngine, type EngineServer, type LatencyPair } from './engines';
import { sampleSubscription, SubTimer } from './sub-timer';

export interface EngineRow {
  table: string;
  page: string;
  measured: Partial<Record<BenchEngine, LatencyPair>>;
}

export class SideBySide {
  readonly rows: EngineRow[] = [];
  private round = 0;

  private constructor(
    private readonly engines: BenchEngine[],
    private readonly timers: Map<BenchEngine, SubTimer>,
    private readonly samples: number,
  ) {}

  /** One connection per engine's server, logged in with the admin account each server reports. */
  static async open(servers: Map<BenchEngine, EngineServer<{ port: number; email: string; password: string }>>, samples: number): Promise<SideBySide> {
    const timers = new Map<BenchEngine, SubTimer>();
    try {
      for (const [engine, server] of servers) {
        const timer = await SubTimer.open(`ws://127.0.0.1:${server.child.info.port}/websocket`, 30_000);
        timers.set(engine, timer);
        await timer.login(server.child.info.email, server.child.info.password, 30_000);
      }
    } catch (error) {
      for (const timer of timers.values()) timer.close();
      throw error;
    }
    return new SideBySide([...servers.keys()], timers, samples);
  }

  /** Samples `publication(params(engine))` on every engine and records the row. */
  async row(table: string, page: string, publication: string, params: (engine: BenchEngine) => unknown[]): Promise<EngineRow> {
    const measured = await alternate(this.engines, this.round++, (engine) => sampleSubscription(this.timer(engine), publication, params(engine), this.samples, 60_000));
    const row = { table, page, measured };
    this.rows.push(row);
    return row;
  }

  /** Each engine's page count from the last admin page record its connection received. */
  pageCounts(): Map<BenchEngine, number> {
    return new Map(this.engines.map((engine) => [engine, Number(this.timer(engine).lastPageRecord?.pageCount ?? 1)]));
  }

  close(): void {
    for (const timer of this.timers.values()) timer.close();
  }

  private timer(engine: BenchEngine): SubTimer {
    const timer = this.timers.get(engine);
    if (!timer) throw new Error(`no connection to the ${engine} server`);
    return timer;
  }
}
