// A document's text (Markdown from the template) in a bordered, scrollable region that keyboard
// users can focus and scroll. Raw HTML in the text is shown as text, never rendered.
import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The text's own headings start at h3: the page has its h1, and h2 for its sections. */
function shiftHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])>/g, (_whole, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 2)}>`);
}

/** `lang`: the text's own language (a template's), for screen readers and hyphenation. */
export function DocumentText({ text, label, lang }: { text: string; label: string; lang?: string }) {
  const html = useMemo(() => shiftHeadings(markdown.render(text)), [text]);
  return (
    <div
      className="document-text border rounded p-3 mb-3 bg-body overflow-auto"
      style={{ maxHeight: '60vh', overflowWrap: 'anywhere' }}
      tabIndex={0}
      role="region"
      aria-label={label}
      lang={lang}
      // markdown-it escapes HTML when `html` is off, so this holds only its own markup.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
