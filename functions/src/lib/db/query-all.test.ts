import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from './client';
import { queryPrefix } from './query-all';

describe('reading the sort keys that start with a prefix', () => {
  it('returns every key with the prefix, whatever follows it, and nothing else', async () => {
    const pk = `TEST#${randomUUID()}`;
    const inside = ['NAME#', 'NAME#abc', 'NAME#दवा', 'NAME#😀 syrup', 'NAME#\uffff', 'NAME##'];
    const outside = ['NAME', 'NAMF#', 'NAME$', 'NAMD#zzz', 'name#abc'];
    for (const sk of [...inside, ...outside])
      await documentClient().send(new PutCommand({ TableName: tableName(), Item: { pk, sk, key: sk } }));
    const found = await queryPrefix<{ key: string }>(pk, 'NAME#');
    expect(found.map((item) => item.key).sort()).toEqual([...inside].sort());
  });
});
