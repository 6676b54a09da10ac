/**
 * How the local IRP refuses (NIC's failure envelope): `{Status: 0, ErrorDetails: [{ErrorCode,
 * ErrorMessage}], InfoDtls}`, never encrypted. The codes and messages are NIC's where its error
 * list has them for the case; the others (marked) are the sandbox's own, in NIC's ranges.
 */
export interface IrpErrorDetail {
  ErrorCode: string;
  ErrorMessage: string;
}

export interface IrpInfo {
  InfCd: string;
  Desc: unknown;
}

export class IrpRefusal extends Error {
  constructor(
    readonly details: IrpErrorDetail[],
    readonly info: IrpInfo[] | null = null,
  ) {
    super(details.map((detail) => `${detail.ErrorCode}: ${detail.ErrorMessage}`).join('; '));
  }
}

export const REFUSALS = {
  headerGstin: ['1004', 'Header GSTIN is required'],
  // NIC answers these with 1008 and 1010; the routes act on 1005 (IRP_ERRORS.invalidCredentials) for all three.
  invalidClient: ['1005', 'Invalid Client-ID/Client-Secret'],
  invalidLogin: ['1005', 'Invalid login credentials'],
  invalidToken: ['1005', 'Invalid Token'],
  undecryptableLogin: ['1013', 'Decryption of password failed'],
  undecryptableAppKey: ['1016', 'Decryption of App Key failed'],
  // The sandbox's own: the request's Data could not be decrypted with the session key.
  undecryptableData: ['1007', 'Authentication failed. Pls. inform the helpdesk'],
  invalidInvoice: ['2140', 'Error while validating invoice'],
  notOwnGstin: ['2143', 'Invoice does not belongs to the user GSTIN'],
  // The sandbox's own code; NIC's wording.
  futureDate: ['2163', 'Document date should not be a future date'],
  duplicateIrn: ['2150', 'Duplicate IRN'],
  irnNotFound: ['2283', 'IRN details are not found'],
  cancelTimeOver: ['2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN'],
  notActive: ['9999', 'Invoice is not active'],
  // The sandbox's own: a cancellation without a valid reason code and remark.
  invalidCancel: ['2141', 'Error while cancelling invoice'],
  // The sandbox's own: the e-way bill's Part-B and its other checks.
  partBRequired: ['4002', 'Vehicle number or transport document number is required'],
  invalidEwayBill: ['4001', 'Invalid e-way bill request'],
  ewayBillExists: ['4009', 'E-way bill is already generated for this IRN'],
} as const satisfies Record<string, readonly [string, string]>;

/** A refusal with one of the codes above: its message, or one per detail given (a schema's problems). */
export function refusal(what: keyof typeof REFUSALS, detail?: string | string[], info?: IrpInfo[]): IrpRefusal {
  const [code, message] = REFUSALS[what];
  const details = detail === undefined ? [message] : [detail].flat().map((each) => `${message}: ${each}`);
  return new IrpRefusal(
    details.map((text) => ({ ErrorCode: code, ErrorMessage: text })),
    info,
  );
}
