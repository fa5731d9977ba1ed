import { describe, expect, it } from 'vitest';
import { isSafeLink, renderMarkdown, renderPlainTextWithLinks } from './render-markdown';

describe('renderMarkdown', () => {
  it('continues the page outline below its h2: the highest level used is h3, then no gaps', () => {
    const html = renderMarkdown(['#### Deep start', '', '###### Deeper', '', '#### Again'].join('\n'));
    expect(html.match(/<h\d/g)).toEqual(['<h3', '<h4', '<h3']);
    expect(renderMarkdown('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five').match(/<h\d/g)).toEqual(['<h3', '<h4', '<h5', '<h6', '<h6']);
  });

  it('renders links, emphasis, numbered and bulleted lists, headings and tables', () => {
    const html = renderMarkdown(
      [
        '## Your tasks',
        '',
        '1. Build the **portal**',
        '2. Improve *accessibility*',
        '',
        '- Kafka',
        '- Spring',
        '',
        'See [our stack](https://example.com/stack) or write to <mailto:jobs@example.com>.',
        '',
        '| Phase | Months |',
        '|---|---|',
        '| Build | 4 |',
      ].join('\n'),
    );
    expect(html).toContain('<h3 class="h6 mt-3">Your tasks</h3>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>portal</strong>');
    expect(html).toContain('<em>accessibility</em>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<a href="https://example.com/stack" rel="noopener nofollow ugc">our stack</a>');
    expect(html).toContain('href="mailto:jobs@example.com" rel="noopener nofollow ugc"');
    expect(html).toContain('<div class="table-responsive"><table class="table table-sm">');
    expect(html).toContain('<td>Build</td>');
  });

  it('escapes raw HTML: script tags, event handlers and iframes stay text', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\nHi <b>there</b>');
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;there&lt;/b&gt;');
  });

  it('refuses javascript:, data: and vbscript: links and every image', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:msgbox) [e](  javascript:x) <javascript:alert(3)>',
    );
    expect(html).not.toMatch(/<a |href=/i);
  });

  it('never loads an image: image syntax becomes at most a plain link', () => {
    const html = renderMarkdown('![tracker](https://example.com/pixel.png)');
    expect(html).not.toMatch(/<img/i);
  });

  it('accepts only http(s) and mailto targets', () => {
    expect(isSafeLink('https://example.com')).toBe(true);
    expect(isSafeLink('http://example.com')).toBe(true);
    expect(isSafeLink('mailto:a@example.com')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('/relative')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
  });

  it('keeps attribute injection inside link text and titles escaped', () => {
    const html = renderMarkdown('[x](https://example.com/" onclick="alert(1) "t\\" onmouseover=\\"y")');
    expect(html).not.toMatch(/ on\w+="/i);
  });
});

describe('renderPlainTextWithLinks (a conversation message)', () => {
  it('keeps the text as typed, escaped, with its line breaks, and links web and mail addresses safely', () => {
    const html = renderPlainTextWithLinks('**not bold** <script>alert(1)</script>\nSee https://example.com/cv or write to jana@example.com');
    expect(html).toContain('**not bold** &lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(html).toContain('<a href="https://example.com/cv" rel="noopener nofollow ugc">https://example.com/cv</a>');
    expect(html).toContain('<a href="mailto:jana@example.com" rel="noopener nofollow ugc">jana@example.com</a>');
  });

  it('makes no link of javascript: or data: addresses, nor of Markdown link syntax', () => {
    const html = renderPlainTextWithLinks('[click](javascript:alert(1)) javascript:alert(1) data:text/html,x');
    expect(html).not.toContain('<a');
    expect(html).toContain('[click](javascript:alert(1))');
  });
});
