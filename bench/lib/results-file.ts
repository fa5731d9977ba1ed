// bench/RESULTS.md keeps the latest result of each benchmark in its own marked section: a run of
// one benchmark replaces that section and leaves the others, a new benchmark is appended.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const HEADER = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts); see bench/README.md for what each number means.
Each section holds the latest run of that benchmark, with the machine and date it ran on.
`;

export function upsertSection(file: string, name: string, body: string): void {
  const begin = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${begin}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(begin);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
