/** Attributes that only the table's keys and housekeeping use; records never carry them out. */
const STORAGE_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'dirpk', 'dirsk', 'entity', 'expires_at']);

/** An item read from the table as the record its module describes: keys and housekeeping removed. */
export function asRecord(item: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!item) return undefined;
  return Object.fromEntries(Object.entries(item).filter(([name]) => !STORAGE_ATTRIBUTES.has(name)));
}
