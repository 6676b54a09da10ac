import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Why a token was refused, in fixed words: the verifier's own error text can hold bytes of the
 * token (a U+FFFD from a bad base64 segment), and this text goes into the www-authenticate header,
 * where such a byte made Node's writeHead throw. Nothing a client sends is echoed back.
 */
export type RefusalReason = 'no token' | 'the token has expired' | 'the token is invalid';

export type AuthorizerResult = { ok: true; claims: Record<string, string> } | { ok: false; description: RefusalReason };

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

/** Seconds a token's iat may lie in the future (clock skew between the pool and this machine). */
const CLOCK_SKEW_SECONDS = 300;

/**
 * The claims API Gateway's JWT authorizer insists on, beyond the signature and issuer: an expiry
 * (a token without one would be good forever, and cognito-local's signing key is public), an
 * issue time not in the future, an ID or access token, and this app client (ID tokens: aud;
 * access tokens have no aud, so client_id).
 */
function checkClaims(payload: JwtPayload, clientId: string) {
  if (typeof payload.exp !== 'number') throw new Error('the token has no expiry');
  if (typeof payload.iat !== 'number') throw new Error('the token has no issue time');
  if (payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('the token was issued in the future');
  if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('not an ID or access token');
  const audienceOk = payload.token_use === 'id' ? payload.aud === clientId : payload.client_id === clientId;
  if (!audienceOk) throw new Error('the token was issued to another client');
}

/**
 * The local stand-in for API Gateway's Cognito JWT authorizer: RS256 signature against the pool's
 * JWKS, issuer, expiry, and the claims above. cognito-local's issuer is http and its pool ids start
 * with local_, which CognitoJwtVerifier refuses, hence the generic JwtVerifier with cached JWKS.
 * The local signing key is public (it ships in cognito-local), so this trust exists only locally.
 */
export async function createJwtAuthorizer(options: { issuer: string; clientId: string }) {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => checkClaims(payload, options.clientId),
  });
  const response = await fetch(jwksUri);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);

  return async (authorization: string | undefined): Promise<AuthorizerResult> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, description: 'no token' };
    try {
      return { ok: true, claims: flattenClaims(await verifier.verify(token)) };
    } catch (error) {
      return {
        ok: false,
        description: error instanceof JwtExpiredError ? 'the token has expired' : 'the token is invalid',
      };
    }
  };
}

export type JwtAuthorizer = Awaited<ReturnType<typeof createJwtAuthorizer>>;
