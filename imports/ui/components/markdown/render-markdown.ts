// Markdown to HTML for project descriptions, one renderer for the public project page, the admin
// preview and server-side rendering (this module touches no DOM and no Node API, so both sides
// import it). Safety comes from markdown-it's own rules, not from cleaning HTML afterwards:
// - raw HTML is off: `<script>` or `<img onerror>` in a description is escaped and shown as text;
// - links and images are only accepted with http(s) or mailto targets (validateLink), so
//   `javascript:`, `data:` or `vbscript:` links stay plain text;
// - every link opens in the same tab with rel="noopener nofollow ugc": descriptions are
//   user-generated content and must not pass ranking or a window handle to the target.
// Images are not rendered at all (a description must not load third-party resources). Headings
// continue the page's outline: a description sits under the page's h1 and a section h2, so the
// highest level it uses becomes h3 and each deeper level used the next one, without gaps (a
// description that starts with `####` would otherwise skip from h2 to h6).
import MarkdownIt from 'markdown-it';

type Renderer = InstanceType<typeof MarkdownIt>;

const FIRST_HEADING_LEVEL = 3;
const SAFE_LINK = /^(https?:|mailto:)/i;

/** True for link targets a description may carry: absolute http(s) and mailto addresses. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

/** Links only to safe targets, each with rel="noopener nofollow ugc" (user-generated content). */
function withSafeLinks(md: Renderer): Renderer {
  md.validateLink = isSafeLink;
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    tokens[idx]?.attrSet('rel', 'noopener nofollow ugc');
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

function createRenderer(): Renderer {
  const md = withSafeLinks(new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: true }));
  md.disable(['image']);
  md.core.ruler.push('shift_headings', (state) => {
    const headings = state.tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
    const used = [...new Set(headings.map((token) => Number(token.tag.slice(1))))].sort((a, b) => a - b);
    for (const token of headings) {
      token.tag = `h${Math.min(6, FIRST_HEADING_LEVEL + used.indexOf(Number(token.tag.slice(1))))}`;
      // Sized as a sub-heading of the page's section, whatever its level.
      if (token.type === 'heading_open') token.attrJoin('class', 'h6 mt-3');
    }
  });
  // Tables get Bootstrap's look and scroll inside their box on a phone instead of the page.
  md.renderer.rules.table_open = () => '<div class="table-responsive"><table class="table table-sm">\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

let renderer: Renderer | null = null;

/** The description as safe HTML (empty for empty input). */
export function renderMarkdown(text: string): string {
  renderer ??= createRenderer();
  return renderer.render(text);
}

let plainRenderer: Renderer | null = null;

/**
 * Plain text as safe HTML: every character as typed (no Markdown), line breaks kept, and web and
 * mail addresses made links under the same rules as a description's (a conversation's messages).
 */
export function renderPlainTextWithLinks(text: string): string {
  plainRenderer ??= withSafeLinks(new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable(['linkify', 'newline']));
  return plainRenderer.renderInline(text);
}
