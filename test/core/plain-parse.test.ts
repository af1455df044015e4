import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { plainParse } from '../../src/core/plain-parse.js';

const fail = (schema: z.ZodMiniType, value: unknown): unknown => {
  const r = plainParse(schema, value);
  return r.ok ? 'accepted' : r.issue;
};

describe('plainParse: every refusal names the limit or the kind expected', () => {
  it('passes valid data through', () => {
    expect(plainParse(z.array(z.string()).check(z.maxLength(2)), ['a'])).toEqual({ ok: true, data: ['a'] });
  });

  it('names limits with their units', () => {
    expect(fail(z.array(z.string()).check(z.maxLength(2)), ['a', 'b', 'c'])).toEqual({ path: [], message: 'at most 2 entries' });
    expect(fail(z.array(z.string()).check(z.minLength(1)), [])).toEqual({ path: [], message: 'at least 1 entry' });
    expect(fail(z.string().check(z.maxLength(3)), 'abcd')).toEqual({ path: [], message: 'at most 3 characters' });
    expect(fail(z.number().check(z.maximum(1e11)), 1e12)).toEqual({ path: [], message: 'at most 100,000,000,000' });
    expect(fail(z.number().check(z.gt(0)), 0)).toEqual({ path: [], message: 'more than 0' });
  });

  it('names the kind expected, and says when a field is missing', () => {
    expect(fail(z.object({ n: z.int() }), { n: 1.5 })).toEqual({ path: ['n'], message: 'expected a whole number' });
    expect(fail(z.object({ n: z.number() }), {})).toEqual({ path: ['n'], message: 'missing; expected a number' });
    expect(fail(z.enum(['exact', 'mc']), 'fast')).toEqual({ path: [], message: 'expected one of exact, mc' });
  });

  it("keeps a schema's own words", () => {
    expect(fail(z.array(z.string()).check(z.maxLength(1, 'at most 1 troop')), ['a', 'b'])).toEqual({ path: [], message: 'at most 1 troop' });
  });

  it('looks inside the one union branch of the right kind, and lists the kinds otherwise', () => {
    const list = z.union([z.literal('all'), z.array(z.string()).check(z.maxLength(2, 'at most 2 troops'))]);
    expect(fail(list, ['a', 'b', 'c'])).toEqual({ path: [], message: 'at most 2 troops' });
    expect(fail(list, 7)).toEqual({ path: [], message: 'expected all, or a list' });
    const entry = z.union([z.string(), z.strictObject({ troop: z.string(), count: z.number() })]);
    expect(fail(z.array(entry), ['a', { troop: 'b', count: 'x' }])).toEqual({ path: [1, 'count'], message: 'expected a number' });
    expect(fail(z.union([z.boolean(), z.number(), z.string()]), [1])).toEqual({ path: [], message: 'expected true or false, a number, or text' });
  });

  it('reports an unknown field before the missing one it probably misspells', () => {
    expect(fail(z.strictObject({ count: z.number() }), { cuont: 2 })).toEqual({ path: ['cuont'], message: 'unknown field', unknownKey: 'cuont' });
  });
});
