import '../../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectDescription } from './project-description';

describe('ProjectDescription', () => {
  it('shows paragraphs, headings and bulleted lists, and markup only as text', () => {
    render(
      <ProjectDescription
        text={'You join a team of eight.\nThe platform runs on Kafka.\n\n## Your tasks\n- Build the portal\n- Improve <b>accessibility</b>\n\nApply soon.'}
      />,
    );
    expect(screen.getByText(/You join a team of eight./).tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Build the portal', 'Improve <b>accessibility</b>']);
    expect(screen.getByText('Apply soon.').tagName).toBe('P');
  });
});
