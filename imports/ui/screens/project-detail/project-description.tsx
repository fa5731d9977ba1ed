// A project's description, written in Markdown (headings, emphasis, lists, links, tables) and
// rendered with the shared safe renderer: raw HTML is shown as text and only http(s) and mailto
// links survive. markdown-it is part of this screen's lazily loaded chunk, not the project list's.
import { Markdown } from '../../components/markdown/markdown';

export function ProjectDescription({ text }: { text: string }) {
  return <Markdown text={text} className="project-description" />;
}
