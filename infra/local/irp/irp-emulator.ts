import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import type { IrpCredentials } from '@app/functions/lib/einvoice/irp-api';
import { aesDecrypt, aesEncrypt } from '@app/functions/lib/einvoice/irp-crypto';
import * as z from '@app/shared/zod';
import { closeServer, listen } from '../listen';
import { LOCAL_IRP } from '../irp-local';
import { IrpClock, istText } from './irp-clock';
import { IrpDocuments, type IrpAnswer, type IrpDocumentsState } from './irp-documents';
import { generateIrpKeys, type IrpKeys } from './irp-keys';
import { IrpLogins, userSchema, type IrpLoginsState } from './irp-logins';
import { IrpRefusal, refusal } from './irp-refusal';
import { portalUpload } from './portal-upload';

export interface IrpEmulator {
  /** Where its API answers (what IRP_API_URL names). */
  url: string;
  /** The IRP's public key (IRP_PUBLIC_KEY): logins are encrypted with it. */
  publicKeyPem: string;
  /** The key that verifies what it signs (IRP_SIGNING_KEY). */
  signingPublicKeyPem: string;
  stop: () => Promise<void>;
}

interface IrpEmulatorState {
  keys: IrpKeys;
  clockOffsetMs: number;
  logins: IrpLoginsState;
  documents: IrpDocumentsState;
}

type IrpCall = (gstin: string, body: unknown) => IrpAnswer | Promise<IrpAnswer>;

interface Reply {
  status: number;
  body: unknown;
}

/** The body as JSON, `{}` when it is none. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        resolve({});
      }
    });
  });
}

/** The body's bytes as sent. */
function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A request's `Data`: base64 of what is encrypted. */
const dataOf = (body: unknown) => {
  const data = (body as { Data?: unknown } | null)?.Data;
  return typeof data === 'string' ? data : '';
};

const NO_SUCH_API: Reply = {
  status: 404,
  body: { Status: 0, ErrorDetails: [{ ErrorCode: '404', ErrorMessage: 'No such API' }] },
};

/** The API client's id and secret, in every request's headers, as the GSP's are. */
const knownClient = (headers: IncomingHttpHeaders) =>
  headers.client_id === LOCAL_IRP.clientId && headers.client_secret === LOCAL_IRP.clientSecret;

const clockSchema = z.object({ hours: z.number().check(z.positive()) });

/**
 * The local IRP (issue 36), started with the stack: NIC's e-invoice API (auth 1.04; generate,
 * get by IRN and cancel an IRN, e-way bill by IRN, 1.03) with its encryption, signatures, error
 * codes and rules, for the API users registered with it. `/_emulator/...` is its own control:
 * register a user, move its clock forward, list what is registered; `/portal/bulk-upload` is the
 * portal's bulk upload page (portal-upload.ts).
 */
