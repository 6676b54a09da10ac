import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { IrpCredentials } from '@app/functions/lib/einvoice/irp-api';
import { aesEncrypt } from '@app/functions/lib/einvoice/irp-crypto';
import * as z from '@app/shared/zod';
import { istText, type IrpClock } from './irp-clock';
import { rsaDecryptPkcs1 } from './irp-keys';
import { refusal } from './irp-refusal';

/**
 * The local IRP's API users and their sessions (NIC's auth API 1.04). A login is RSA-encrypted
 * with the IRP's public key and carries the client's AES app key; the answer is a token for 6
 * hours and a session key (SEK) encrypted with that app key. Every later request names the
 * GSTIN, the user and the token in its headers.
 */
export interface IrpSession {
  gstin: string;
  username: string;
  token: string;
  /** base64 of the 32-byte session key. */
  sek: string;
  expiresAt: number;
}

export interface IrpLoginsState {
  users: IrpCredentials[];
  sessions: IrpSession[];
}

const TOKEN_HOURS = 6;

const loginSchema = z.object({
  UserName: z.string(),
  Password: z.string(),
  AppKey: z.string(),
  ForceRefreshAccessToken: z.optional(z.boolean()),
});

export const userSchema = z.object({ gstin: z.string(), username: z.string(), password: z.string() });

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export class IrpLogins {
  private readonly users = new Map<string, IrpCredentials>();
  private sessions = new Map<string, IrpSession>();

  constructor(
    private readonly clock: IrpClock,
    private readonly decryptionKey: string,
  ) {}

  /** Registers an API user, or changes its password (`/_emulator/users`). */
  register(user: IrpCredentials): void {
    this.users.set(`${user.gstin} ${user.username}`, user);
  }

  /** `POST /eivital/v1.04/auth` with the request's Data: the answer's Data (not encrypted; its Sek is, with the app key). */
  logIn(headers: IncomingHttpHeaders, data: string) {
    const gstin = header(headers, 'gstin');
    if (!gstin) throw refusal('headerGstin');
    let login: z.infer<typeof loginSchema>;
    try {
      login = loginSchema.parse(JSON.parse(rsaDecryptPkcs1(this.decryptionKey, data).toString('utf8')));
    } catch {
      throw refusal('undecryptableLogin');
    }
    const appKey = Buffer.from(login.AppKey, 'base64');
    if (appKey.length !== 32) throw refusal('undecryptableAppKey');
    const user = this.users.get(`${gstin} ${login.UserName}`);
    if (user?.password !== login.Password) throw refusal('invalidLogin');
    const session: IrpSession = {
      gstin,
      username: user.username,
      token: randomBytes(18).toString('base64url'),
      sek: randomBytes(32).toString('base64'),
      expiresAt: this.clock.now() + TOKEN_HOURS * 60 * 60 * 1000,
    };
    this.dropExpired();
    this.sessions.set(session.token, session);
    return {
      ClientId: header(headers, 'client_id'),
      UserName: user.username,
      AuthToken: session.token,
      Sek: aesEncrypt(appKey, Buffer.from(session.sek, 'base64')),
      TokenExpiry: istText(session.expiresAt),
    };
  }

  /** The session a request's headers name: its token, for the same GSTIN and user, not expired. */
  sessionOf(headers: IncomingHttpHeaders): IrpSession {
    const session = this.sessions.get(header(headers, 'authtoken') ?? '');
    const valid =
      session !== undefined &&
      session.gstin === header(headers, 'gstin') &&
      session.username === header(headers, 'user_name') &&
      session.expiresAt > this.clock.now();
    if (!valid) throw refusal('invalidToken');
    return session;
  }

  private dropExpired() {
    for (const [token, session] of this.sessions)
      if (session.expiresAt <= this.clock.now()) this.sessions.delete(token);
  }

  snapshot(): IrpLoginsState {
    return { users: [...this.users.values()], sessions: [...this.sessions.values()] };
  }

  restore(state: IrpLoginsState): void {
    for (const user of state.users) this.register(user);
    this.sessions = new Map(state.sessions.map((session) => [session.token, session]));
  }
}
