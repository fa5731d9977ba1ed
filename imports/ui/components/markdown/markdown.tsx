// A Markdown text shown as HTML. The HTML comes only from renderMarkdown, whose rules make it safe
// (no raw HTML, http(s) and mailto links only), which is why setting it directly is acceptable.
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownProps {
  text: string;
  className?: string;
  /** For a live preview: announce that the block is a rendering of what is typed. */
  label?: string;
}

export function Markdown({ text, className = 'markdown-body', label }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className={className} aria-label={label} role={label ? 'region' : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
