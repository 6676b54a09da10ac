import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './share-text';

describe("the buyer's WhatsApp number (issue 37)", () => {
  it('is an Indian mobile number however the invoice writes it, as 91 and its ten digits', () => {
    expect(
      ['+91 9820012345', '9820012345', '+91-98200-12345', '09820012345', '919820012345'].map(whatsappNumber),
    ).toEqual(Array(5).fill('919820012345'));
  });

  it('is none for a landline, a short number, another country or no phone', () => {
    expect(['022 2345 678', '02223456789', '12345', '+971 501234567', '', null].map(whatsappNumber)).toEqual(
      Array(6).fill(null),
    );
  });
});
