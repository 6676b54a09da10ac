import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, rsaEncrypt, verifiedJwtPayload } from '@app/functions/lib/einvoice/irp-crypto';
import type { IrpCredentials } from '@app/functions/lib/einvoice/irp-api';
import { addDays } from '@app/shared/financial-year';
import { irnOf } from '@app/shared/einvoice/irn';
import { LOCAL_IRP } from '../irp-local';
import { startIrpEmulator, type IrpEmulator } from './irp-emulator';
import { sampleEInvoice } from './sample-einvoice';

/**
 * Issue 36: the local IRP's contract, spoken here byte by byte as NIC's e-invoice API documents
 * it (RSA login, AES-256-ECB session, Status 0 / 1 envelopes, RS256 signatures), so the one
 * client that talks to NIC in AWS is what the local stack and the tests run.
 */
const SELLER: IrpCredentials = { gstin: '27AAPFU0939F1ZV', username: 'umiya_api', password: 'Umiya@2026' };
const OTHER: IrpCredentials = { gstin: '29AABCT1332L1ZN', username: 'tumkur_api', password: 'Tumkur@2026' };
/** 'YYYY-MM-DD HH:mm:ss', as the IRP writes times (India). */
const IRP_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const CLIENT = { client_id: LOCAL_IRP.clientId, client_secret: LOCAL_IRP.clientSecret };

interface Envelope {
  Status: number;
  Data: unknown;
  ErrorDetails: { ErrorCode: string; ErrorMessage: string }[] | null;
  InfoDtls: { InfCd: string; Desc: unknown }[] | null;
}

interface Session {
  user: IrpCredentials;
  token: string;
  sek: Buffer;
}

let emulator: IrpEmulator;
const stateDir = mkdtempSync(join(tmpdir(), 'irp-emulator-'));

async function send(path: string, headers: Record<string, string>, body?: unknown): Promise<Envelope> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

function logInAnswer(user: IrpCredentials, appKey: Buffer, client = CLIENT) {
  const login = { UserName: user.username, Password: user.password, AppKey: appKey.toString('base64') };
  const body = {
    Data: rsaEncrypt(emulator.publicKeyPem, JSON.stringify({ ...login, ForceRefreshAccessToken: false })),
  };
  return send('/eivital/v1.04/auth', { ...client, Gstin: user.gstin }, body);
}

async function logIn(user: IrpCredentials): Promise<Session> {
  const appKey = randomBytes(32);
  const answer = await logInAnswer(user, appKey);
  const data = answer.Data as { AuthToken: string; Sek: string };
  return { user, token: data.AuthToken, sek: aesDecrypt(appKey, data.Sek) };
}

/** A call after the login: the body encrypted with the session key, the answer's Data decrypted. */
async function call(session: Session, path: string, body?: unknown) {
  const headers = { ...CLIENT, Gstin: session.user.gstin, user_name: session.user.username, AuthToken: session.token };
  const encrypted = body === undefined ? undefined : { Data: aesEncrypt(session.sek, JSON.stringify(body)) };
  const answer = await send(path, headers, encrypted);
  const data =
    typeof answer.Data === 'string'
      ? (JSON.parse(aesDecrypt(session.sek, answer.Data).toString('utf8')) as Record<string, unknown>)
      : undefined;
  return { ...answer, data };
}

