/**
 * Spreads ids evenly over a fixed number of chunk items (FNV-1a), whatever their format. Chunk
 * items pack per-record attributes of many records into a few items, so one transaction can touch
 * every record a voucher moves while staying within DynamoDB's 100 actions.
 */
export function chunkOf(id: string, chunks: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % chunks;
}

export const chunkLabel = (chunk: number) => String(chunk).padStart(2, '0');
