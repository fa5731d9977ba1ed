import { describe, expect, it } from 'vitest';
import { fillPlaceholders, textSha256 } from './text-hash';

describe('textSha256', () => {
  it('hashes the NFC form, so composed and decomposed text agree', () => {
    expect(textSha256('Kovác\u030Cs')).toBe(textSha256('Kováčs'));
    expect(textSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('fillPlaceholders', () => {
  it('fills known string and number answers and leaves the rest visible', () => {
    expect(fillPlaceholders('For {{ project }} at {{rate}} EUR, {{missing}}, {{obj}}', { project: 'SAP', rate: 95, obj: { a: 1 } })).toBe(
      'For SAP at 95 EUR, {{missing}}, {{obj}}',
    );
  });

  it('ignores inherited keys', () => {
    expect(fillPlaceholders('{{toString}}', {})).toBe('{{toString}}');
  });
});
