import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A 6-digit code from an authenticator app: digits only, offered by the phone's one-time-code keyboard. */
export function TotpCodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="totp-code">Authentication Code</Label>
      <Input
        id="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </div>
  );
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
