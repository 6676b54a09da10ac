import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactEnquiry } from '@app/shared/contact';
import { documentClient, tableName } from './client';

export type EnquiryRecord = ContactEnquiry & { enquiry_id: string; time: string; source_ip: string };

/** Enquiries are kept by month, newest last, for the team to read. */
const enquiryKey = (time: string, id: string) => ({ pk: `ENQUIRY#${time.slice(0, 7)}`, sk: `${time}#${id}` });

export async function saveEnquiry(enquiry: ContactEnquiry, sourceIp: string): Promise<EnquiryRecord> {
  const record: EnquiryRecord = {
    ...enquiry,
    enquiry_id: randomUUID(),
    time: new Date().toISOString(),
    source_ip: sourceIp,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...enquiryKey(record.time, record.enquiry_id), entity: 'enquiry', ...record },
    }),
  );
  return record;
}
