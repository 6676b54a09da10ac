import { randomBytes } from 'node:crypto';
import * as z from '@app/shared/zod';
import { IRP_ERRORS, IrpError, type IrpCredentials } from './irp-api';
import { aesDecrypt, aesEncrypt, rsaEncrypt } from './irp-crypto';
import { exchange, unreadable } from './irp-exchange';

/** How Hisaab reaches the IRP: as a GSP's API client, with the IRP's two public keys (PEM). */
export interface IrpConnection {
  apiUrl: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  /** Encrypts the login. */
  publicKey: string;
  /** Verifies what the IRP signs. */
  signingKey: string;
}

interface Session {
  authToken: string;
  /** The session's AES key: every request and answer after the login is encrypted with it. */
  sek: Buffer;
  /** A little before the token's expiry, so no request goes out with a token about to lapse. */
  renewAt: number;
}

/** A token is used until 10 minutes before it expires (they last 6 hours). */
const RENEW_BEFORE_MS = 10 * 60 * 1000;

const authDataSchema = z.object({ AuthToken: z.string(), Sek: z.string(), TokenExpiry: z.string() });

/** 'YYYY-MM-DD HH:mm:ss' in India, as the IRP writes times. */
const istMillis = (text: string) => Date.parse(`${text.replace(' ', 'T')}+05:30`);

const isInvalidToken = (error: unknown) =>
  error instanceof IrpError && error.details.some((detail) => detail.code === IRP_ERRORS.invalidCredentials);

/**
 * The IRP's sessions (NIC's auth API 1.04): one login per API user (GSTIN and user name), its
 * token and session key kept until shortly before the token expires, shared by concurrent requests;
 * a request refused with 'Invalid Token' (the IRP ended the session early) logs in again once.
 */
export class IrpSessions {
  private readonly sessions = new Map<string, Promise<Session>>();

  constructor(private readonly connection: IrpConnection) {}

  /** Sends `body` encrypted and resolves to the answer's Data decrypted. */
  async request(credentials: IrpCredentials, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const session = await this.session(credentials);
    try {
      return await this.send(credentials, session, method, path, body);
    } catch (error) {
      if (!isInvalidToken(error)) throw error;
      return this.send(credentials, await this.session(credentials, session), method, path, body);
    }
  }

  private async send(
    credentials: IrpCredentials,
    session: Session,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) {
    const data = await exchange(`${this.connection.apiUrl}${path}`, {
      method,
      headers: { ...(await this.headers(credentials)), AuthToken: session.authToken },
      body: body === undefined ? undefined : JSON.stringify({ Data: aesEncrypt(session.sek, JSON.stringify(body)) }),
    });
    if (typeof data !== 'string') throw unreadable();
    try {
      return JSON.parse(aesDecrypt(session.sek, data).toString('utf8')) as unknown;
    } catch {
      throw unreadable();
    }
  }

  /** The user's session: the kept one while it lasts (and is not `stale`), else a new login. */
  private async session(credentials: IrpCredentials, stale?: Session): Promise<Session> {
    const key = [this.connection.apiUrl, credentials.gstin, credentials.username].join(' ');
    const kept = this.sessions.get(key);
    if (kept) {
      const session = await kept.catch(() => undefined);
      if (session && session !== stale && Date.now() < session.renewAt) return session;
      // Another request logged in meanwhile: use its session.
      if (this.sessions.get(key) !== kept) return this.session(credentials, stale);
    }
    const fresh = this.logIn(credentials, stale !== undefined);
    this.sessions.set(key, fresh);
    fresh.catch(() => {
      if (this.sessions.get(key) === fresh) this.sessions.delete(key);
    });
    return fresh;
  }

  private async logIn(credentials: IrpCredentials, forceRefresh: boolean): Promise<Session> {
    const appKey = randomBytes(32);
    const login = JSON.stringify({
      UserName: credentials.username,
      Password: credentials.password,
      AppKey: appKey.toString('base64'),
      ForceRefreshAccessToken: forceRefresh,
    });
    const data = await exchange(`${this.connection.apiUrl}/eivital/v1.04/auth`, {
      method: 'POST',
      headers: await this.headers(credentials),
      body: JSON.stringify({ Data: rsaEncrypt(this.connection.publicKey, login) }),
    });
    const auth = authDataSchema.safeParse(data);
    if (!auth.success) throw unreadable();
    let sek: Buffer;
    try {
      sek = aesDecrypt(appKey, auth.data.Sek);
    } catch {
      throw unreadable();
    }
    if (sek.length !== 32) throw unreadable();
    return { authToken: auth.data.AuthToken, sek, renewAt: istMillis(auth.data.TokenExpiry) - RENEW_BEFORE_MS };
  }

  private async headers(credentials: IrpCredentials): Promise<Record<string, string>> {
    return {
      'content-type': 'application/json',
      client_id: this.connection.clientId,
      client_secret: await this.connection.clientSecret(),
      Gstin: credentials.gstin,
      user_name: credentials.username,
    };
  }
}
