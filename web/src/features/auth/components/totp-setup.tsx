import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';
import { useFinishTotpSetup, useTotpSecret } from '../api/totp-setup';
import { signInErrorMessage } from '../api/sign-in';
import { Notice } from './notice';
import { isTotpCode, TotpCodeInput } from './totp-code-input';

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Issue 31: an administrator without a second factor sets up an authenticator app: scan the QR
 * code (or type the secret), enter the code it shows. Then every session is signed out and
 * `onDone` signs in again, this time with a code.
 */
export function TotpSetup({ account, onDone }: { account: string; onDone: () => void }) {
  const secret = useTotpSecret(account);
  const finish = useFinishTotpSetup();
  const [code, setCode] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <Notice icon={ShieldCheck}>
        <p className="font-medium">Set up two-factor authentication</p>
        <p>
          The admin console needs a code from an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password...) at every sign-in. Scan this QR code with the app, or type the key into it.
        </p>
      </Notice>
      {secret.isError && <p className="text-destructive text-sm">{signInErrorMessage(secret.error)}</p>}
      {secret.data ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <QrCode value={secret.data.uri} label="QR code for your authenticator app" />
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="text-muted-foreground">Setup key</span>
            <code className="font-mono break-all" aria-label="Setup key">
              {grouped(secret.data.secret)}
            </code>
            <span className="text-muted-foreground">Account: {account}</span>
          </div>
        </div>
      ) : (
        !secret.isError && <Skeleton className="size-44" />
      )}
      <TotpCodeInput value={code} onChange={setCode} />
      <Button
        type="button"
        disabled={!secret.data || !isTotpCode(code) || finish.isPending}
        onClick={() =>
          finish.mutate(code, {
            onSuccess: () => {
              notify.success('Two-factor authentication is on');
              onDone();
            },
            onError: (error) => notify.error(signInErrorMessage(error)),
          })
        }
      >
        {finish.isPending ? 'Verifying...' : 'Verify and Turn On'}
      </Button>
    </div>
  );
}
