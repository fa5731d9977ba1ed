// Which data-file lines the embedded store accepts at start: every kind nedb writes (documents,
// deletions, index creations and removals, compound ones included), and nothing else.
import { describe, expect, it } from 'vitest';
import { lineProblem } from './drivers/data-file-check';

describe('data-file line check', () => {
  it.each([
    ['a document', '{"_id":"a","n":1,"at":{"$$date":0}}'],
    ['a deletion', '{"$$deleted":true,"_id":"a"}'],
    ['an index creation', '{"$$indexCreated":{"fieldName":"email","unique":true,"sparse":false}}'],
    ['a compound index creation', '{"$$indexCreated":{"fieldName":["a","b"],"unique":false,"sparse":false}}'],
    ['an index removal', '{"$$indexRemoved":"email"}'],
    ['a compound index removal', '{"$$indexRemoved":["a","b"]}'],
  ])('accepts %s', (_label, line) => {
    expect(lineProblem(line)).toBeNull();
  });

  it.each([
    ['a torn line', '{"_id":"a","n":', /not valid JSON/],
    ['a JSON array', '[1,2]', /not a JSON object/],
    ['a number', '42', /not a JSON object/],
    ['an object without _id', '{"n":1}', /neither a document/],
    ['an empty _id', '{"_id":""}', /neither a document/],
  ])('refuses %s', (_label, line, problem) => {
    expect(lineProblem(line)).toMatch(problem);
  });
});
