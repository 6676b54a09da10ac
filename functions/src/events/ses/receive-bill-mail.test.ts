import { describe, expect, it } from 'vitest';
import { handler } from './receive-bill-mail';

describe('the mail receiver given an event that is not a receipt notification', () => {
  it('ignores it without failing, so nothing is retried or kept for a redrive', async () => {
    const events = [
      {},
      { Records: [{}] },
      { Records: [{ ses: { mail: { messageId: '../../uploads/bills/x' }, receipt: { recipients: [] } } }] },
      { Records: [{ ses: { mail: { messageId: 'o3vrnil0e2ic28trm7dfhrc2v0clambda4nbp0g1' } } }] },
    ];
    for (const event of events) await expect(handler(event as never)).resolves.toBeUndefined();
  });
});
