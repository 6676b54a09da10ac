import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BILLS_PER_DROP } from '@app/shared/bills/bill-files';
import { indianDate } from '@app/shared/financial-year';
import { documentClient, tableName } from '#lib/db/client';

/**
 * How much one mail may bring in. Each company's bill address is its own secret, so a mail to
 * more than a handful of them (a trader mailing his few shops' books at once) is a harvested list.
 */
export const MAX_COMPANIES_PER_MAIL = 5;

/** As many as one drop on the Bills page: nobody attaches more bills than that to one mail by hand. */
export const MAX_BILLS_PER_MAIL = BILLS_PER_DROP;

/**
 * Held bills kept per company per day (India's date). Held bills come from senders nobody vouched
 * for; past this a flood of them would bury the Bills page (its latest 100) and cost storage, so
 * the rest of that day's held mail is not kept. A busy pharmacy gets a few dozen bills a day, and
 * its regular suppliers belong on the allowed senders.
 */
export const HELD_BILLS_PER_DAY = 50;

/** The day's count lives two days, long enough for any mail of that day (TTL, epoch seconds). */
const COUNT_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

const heldCountKey = (companyId: string, day: string) => ({ pk: `COMPANY#${companyId}`, sk: `MAILHELD#${day}` });

/**
 * Takes one of the day's held-bill places for the company, atomically (one UpdateItem, so mails
 * handled at once cannot both take the last place): 'kept' while there are places; 'full' for the
 * first bill past them, which is when the owner is told; 'refused' for every one after that.
 */
export async function takeHeldPlace(companyId: string, at: Date): Promise<'kept' | 'full' | 'refused'> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: heldCountKey(companyId, indianDate(at)),
        UpdateExpression: 'ADD held :one SET entity = :entity, expires_at = if_not_exists(expires_at, :expires)',
        // One past the places is let through once, so that exactly one bill learns the day is full.
        ConditionExpression: 'attribute_not_exists(held) OR held <= :places',
        ExpressionAttributeValues: {
          ':one': 1,
          ':entity': 'mail_held_count',
          ':expires': Math.floor(at.getTime() / 1000) + COUNT_LIFETIME_SECONDS,
          ':places': HELD_BILLS_PER_DAY,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.held) <= HELD_BILLS_PER_DAY ? 'kept' : 'full';
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'refused';
    throw error;
  }
}
