import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StackInfo } from '../../infra/local/stack-info';
import { apiCaller } from './bench-kit';
import { benchUser } from './bench-user';
import { seedBooks } from './seed-books';

/** How long a signed-in token is used before signing in again (Cognito's ID tokens last an hour). */
const TOKEN_REUSE_MS = 45 * 60_000;

export type SeededCompany = Awaited<ReturnType<typeof seedBooks>>;

/**
 * The two companies a scale benchmark compares, 'Bench Pharma Distributors' of `big` vouchers and
 * 'Bench Corner Chemist' of `small`, each with `products` products, seeded as seed-books.ts says,
 * and the bench user's API caller and token. With a state directory (BENCH_STATE_DIR) they are seeded once
 * and named in `<stateDir>/<file>-<big>-<small>.json`; later runs read that file.
 */
export async function benchCompanies(
  info: StackInfo,
  options: { big: number; small: number; products: number; customers?: number; stateDir?: string; file: string },
) {
  const { idToken, claims } = await benchUser(info);
  // Seeding 100,000 vouchers takes longer than an ID token lives (an hour): sign in again before then.
  const session = { token: idToken, until: Date.now() + TOKEN_REUSE_MS };
  const freshToken = async () => {
    if (Date.now() > session.until) {
      Object.assign(session, { token: (await benchUser(info)).idToken, until: Date.now() + TOKEN_REUSE_MS });
    }
    return session.token;
  };
  const call = apiCaller(info, freshToken);
  const seed = (name: string, vouchers: number) =>
    seedBooks(call, { name, vouchers, products: options.products, customers: options.customers, actorId: claims.sub });
  const seededFile = options.stateDir && join(options.stateDir, `${options.file}-${options.big}-${options.small}.json`);
  const [big, small] =
    seededFile && existsSync(seededFile)
      ? (JSON.parse(readFileSync(seededFile, 'utf8')) as [SeededCompany, SeededCompany])
      : [await seed('Bench Pharma Distributors', options.big), await seed('Bench Corner Chemist', options.small)];
  if (seededFile) writeFileSync(seededFile, JSON.stringify([big, small]));
  return { call, idToken, big, small };
}
