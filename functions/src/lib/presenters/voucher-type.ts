import { VOUCHER_TYPES, typeSlug } from '@app/shared/books/voucher-types';

/** Voucher types are fixed (spec 3's 'invoice group'); their id is the name in lower case ('credit-note'). */
export const voucherTypeDocs = () => VOUCHER_TYPES.map((name) => ({ _id: typeSlug(name), name, is_deleted: false }));
