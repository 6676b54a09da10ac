import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { BILL_MESSAGES, MAX_ALLOWED_SENDERS } from '@app/shared/bills/bill-record';
import { EMAIL_PATTERN } from '@app/shared/validation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface AllowedSendersProps {
  ownerEmail: string | null;
  senders: readonly string[];
  saving: boolean;
  /** Saves the whole list; resolves whether it was saved. */
  onSave: (senders: string[]) => Promise<boolean>;
}

/** Why an address cannot be added, in the API's words, or undefined. */
export function senderProblem(address: string, senders: readonly string[]): string | undefined {
  if (!EMAIL_PATTERN.test(address) || address.length > 254) return BILL_MESSAGES.sender;
  if (senders.length >= MAX_ALLOWED_SENDERS) return BILL_MESSAGES.tooManySenders;
  return undefined;
}

/**
 * Whose e-mailed bills are read straight away: the owner always, and the addresses listed here,
 * once SES verified the mail came from them. Anything else is held until someone reads it.
 */
export function AllowedSenders({ ownerEmail, senders, saving, onSave }: AllowedSendersProps) {
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = async () => {
    const typed = address.trim().toLowerCase();
    if (senders.includes(typed) || typed === ownerEmail?.toLowerCase()) {
      setAddress('');
      return;
    }
    const refused = senderProblem(typed, senders);
    setProblem(refused);
    if (!refused && (await onSave([...senders, typed]))) setAddress('');
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id="allowed-senders-label">
        Allowed senders
      </p>
      <ul aria-labelledby="allowed-senders-label" className="flex flex-wrap gap-1.5">
        {ownerEmail && (
          <li className="max-w-full min-w-0">
            <Badge variant="secondary" className="max-w-full">
              <span className="min-w-0 truncate">{ownerEmail}</span>
              <span className="shrink-0 font-normal">(you, always allowed)</span>
            </Badge>
          </li>
        )}
        {senders.map((sender) => (
          <li key={sender} className="max-w-full min-w-0">
            <Badge variant="outline" className="max-w-full pr-0.5">
              <span className="min-w-0 truncate">{sender}</span>
              <button
                type="button"
                aria-label={`Remove ${sender}`}
                disabled={saving}
                className="hover:bg-muted rounded p-0.5"
                onClick={() => void onSave(senders.filter((other) => other !== sender))}
              >
                <X className="size-3" />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <form
        className="flex gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Input
          type="email"
          aria-label="Sender's e-mail address"
          placeholder="accounts@supplier.in"
          value={address}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? 'sender-problem' : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button type="submit" variant="outline" disabled={saving || address.trim() === ''}>
          <Plus /> Allow
        </Button>
      </form>
      {problem && (
        <p id="sender-problem" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <p className="text-muted-foreground text-xs">
        Bills e-mailed by anyone else, or by an address whose mail could not be verified, are held until you choose to
        read them.
      </p>
    </div>
  );
}
