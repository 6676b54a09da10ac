import { readAccess, type AccessRecord } from '#lib/db/access';

/**
 * Issue 31: how long a Lambda container trusts an access record that let a caller in. A disabled
 * user, or an administrator taken out of the admin group, is refused within this time although
 * their ID token stays valid for an hour.
 */
export const ACCESS_TRUSTED_MS = 60_000;

/** Past this many callers a container forgets them all rather than grow without end. */
const MAX_REMEMBERED = 10_000;

const remembered = new Map<string, { access: AccessRecord; readAt: number }>();

/**
 * The caller's access record, for a decision `admits` makes. A record that admitted this caller
 * within the last minute is used again (one GetItem per caller per minute per container);
 * anything else is read afresh, so a refusal is always current and a permission at most a minute
 * old.
 */
export async function callerAccess(userId: string, admits: (access: AccessRecord) => boolean): Promise<AccessRecord> {
  const now = Date.now();
  const last = remembered.get(userId);
  if (last && now - last.readAt < ACCESS_TRUSTED_MS && admits(last.access)) return last.access;
  const access = await readAccess(userId);
  if (remembered.size > MAX_REMEMBERED) remembered.clear();
  // Kept whatever it says: it is used again only where it admits.
  remembered.set(userId, { access, readAt: now });
  return access;
}
