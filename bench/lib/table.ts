// Renders a report as Markdown: the same text goes to the terminal and into bench/RESULTS.md.
import type { BenchReport, Target } from './types';

export function markdownTable(columns: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

function verdict(target: Target): string {
  if (target.met === null) return 'not measured';
  if (target.met === 'reported') return 'reported';
  return target.met ? 'met' : 'NOT met';
}

export function renderReport(report: BenchReport): string {
  const parts = [markdownTable(report.columns, report.rows)];
  if (report.targets.length > 0) {
    parts.push(
      markdownTable(
        ['target', 'measured', 'limit', 'verdict'],
        report.targets.map((target) => [target.label, target.value, target.limit, verdict(target)]),
      ),
    );
  }
  if (report.notes.length > 0) parts.push(report.notes.map((note) => `- ${note}`).join('\n'));
  return parts.join('\n\n');
}
