/**
 * Progress lines for long builds: one line per task when it ends, and a line every few seconds
 * while a large task runs. Silent with --quiet.
 */

export interface Task {
  tick(): void;
  done(): void;
}

export class Progress {
  private readonly started = Date.now();
  constructor(
    private readonly quiet = false,
    private readonly every = 5000,
  ) {}

  log(line: string): void {
    if (!this.quiet) process.stderr.write(`${line}\n`);
  }

  /** The process's resident memory now, its high-water mark so far and the heap's live part, for the lines of a long build. */
  memory(): string {
    const { rss, heapUsed } = process.memoryUsage();
    const peak = process.resourceUsage().maxRSS * 1024;
    return `RSS ${Math.round(rss / 1e6)} Mo (pic ${Math.round(peak / 1e6)} Mo), tas ${Math.round(heapUsed / 1e6)} Mo`;
  }

  elapsed(): number {
    return (Date.now() - this.started) / 1000;
  }

  task(name: string, total: number): Task {
    let count = 0;
    let last = Date.now();
    return {
      tick: () => {
        count++;
        if (Date.now() - last >= this.every) {
          last = Date.now();
          this.log(`  ${name}: ${count}/${total} (${this.elapsed().toFixed(1)} s)`);
        }
      },
      done: () => this.log(`  ${name}: ${total} enregistrements (${this.elapsed().toFixed(1)} s, ${this.memory()})`),
    };
  }
}