export async function startIrpEmulator(options: {
  port: number;
  /** Where its keys, users and documents are kept between runs (`npm start`); in memory without. */
  stateFile?: string;
  users?: IrpCredentials[];
}): Promise<IrpEmulator> {
  const { stateFile } = options;
  const saved =
    stateFile && existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as IrpEmulatorState) : undefined;
  const keys = saved?.keys ?? generateIrpKeys();
  const clock = new IrpClock(saved?.clockOffsetMs);
  const logins = new IrpLogins(clock, keys.encryption.privateKey);
  const documents = new IrpDocuments(clock, keys.signing.privateKey);
  if (saved) {
    logins.restore(saved.logins);
    documents.restore(saved.documents);
  }
  for (const user of options.users ?? []) logins.register(user);
  const keep = () => {
    if (!stateFile) return;
    mkdirSync(dirname(stateFile), { recursive: true });
    const state: IrpEmulatorState = {
      keys,
      clockOffsetMs: clock.offsetMs,
      logins: logins.snapshot(),
      documents: documents.snapshot(),
    };
    writeFileSync(stateFile, JSON.stringify(state));
  };

  /** The API's calls after the login, given the user's GSTIN and the request's decrypted body. */
  const apiCall = (method: string, path: string): IrpCall | undefined => {
    const irn = /^\/eicore\/v1\.03\/Invoice\/irn\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && irn) return (gstin) => documents.get(gstin, decodeURIComponent(irn));
    if (method !== 'POST') return undefined;
    if (path === '/eicore/v1.03/Invoice') return (gstin, body) => documents.generate(gstin, body);
    if (path === '/eicore/v1.03/Invoice/Cancel') return (gstin, body) => documents.cancel(gstin, body);
    if (path === '/eiewb/v1.03/ewaybill') return (gstin, body) => documents.generateEwayBill(gstin, body);
    return undefined;
  };

  const logIn = async (req: IncomingMessage): Promise<Reply> => {
    if (!knownClient(req.headers)) throw refusal('invalidClient');
    const data = logins.logIn(req.headers, dataOf(await readJson(req)));
    return { status: 200, body: { Status: 1, Data: data, ErrorDetails: null, InfoDtls: null } };
  };

  const api = async (req: IncomingMessage, path: string): Promise<Reply> => {
    if (req.method === 'POST' && path === '/eivital/v1.04/auth') return logIn(req);
    const call = apiCall(req.method ?? 'GET', path);
    if (!call) return NO_SUCH_API;
    if (!knownClient(req.headers)) throw refusal('invalidClient');
    const session = logins.sessionOf(req.headers);
    const sek = Buffer.from(session.sek, 'base64');
    const body = req.method === 'POST' ? dataOf(await readJson(req)) : undefined;
    let request: unknown;
    try {
      request = body === undefined ? undefined : JSON.parse(aesDecrypt(sek, body).toString('utf8'));
    } catch {
      throw refusal('undecryptableData');
    }
    const answer = await call(session.gstin, request);
    const encrypted = aesEncrypt(sek, JSON.stringify(answer.data));
    return { status: 200, body: { Status: 1, Data: encrypted, ErrorDetails: null, InfoDtls: answer.info ?? null } };
  };

  const control = async (req: IncomingMessage, path: string): Promise<Reply> => {
    if (req.method === 'GET' && path === '/_emulator/documents') return { status: 200, body: documents.list() };
    if (req.method !== 'POST') return { status: 404, body: { error: 'no such control' } };
    const body = await readJson(req);
    if (path === '/_emulator/users') {
      const user = z.safeParse(userSchema, body);
      if (!user.success) return { status: 400, body: { error: 'gstin, username and password are required' } };
      logins.register(user.data);
      return { status: 200, body: { gstin: user.data.gstin, username: user.data.username } };
    }
    if (path === '/_emulator/clock') {
      const moved = z.safeParse(clockSchema, body);
      if (!moved.success) return { status: 400, body: { error: 'hours must be a positive number' } };
      clock.advance(moved.data.hours);
      return { status: 200, body: { now: istText(clock.now()) } };
    }
    return { status: 404, body: { error: 'no such control' } };
  };

  const reply = async (req: IncomingMessage): Promise<Reply> => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (pathname.startsWith('/_emulator/')) return await control(req, pathname);
      if (req.method === 'POST' && pathname === '/portal/bulk-upload') {
        return await portalUpload(documents, String(req.headers.gstin ?? ''), await readBytes(req));
      }
      return await api(req, pathname);
    } catch (error) {
      if (error instanceof IrpRefusal) {
        return { status: 200, body: { Status: 0, ErrorDetails: error.details, InfoDtls: error.info, Data: null } };
      }
      const message = error instanceof Error ? error.message : String(error);
      return { status: 500, body: { Status: 0, ErrorDetails: [{ ErrorCode: '500', ErrorMessage: message }] } };
    }
  };

  const server = createServer((req, res) => {
    void reply(req).then(({ status, body }) => {
      if (req.method !== 'GET') keep();
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    });
  });
  const url = await listen(server, options.port);
  keep();
  return {
    url,
    publicKeyPem: keys.encryption.publicKey,
    signingPublicKeyPem: keys.signing.publicKey,
    stop: () => closeServer(server),
  };
}
