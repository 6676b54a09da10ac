import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type AuthorizerResult = { ok: true; claims: Record<string, string> } | { ok: false; description: string };

/**
 * API Gateway's JWT authorizer hands claims to the Lambda as strings, arrays flattened to
 * '[a b]'; handlers see the same here.
 */
function flattenClaims(payload: JwtPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.map(String).join(' ')}]`
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  );
}

/**
 * The local stand-in for API Gateway's Cognito JWT authorizer: RS256 signature against the pool's
 * JWKS, issuer, expiry, and audience (ID tokens: aud = client id; access tokens have no aud, so
 * client_id must match instead, as API Gateway does). cognito-local's issuer is http and its pool
 * ids start with local_, which CognitoJwtVerifier refuses, hence the generic JwtVerifier with cached JWKS.
 * The local signing key is public (it ships in cognito-local), so this trust exists only locally.
 */
export async function createJwtAuthorizer(options: { issuer: string; clientId: string }) {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      const audienceOk = payload.aud === options.clientId || payload.client_id === options.clientId;
      if (!audienceOk) throw new Error('the token was issued to another client');
      if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('not an ID or access token');
    },
  });
  const response = await fetch(jwksUri);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);

  return async (authorization: string | undefined): Promise<AuthorizerResult> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, description: 'no token' };
    try {
      return { ok: true, claims: flattenClaims(await verifier.verify(token)) };
    } catch (error) {
      return { ok: false, description: (error as Error).message };
    }
  };
}

export type JwtAuthorizer = Awaited<ReturnType<typeof createJwtAuthorizer>>;
