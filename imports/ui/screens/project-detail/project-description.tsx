// A project's description as text with light structure: blank lines separate blocks, a block's
// "## " lines become headings, its "- " lines a bulleted list, other lines paragraphs (single line
// breaks kept). Everything is shown as text, never as HTML.
import { Fragment, type ReactNode } from 'react';

type Block = { kind: 'heading' | 'text'; lines: string[] } | { kind: 'list'; lines: string[] };

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const last = blocks[blocks.length - 1];
    if (line === '') {
      if (last && last.lines.length > 0) blocks.push({ kind: 'text', lines: [] });
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^[-*•]\s+(.*)$/.exec(line);
    if (heading) blocks.push({ kind: 'heading', lines: [heading[1] as string] });
    else if (item && last?.kind === 'list') last.lines.push(item[1] as string);
    else if (item) blocks.push({ kind: 'list', lines: [item[1] as string] });
    else if (last?.kind === 'text') last.lines.push(line);
    else blocks.push({ kind: 'text', lines: [line] });
  }
  return blocks.filter((block) => block.lines.length > 0);
}

function renderBlock(block: Block, index: number): ReactNode {
  if (block.kind === 'heading') {
    return (
      <h3 key={index} className="h6 mt-3">
        {block.lines[0]}
      </h3>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul key={index}>
        {block.lines.map((line, lineIndex) => (
          <li key={lineIndex}>{line}</li>
        ))}
      </ul>
    );
  }
  return (
    <p key={index}>
      {block.lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

export function ProjectDescription({ text }: { text: string }) {
  return <>{blocksOf(text).map(renderBlock)}</>;
}