const control = async (path: string, body?: unknown) =>
  (
    await fetch(`${emulator.url}/_emulator${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<unknown>;

const refusedWith = (code: string, message: string) => ({
  Status: 0,
  ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }],
});

const signedData = (jwt: string) =>
  JSON.parse((verifiedJwtPayload(jwt, emulator.signingPublicKeyPem) as { data: string }).data) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  emulator = await startIrpEmulator({ port: 0, stateFile: join(stateDir, 'state.json'), users: [SELLER] });
  await control('/users', OTHER);
});
afterAll(async () => {
  await emulator.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('the local IRP: logging in', () => {
  it("refuses an unknown API client and a wrong password in NIC's envelope, not encrypted", async () => {
    const appKey = randomBytes(32);
    const unknownClient = await logInAnswer(SELLER, appKey, { ...CLIENT, client_secret: 'not-the-secret' });
    expect(unknownClient).toMatchObject(refusedWith('1005', 'Invalid Client-ID/Client-Secret'));
    const wrongPassword = await logInAnswer({ ...SELLER, password: 'Umiya@2025' }, appKey);
    expect(wrongPassword).toMatchObject(refusedWith('1005', 'Invalid login credentials'));
    // A user is a GSTIN's: the same name and password under another GSTIN is no one.
    expect(await logInAnswer({ ...SELLER, gstin: OTHER.gstin }, appKey)).toMatchObject({ Status: 0 });
  });

  it('answers a token for 6 hours and a 32-byte session key only the app key opens', async () => {
    const appKey = randomBytes(32);
    const answer = await logInAnswer(SELLER, appKey);
    const data = answer.Data as Record<string, string>;
    expect(answer.Status).toBe(1);
    expect(data).toMatchObject({ ClientId: LOCAL_IRP.clientId, UserName: SELLER.username });
    expect(data.TokenExpiry).toMatch(IRP_TIME);
    const hoursLeft = (Date.parse(`${data.TokenExpiry?.replace(' ', 'T')}+05:30`) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(5.99);
    expect(hoursLeft).toBeLessThanOrEqual(6);
    expect(aesDecrypt(appKey, data.Sek ?? '')).toHaveLength(32);
    expect(() => aesDecrypt(randomBytes(32), data.Sek ?? '')).toThrow();
  });

  it("takes a token only with its own GSTIN and user in the headers ('Invalid Token')", async () => {
    const session = await logIn(SELLER);
    const borrowed = await call({ ...session, user: OTHER }, '/eicore/v1.03/Invoice/irn/anything');
    expect(borrowed).toMatchObject(refusedWith('1005', 'Invalid Token'));
  });
});

describe('the local IRP: generating an IRN', () => {
  let seller: Session;
  beforeAll(async () => {
    seller = await logIn(SELLER);
  });

  it("registers an e-invoice: the IRN of its GSTIN, year, type and number, an acknowledgement, the IRP's signatures", async () => {
    const invoice = sampleEInvoice(SELLER.gstin, 'UMA/2026/101');
    const answer = await call(seller, '/eicore/v1.03/Invoice', invoice);
    expect(answer).toMatchObject({ Status: 1, ErrorDetails: null, InfoDtls: null });
    const irn = await irnOf(SELLER.gstin, 'INV', 'UMA/2026/101', invoice.DocDtls.Dt);
    expect(answer.data).toMatchObject({ Irn: irn, Status: 'ACT', EwbNo: null, EwbDt: null, EwbValidTill: null });
    expect(answer.data?.AckNo).toMatch(/^\d{15}$/);
    expect(answer.data?.AckDt).toMatch(IRP_TIME);
    expect(signedData(String(answer.data?.SignedQRCode))).toEqual({
      SellerGstin: SELLER.gstin,
      BuyerGstin: '29AABCT1332L1ZN',
      DocNo: 'UMA/2026/101',
      DocTyp: 'INV',
      DocDt: invoice.DocDtls.Dt,
      TotInvVal: 15680,
      ItemCnt: 2,
      MainHsnCode: '30049099',
      Irn: irn,
      IrnDt: answer.data?.AckDt,
    });
    expect(signedData(String(answer.data?.SignedInvoice))).toEqual({
      ...invoice,
      Irn: irn,
      AckNo: answer.data?.AckNo,
      AckDt: answer.data?.AckDt,
    });
    const next = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA/2026/102'));
    expect(Number(next.data?.AckNo)).toBeGreaterThan(Number(answer.data?.AckNo));
  });

  it('refuses a document registered before, in any case of its number, naming the registered one (DUPIRN)', async () => {
    const first = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'uma-dup-1'));
    const again = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-DUP-1'));
    expect(again).toMatchObject({
      ...refusedWith('2150', 'Duplicate IRN'),
      InfoDtls: [
        { InfCd: 'DUPIRN', Desc: { AckNo: first.data?.AckNo, AckDt: first.data?.AckDt, Irn: first.data?.Irn } },
      ],
    });
  });

  it("refuses what NIC's schema refuses, one detail per problem", async () => {
    const invoice = sampleEInvoice(SELLER.gstin, '0-UMA-1');
    const answer = await call(seller, '/eicore/v1.03/Invoice', { ...invoice, ValDtls: { AssVal: 14000 } });
    expect(answer.Status).toBe(0);
    expect(answer.ErrorDetails?.map((detail) => detail.ErrorCode)).toEqual(['2140', '2140']);
    expect(answer.ErrorDetails?.map((detail) => detail.ErrorMessage.split(': ')[1])).toEqual([
      'DocDtls.No',
      'ValDtls.TotInvVal',
    ]);
  });

  it("refuses another GSTIN's invoice and a date ahead of today", async () => {
    const others = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(OTHER.gstin, 'T-1'));
    expect(others).toMatchObject(refusedWith('2143', 'Invoice does not belongs to the user GSTIN'));
    const ahead = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-9', '01/01/2099'));
    expect(ahead).toMatchObject(refusedWith('2163', 'Document date should not be a future date'));
  });

  it("gets a document by its IRN, and not another GSTIN's", async () => {
    const made = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-GET-1'));
    const got = await call(seller, `/eicore/v1.03/Invoice/irn/${String(made.data?.Irn)}`);
    expect(got.data).toEqual(made.data);
    const other = await logIn(OTHER);
    const theirs = await call(other, `/eicore/v1.03/Invoice/irn/${String(made.data?.Irn)}`);
    expect(theirs).toMatchObject(refusedWith('2283', 'IRN details are not found'));
  });
});

describe('the local IRP: e-way bills', () => {
  let seller: Session;
  beforeAll(async () => {
    seller = await logIn(SELLER);
  });
  const transport = { Distance: 45, TransMode: '1', VehNo: 'MH12AB1234', VehType: 'O' };

  it('makes one for an IRN, valid a day per 20 km for over-dimensional cargo, to midnight', async () => {
    const made = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-EWB-1'));
    const bill = await call(seller, '/eiewb/v1.03/ewaybill', { Irn: made.data?.Irn, ...transport });
    expect(bill.data?.EwbNo).toMatch(/^\d{12}$/);
    const day = String(bill.data?.EwbDt).slice(0, 10);
    // 45 km at 20 km a day: 3 days.
    expect(bill.data?.EwbValidTill).toBe(`${addDays(day, 3)} 23:59:59`);
    const again = await call(seller, '/eiewb/v1.03/ewaybill', { Irn: made.data?.Irn, ...transport });
    expect(again.ErrorDetails?.[0]?.ErrorCode).toBe('4009');
    const got = await call(seller, `/eicore/v1.03/Invoice/irn/${String(made.data?.Irn)}`);
    expect(got.data).toMatchObject({ EwbNo: bill.data?.EwbNo, EwbValidTill: bill.data?.EwbValidTill });
  });

  it('needs a vehicle or a transport document (Part-B)', async () => {
    const made = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-EWB-2'));
    const bill = await call(seller, '/eiewb/v1.03/ewaybill', { Irn: made.data?.Irn, Distance: 120, TransMode: '1' });
    expect(bill).toMatchObject(refusedWith('4002', 'Vehicle number or transport document number is required'));
  });

  it("makes one with the IRN when the invoice carries EwbDtls, and says why in InfoDtls when it can't", async () => {
    const invoice = { ...sampleEInvoice(SELLER.gstin, 'UMA-EWB-3'), EwbDtls: { Distance: 201, TransDocNo: 'LR-881' } };
    const made = await call(seller, '/eicore/v1.03/Invoice', invoice);
    expect(made.data?.EwbNo).toMatch(/^\d{12}$/);
    expect(made.data?.EwbValidTill).toBe(`${addDays(String(made.data?.EwbDt).slice(0, 10), 2)} 23:59:59`);
    const withoutPartB = { ...sampleEInvoice(SELLER.gstin, 'UMA-EWB-4'), EwbDtls: { Distance: 80 } };
    const irnOnly = await call(seller, '/eicore/v1.03/Invoice', withoutPartB);
    expect(irnOnly).toMatchObject({ Status: 1, InfoDtls: [{ InfCd: 'EWBERR' }] });
    expect(irnOnly.data).toMatchObject({ Status: 'ACT', EwbNo: null });
  });
});

describe('the local IRP: cancelling, and its clock', () => {
  it("cancels within 24 hours once, with a reason code, and only the GSTIN's own", async () => {
    const seller = await logIn(SELLER);
    const made = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-CNL-1'));
    const irn = String(made.data?.Irn);
    const noReason = await call(seller, '/eicore/v1.03/Invoice/Cancel', {
      Irn: irn,
      CnlRsn: '7',
      CnlRem: 'Wrong rate',
    });
    expect(noReason.ErrorDetails?.[0]?.ErrorCode).toBe('2141');
    const other = await call(await logIn(OTHER), '/eicore/v1.03/Invoice/Cancel', {
      Irn: irn,
      CnlRsn: '2',
      CnlRem: 'x',
    });
    expect(other).toMatchObject(refusedWith('2283', 'IRN details are not found'));
    const cancelled = await call(seller, '/eicore/v1.03/Invoice/Cancel', {
      Irn: irn,
      CnlRsn: '2',
      CnlRem: 'Wrong rate',
    });
    expect(cancelled.data?.Irn).toBe(irn);
    expect(cancelled.data?.CancelDate).toMatch(IRP_TIME);
    const twice = await call(seller, '/eicore/v1.03/Invoice/Cancel', { Irn: irn, CnlRsn: '2', CnlRem: 'Wrong rate' });
    expect(twice).toMatchObject(refusedWith('9999', 'Invoice is not active'));
    expect((await call(seller, `/eicore/v1.03/Invoice/irn/${irn}`)).data).toMatchObject({ Status: 'CNL' });
    // A cancelled document is still registered: its number cannot be used again.
    const reused = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-CNL-1'));
    expect(reused.ErrorDetails?.[0]?.ErrorCode).toBe('2150');
  });

  it('lets 25 hours pass at a word: the token has expired and the time to cancel is over', async () => {
    const seller = await logIn(SELLER);
    const made = await call(seller, '/eicore/v1.03/Invoice', sampleEInvoice(SELLER.gstin, 'UMA-CNL-2'));
    const { now } = (await control('/clock', { hours: 25 })) as { now: string };
    expect(Date.parse(`${now.replace(' ', 'T')}+05:30`) - Date.now()).toBeGreaterThan(24.9 * 3_600_000);
    const cancel = { Irn: made.data?.Irn, CnlRsn: '4', CnlRem: 'Order withdrawn' };
    expect(await call(seller, '/eicore/v1.03/Invoice/Cancel', cancel)).toMatchObject(
      refusedWith('1005', 'Invalid Token'),
    );
    const late = await call(await logIn(SELLER), '/eicore/v1.03/Invoice/Cancel', cancel);
    expect(late).toMatchObject(
      refusedWith('2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN'),
    );
  });
});

describe('the local IRP: its own controls and its state', () => {
  it('lists what is registered, and refuses a user without a password', async () => {
    const documents = (await control('/documents')) as { irn: string; gstin: string; status: string }[];
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.every((document) => document.gstin === SELLER.gstin)).toBe(true);
    expect(await control('/users', { gstin: OTHER.gstin, username: 'x' })).toEqual({
      error: 'gstin, username and password are required',
    });
  });

  it('keeps its keys, users and documents across a restart', async () => {
    const before = (await control('/documents')) as unknown[];
    const { publicKeyPem, signingPublicKeyPem } = emulator;
    await emulator.stop();
    emulator = await startIrpEmulator({ port: 0, stateFile: join(stateDir, 'state.json') });
    expect(emulator).toMatchObject({ publicKeyPem, signingPublicKeyPem });
    expect(await control('/documents')).toEqual(before);
    const other = await logIn(OTHER);
    expect(other.sek).toHaveLength(32);
  });
});
