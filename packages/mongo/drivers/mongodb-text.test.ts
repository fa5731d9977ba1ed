// `$text` on MongoDB keeps this runtime's meaning where MongoDB can: every word must match
// (quoted words), and `$fields` adds a word-start condition on those fields.
import { describe, expect, it } from 'vitest';
import { mongoTextSelector } from './mongodb-text';

describe('$text in MongoDB terms', () => {
  it('quotes each folded word so all must match', () => {
    expect(mongoTextSelector({ $text: { $search: 'React  Kraków' } })).toEqual({ $text: { $search: '"react" "krakow"' } });
  });

  it('keeps the rest of the selector and nested $and branches', () => {
    expect(mongoTextSelector({ status: 'open', $and: [{ $text: { $search: 'java' } }, { country: 'DE' }] })).toEqual({
      status: 'open',
      $and: [{ $text: { $search: '"java"' } }, { country: 'DE' }],
    });
  });

  it('limits to $fields with a word-start regex per word, escaped', () => {
    const limited = mongoTextSelector({ $text: { $search: 'c++ acme', $fields: ['title', 'client'] } });
    expect(limited).toEqual({
      $and: [
        { $text: { $search: '"c" "acme"' } },
        { $or: [{ title: { $regex: '(^|[^\\p{L}\\p{N}])c', $options: 'iu' } }, { client: { $regex: '(^|[^\\p{L}\\p{N}])c', $options: 'iu' } }] },
        { $or: [{ title: { $regex: '(^|[^\\p{L}\\p{N}])acme', $options: 'iu' } }, { client: { $regex: '(^|[^\\p{L}\\p{N}])acme', $options: 'iu' } }] },
      ],
    });
  });

  it('matches nothing for a search without words and leaves other selectors alone', () => {
    expect(mongoTextSelector({ $text: { $search: ' -- ' } })).toEqual({ _id: { $in: [] } });
    const plain = { status: 'open' };
    expect(mongoTextSelector(plain)).toBe(plain);
  });
});
