import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@app/shared/financial-year';
import { irnOf } from '@app/shared/einvoice/irn';
import { LOCAL_IRP, localIrpSettings } from '../../../../infra/local/irp-local';
import { startIrpEmulator, type IrpEmulator } from '../../../../infra/local/irp/irp-emulator';
import { sampleEInvoice } from '../../../../infra/local/irp/sample-einvoice';
import { closeServer, listen } from '../../../../infra/local/listen';
import { IrpError, type IrpApi, type IrpCredentials } from './irp-api';
import { createIrpClient, irpClient, verifySignedQr } from './irp-client';
import type { IrpConnection } from './irp-sessions';

/**
 * Issue 36: the one IRP client (what AWS runs against NIC) against the local IRP, on a port of
 * its own: the login and session key, the IRN checked and the signatures verified, NIC's refusals
 * as IrpError with their codes, a token used until it lapses.
 */
/** 'YYYY-MM-DD HH:mm:ss', as the IRP writes times (India). */
const IRP_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const SELLER: IrpCredentials = { gstin: '27AAPFU0939F1ZV', username: 'umiya_api', password: 'Umiya@2026' };

let emulator: IrpEmulator;
let connection: IrpConnection;
/** One client for most tests, as a warm function keeps one. */
let shared: IrpApi;

beforeAll(async () => {
  emulator = await startIrpEmulator({ port: 0, users: [SELLER] });
  connection = {
    apiUrl: emulator.url,
    clientId: LOCAL_IRP.clientId,
    clientSecret: async () => LOCAL_IRP.clientSecret,
    publicKey: emulator.publicKeyPem,
    signingKey: emulator.signingPublicKeyPem,
  };
  shared = createIrpClient(connection);
});
afterAll(() => emulator.stop());

/** The requests a call made, by path, counted through fetch. */
async function requestsOf(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(globalThis, 'fetch');
  try {
    await run();
    return spy.mock.calls.map(([url]) => new URL(url instanceof Request ? url.url : url).pathname);
  } finally {
    spy.mockRestore();
  }
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(IrpError);
  return error as IrpError;
};

