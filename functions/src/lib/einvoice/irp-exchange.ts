import * as z from '@app/shared/zod';
import { logger } from '#lib/logger';
import { IrpError } from './irp-api';

/**
 * One request to the IRP and its answer's envelope (NIC e-invoice API): `{Status: 1, Data}` is an
 * answer, `{Status: 0, ErrorDetails, InfoDtls}` a refusal, thrown as IrpError. Whatever keeps an
 * answer from being read (no connection, a timeout, a gateway's HTML page) is an IrpError too,
 * with one of the client's own codes, so callers handle a single error type.
 */
export const IRP_CLIENT_ERRORS = {
  /** The IRP could not be reached, or its answer not read: worth trying again. */
  network: 'network',
  /** What the IRP returned does not carry its signature. */
  signature: 'signature',
  /** The IRN returned is not the document's (shared/einvoice/irn.ts). */
  wrongIrn: 'irn',
} as const;

export const IRP_TIMEOUT_MS = 10_000;

const UNREACHABLE = 'The e-invoice portal (IRP) could not be reached. Please try again in a minute.';
const UNREADABLE = 'The e-invoice portal (IRP) answered in a way Hisaab could not read. Please try again in a minute.';

export const unreachable = () => new IrpError([{ code: IRP_CLIENT_ERRORS.network, message: UNREACHABLE }]);
export const unreadable = () => new IrpError([{ code: IRP_CLIENT_ERRORS.network, message: UNREADABLE }]);

const code = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

const envelopeSchema = z.object({
  Status: code,
  Data: z.optional(z.unknown()),
  ErrorDetails: z.optional(z.nullable(z.array(z.object({ ErrorCode: code, ErrorMessage: z.string() })))),
  InfoDtls: z.optional(z.nullable(z.array(z.object({ InfCd: z.string(), Desc: z.optional(z.unknown()) })))),
});

const duplicateSchema = z.object({ Irn: z.string(), AckNo: code, AckDt: z.string() });

function refusal({ ErrorDetails, InfoDtls }: z.infer<typeof envelopeSchema>): IrpError {
  const details = (ErrorDetails ?? []).map((detail) => ({ code: detail.ErrorCode, message: detail.ErrorMessage }));
  const duplicate = duplicateSchema.safeParse(InfoDtls?.find((info) => info.InfCd === 'DUPIRN')?.Desc);
  return new IrpError(
    details,
    duplicate.success
      ? { irn: duplicate.data.Irn, ackNo: duplicate.data.AckNo, ackDate: duplicate.data.AckDt }
      : undefined,
  );
}

/** Sends a request; resolves to the answer's Data (still encrypted, except the auth's). */
export async function exchange(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<unknown> {
  const { pathname } = new URL(url);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(IRP_TIMEOUT_MS) });
  } catch (error) {
    logger.warn('irp unreachable', { path: pathname, error: (error as Error).message });
    throw unreachable();
  }
  const answer = envelopeSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) {
    logger.warn('irp answered in an unknown shape', { path: pathname, status: response.status });
    throw unreadable();
  }
  if (answer.data.Status !== '1') {
    const refused = refusal(answer.data);
    logger.info('irp refused', { path: pathname, details: refused.details });
    throw refused;
  }
  return answer.data.Data;
}
