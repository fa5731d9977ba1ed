// `$text` on MongoDB keeps this runtime's meaning where MongoDB can: MongoDB's `$text` over every
// word, and `$fields` adds a word-start condition per term on those fields.
import { describe, expect, it } from 'vitest';
import { mongoTextSelector } from './mongodb-text';

describe('$text in MongoDB terms', () => {
  it('gives MongoDB the folded words of every term and alternative', () => {
    expect(mongoTextSelector({ $text: { $search: 'React  Kraków k8s|kubernetes' } })).toEqual({ $text: { $search: 'react krakow k8s kubernetes' } });
  });

  it('keeps the rest of the selector and nested $and branches', () => {
    expect(mongoTextSelector({ status: 'open', $and: [{ $text: { $search: 'java' } }, { country: 'DE' }] })).toEqual({
      status: 'open',
      $and: [{ $text: { $search: 'java' } }, { country: 'DE' }],
    });
  });

  it('limits to $fields with a word-start regex per word, escaped', () => {
    const limited = mongoTextSelector({ $text: { $search: 'acme ms-project|excel', $fields: ['title', 'client'] } });
    const start = '(^|[^\\p{L}\\p{N}])';
    expect(limited).toEqual({
      $and: [
        { $text: { $search: 'acme ms project excel' } },
        { $or: [{ title: { $regex: `${start}acme`, $options: 'iu' } }, { client: { $regex: `${start}acme`, $options: 'iu' } }] },
        {
          $or: [
            { title: { $regex: `${start}ms[^\\p{L}\\p{N}]+project`, $options: 'iu' } },
            { title: { $regex: `${start}excel`, $options: 'iu' } },
            { client: { $regex: `${start}ms[^\\p{L}\\p{N}]+project`, $options: 'iu' } },
            { client: { $regex: `${start}excel`, $options: 'iu' } },
          ],
        },
      ],
    });
  });

  it('matches nothing for a search without words and leaves other selectors alone', () => {
    expect(mongoTextSelector({ $text: { $search: ' -- ' } })).toEqual({ _id: { $in: [] } });
    const plain = { status: 'open' };
    expect(mongoTextSelector(plain)).toBe(plain);
  });
});
