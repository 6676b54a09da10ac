import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT } from '@app/shared/prerendered-pages';

/** Razorpay Checkout (plans): its script, the frame it opens, and the API the two call. */
export const RAZORPAY_HOSTS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'] as const;
/** Where Checkout.js reports its own errors and timings (it calls it from the page). */
export const RAZORPAY_TELEMETRY = 'https://lumberjack.razorpay.com';

/** The one inline script the pages carry (the theme and a session's client-only pages), by its hash. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The web app's Content-Security-Policy. Its own origin serves the app and the API (/api/*); the
 * other hosts the browser talks to are named exactly: Cognito's user pool endpoint in the app's
 * region (sign-in, refresh), the uploads bucket's regional host (presigned uploads, and the
 * presigned addresses images and bills are shown from), and Razorpay Checkout.
 */
export function contentSecurityPolicy({ region, uploadsBucket }: { region: string; uploadsBucket: string }) {
  const cognito = `https://cognito-idp.${region}.amazonaws.com`;
  const uploads = `https://${uploadsBucket}.s3.${region}.amazonaws.com`;
  const razorpay = RAZORPAY_HOSTS.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_PAINT_SCRIPT_HASH} ${razorpay}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${uploads}`,
    `connect-src 'self' ${cognito} ${uploads} ${razorpay} ${RAZORPAY_TELEMETRY}`,
    `frame-src ${razorpay}`,
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** What the API's answers need: nothing loads from them, and nothing frames them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
