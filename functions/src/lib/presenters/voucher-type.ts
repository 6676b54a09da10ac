import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';

/** Voucher types are fixed (spec 3's 'invoice group'); their id is the name in lower case. */
export const voucherTypeDocs = () =>
  VOUCHER_TYPES.map((name) => ({ _id: name.toLowerCase(), name, is_deleted: false }));
