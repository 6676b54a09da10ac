import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#lib/db/client';

/**
 * The same mail delivered twice keeps its bills once (issue 34). Two ways a mail comes twice:
 * - sent again whole (a supplier's resend, a forward of the same message, a mail server's
 *   retry): SES gives every delivery its own id, but the mail keeps its Message-ID header, so
 *   bills are named after that header and the sender (mailIdentity) and a second delivery finds
 *   them kept;
 * - the same file in a new mail (the supplier's system mails the bill again, a second reminder):
 *   the sender's file is claimed for a day (claimMailedFile), and another mail of the same bytes
 *   from the same sender to the same company within that day keeps nothing.
 */

/** A file is the sender's once a day: the claim lives that long (TTL, epoch seconds). */
export const SAME_FILE_SECONDS = 24 * 60 * 60;

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\n');
  return hash.digest('hex');
};

/**
 * What names a mail's bills: its own Message-ID with its sender (a forger reusing someone's
 * Message-ID names other bills), or SES's id of the delivery when the mail has none.
 */
export function mailIdentity(headerMessageId: string | undefined, sesMessageId: string, sender: string): string {
  const header = headerMessageId?.trim();
  return header ? sha256('message-id', header.toLowerCase(), sender) : sha256('ses', sesMessageId);
}

const claimKey = (companyId: string, sender: string, bytes: Uint8Array) => ({
  pk: `COMPANY#${companyId}`,
  sk: `MAILFILE#${sha256(sender, bytes)}`,
});

/**
 * Claims a mailed file for the bill about to keep it: true when the company has not had these
 * bytes from this sender within the day, or when the claim is this bill's own (a retry of the
 * same delivery); false when another bill holds them.
 */
export async function claimMailedFile(
  companyId: string,
  sender: string,
  bytes: Uint8Array,
  billId: string,
  at: Date,
): Promise<boolean> {
  const now = Math.floor(at.getTime() / 1000);
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...claimKey(companyId, sender, bytes),
          entity: 'mail_file',
          bill_id: billId,
          expires_at: now + SAME_FILE_SECONDS,
        },
        // TTL deletes late: an expired claim is no claim.
        ConditionExpression: 'attribute_not_exists(sk) OR expires_at < :now OR bill_id = :bill',
        ExpressionAttributeValues: { ':now': now, ':bill': billId },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a claim back when its bill was not kept after all (the day's held places were full). */
export async function releaseMailedFile(companyId: string, sender: string, bytes: Uint8Array, billId: string) {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: claimKey(companyId, sender, bytes),
        ConditionExpression: 'bill_id = :bill',
        ExpressionAttributeValues: { ':bill': billId },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
