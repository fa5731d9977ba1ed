import '../../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectDescription } from './project-description';

describe('ProjectDescription', () => {
  it('renders Markdown: paragraphs, headings, numbered and bulleted lists, emphasis, links and tables', () => {
    render(
      <ProjectDescription
        text={[
          'You join a team of **eight**.',
          '',
          '## Your tasks',
          '1. Build the portal',
          '2. Improve *accessibility*',
          '',
          '- Kafka',
          '',
          'More at [our blog](https://example.com/blog).',
          '',
          '| Phase | Months |',
          '|---|---|',
          '| Build | 4 |',
        ].join('\n')}
      />,
    );
    expect(screen.getByText('eight').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Your tasks' }).tagName).toBe('H3');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['OL', 'UL']);
    expect(screen.getByText('accessibility').tagName).toBe('EM');
    const link = screen.getByRole('link', { name: 'our blog' });
    expect(link.getAttribute('href')).toBe('https://example.com/blog');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(screen.getByRole('cell', { name: 'Build' })).toBeTruthy();
  });

  it('neutralises hostile descriptions: script tags, raw HTML and javascript: links', () => {
    const { container } = render(
      <ProjectDescription text={'<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[click](javascript:window.pwned=3)\n\nHi <b>there</b>'} />,
    );
    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = 1</script>');
    expect(container.textContent).toContain('Hi <b>there</b>');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
