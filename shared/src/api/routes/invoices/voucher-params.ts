import * as z from '../../../zod';
import { idField } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';

/** A voucher addressed by id (the spec spells it vouchar_id), in a company given in the query. */
export const voucherIdParams = z.object({ vouchar_id: idField('vouchar_id') });
export const companyQuery = z.object({ company_id: companyIdField });