describe('the IRP client', () => {
  const client = () => createIrpClient(connection);

  it("registers an e-invoice and takes its IRN, acknowledgement and signed QR code, the IRP's signature verified", async () => {
    const invoice = sampleEInvoice(SELLER.gstin, 'UMA/26/501');
    const document = await shared.generate(SELLER, invoice);
    const irn = await irnOf(SELLER.gstin, 'INV', 'UMA/26/501', invoice.DocDtls.Dt);
    expect(document).toMatchObject({ irn, status: 'ACT' });
    expect(document.ackNo).toMatch(/^\d{15}$/);
    expect(document.ackDate).toMatch(IRP_TIME);
    // No e-way bill was asked for.
    expect(Object.keys(document)).toEqual(['irn', 'ackNo', 'ackDate', 'signedInvoice', 'signedQrCode', 'status']);
    expect(verifySignedQr(document.signedQrCode, emulator.signingPublicKeyPem)).toEqual({
      SellerGstin: SELLER.gstin,
      BuyerGstin: '29AABCT1332L1ZN',
      DocNo: 'UMA/26/501',
      DocTyp: 'INV',
      DocDt: invoice.DocDtls.Dt,
      TotInvVal: 15680,
      ItemCnt: 2,
      MainHsnCode: '30049099',
      Irn: irn,
      IrnDt: document.ackDate,
    });
    // Any other key, here the IRP's encryption key: not its signature.
    expect(() => verifySignedQr(document.signedQrCode, emulator.publicKeyPem)).toThrow('the signature does not verify');
  });

  it('throws a duplicate as IrpError 2150 with the document registered before', async () => {
    const first = await shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/502'));
    const error = await refusal(shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'uma/26/502')));
    expect(error.details).toEqual([{ code: '2150', message: 'Duplicate IRN' }]);
    expect(error.duplicate).toEqual({ irn: first.irn, ackNo: first.ackNo, ackDate: first.ackDate });
  });

  it('gets a document by its IRN, and refuses an unknown one with 2283', async () => {
    const made = await shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/503'));
    expect(await shared.getByIrn(SELLER, made.irn)).toEqual(made);
    const error = await refusal(shared.getByIrn(SELLER, 'f'.repeat(64)));
    expect(error.details).toEqual([{ code: '2283', message: 'IRN details are not found' }]);
  });

  it('cancels within 24 hours, once: a second cancellation is refused with 9999', async () => {
    const made = await shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/504'));
    const cancelled = await shared.cancel(SELLER, made.irn, '2', 'Wrong rate on line 2');
    expect(cancelled.irn).toBe(made.irn);
    expect(cancelled.cancelDate).toMatch(IRP_TIME);
    expect(await shared.getByIrn(SELLER, made.irn)).toMatchObject({ status: 'CNL' });
    const again = await refusal(shared.cancel(SELLER, made.irn, '2', 'Wrong rate on line 2'));
    expect(again.details).toEqual([{ code: '9999', message: 'Invoice is not active' }]);
  });

  it('makes an e-way bill for 450 km valid 3 days, to midnight of the third', async () => {
    const made = await shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/505'));
    const bill = await shared.generateEwayBill(SELLER, {
      irn: made.irn,
      distance: 450,
      transMode: '1',
      vehNo: 'MH12AB1234',
      vehType: 'R',
    });
    expect(bill.ewbNo).toMatch(/^\d{12}$/);
    expect(bill.ewbValidTill).toBe(`${addDays(bill.ewbDate.slice(0, 10), 3)} 23:59:59`);
    expect(await shared.getByIrn(SELLER, made.irn)).toMatchObject({
      ewbNo: bill.ewbNo,
      ewbValidTill: bill.ewbValidTill,
    });
  });

  it('refuses a wrong password with 1005, the code the routes act on', async () => {
    const error = await refusal(client().getByIrn({ ...SELLER, password: 'Umiya@2025' }, 'f'.repeat(64)));
    expect(error.details).toEqual([{ code: '1005', message: 'Invalid login credentials' }]);
  });

  it('logs in once for several calls, and keeps the token', async () => {
    const fresh = client();
    let irn = '';
    const requests = await requestsOf(async () => {
      ({ irn } = await fresh.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/506')));
      await fresh.getByIrn(SELLER, irn);
    });
    expect(requests).toEqual(['/eivital/v1.04/auth', '/eicore/v1.03/Invoice', `/eicore/v1.03/Invoice/irn/${irn}`]);
  });

  it('does not take a document whose signature does not verify', async () => {
    const misled = createIrpClient({ ...connection, signingKey: emulator.publicKeyPem });
    const error = await refusal(misled.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/507')));
    expect(error.details[0]?.code).toBe('signature');
  });

  it('answers an IRP that cannot be reached with a plain IrpError, code network', async () => {
    const server = createServer();
    const url = await listen(server, 0);
    await closeServer(server);
    const error = await refusal(createIrpClient({ ...connection, apiUrl: url }).getByIrn(SELLER, 'f'.repeat(64)));
    expect(error.details).toEqual([
      { code: 'network', message: 'The e-invoice portal (IRP) could not be reached. Please try again in a minute.' },
    ]);
  });

  it('reads its settings (IRP_API_URL, IRP_CLIENT_ID, IRP_CLIENT_SECRET, IRP_PUBLIC_KEY, IRP_SIGNING_KEY)', async () => {
    const settings = localIrpSettings(emulator.url, emulator);
    const before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
    Object.assign(process.env, settings);
    try {
      const made = await irpClient().generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/508'));
      expect(verifySignedQr(made.signedQrCode).Irn).toBe(made.irn);
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) Reflect.deleteProperty(process.env, name);
        else process.env[name] = value;
      }
    }
  });

  it('refuses a cancellation after 24 hours with 2270, logging in again once the token has lapsed', async () => {
    const made = await shared.generate(SELLER, sampleEInvoice(SELLER.gstin, 'UMA/26/509'));
    await fetch(`${emulator.url}/_emulator/clock`, { method: 'POST', body: JSON.stringify({ hours: 25 }) });
    let error: IrpError | undefined;
    const requests = await requestsOf(async () => {
      error = await refusal(shared.cancel(SELLER, made.irn, '3', 'Order cancelled by buyer'));
    });
    expect(error?.details).toEqual([
      { code: '2270', message: 'The allowed cancellation time limit is crossed, you cannot cancel the IRN' },
    ]);
    // The kept token was 25 hours old: refused as 'Invalid Token', a new login, the cancellation again.
    expect(requests).toEqual(['/eicore/v1.03/Invoice/Cancel', '/eivital/v1.04/auth', '/eicore/v1.03/Invoice/Cancel']);
  });
});
