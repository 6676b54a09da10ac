import { describe, expect, it } from 'vitest';
import { packJson, unpackJson } from './packed-json';

describe('packJson / unpackJson', () => {
  it('round-trips a JSON value through a base64 string that is smaller than its JSON', () => {
    const value = { paths: Object.fromEntries([...Array(50).keys()].map((i) => [`/api/v1/r${i}`, { get: { i } }])) };
    const packed = packJson(value);
    expect(packed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(packed.length).toBeLessThan(JSON.stringify(value).length / 2);
    expect(unpackJson(packed)).toEqual(value);
  });
});
