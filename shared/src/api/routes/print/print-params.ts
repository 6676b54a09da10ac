import * as z from '../../../zod';
import { idField } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';

/** Spec 7: the voucher to print and its company, both in the query. */
export const printQuery = z.object({
  vouchar_id: idField('vouchar_id'),
  company_id: companyIdField,
});
