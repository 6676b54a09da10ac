/**
 * The single table's shape, shared by the CDK stack and the local bootstrap so both create the same
 * keys and indexes. Every attribute named here is a string. Index names say the access pattern.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Records that expire (idempotency keys) carry an epoch-seconds TTL here. */
  timeToLiveAttribute: 'expires_at',
  globalIndexes: [
    /** Items that belong to a company, looked up from the company's side (e.g. its members). */
    { indexName: 'byCompany', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /**
     * The administrators' directory (issue 20): every user profile under USERS, by e-mail, and
     * every company under COMPANIES, by name (db/directory.ts). Sparse: nothing else has these keys.
     */
    { indexName: 'byDirectory', partitionKey: 'dirpk', sortKey: 'dirsk' },
  ],
} as const;

export type GlobalIndexName = (typeof tableDefinition.globalIndexes)[number]['indexName'];
