import { describe, expect, it } from 'vitest';
import { UPI_ID_PATTERN, upiPaymentUri } from './upi';

describe('the UPI payment link of a shared invoice', () => {
  it('carries the payee, the amount due in rupees and the invoice, each field encoded', () => {
    const uri = upiPaymentUri({
      vpa: 'vermamedical@okhdfcbank',
      payeeName: 'Verma Medical Stores & Co',
      amount: 1_23_456_70,
      invoiceNumber: 'SI/26-27/0044',
    });
    expect(uri).toBe(
      'upi://pay?pa=vermamedical%40okhdfcbank&pn=Verma%20Medical%20Stores%20%26%20Co&tr=SI%2F26-27%2F0044&tn=Invoice%20SI%2F26-27%2F0044&am=123456.70&cu=INR',
    );
    const fields = Object.fromEntries(new URL(uri.replace('upi://', 'https://upi.example/')).searchParams);
    expect(fields).toEqual({
      pa: 'vermamedical@okhdfcbank',
      pn: 'Verma Medical Stores & Co',
      tr: 'SI/26-27/0044',
      tn: 'Invoice SI/26-27/0044',
      am: '123456.70',
      cu: 'INR',
    });
  });

  it('knows a UPI ID from other text', () => {
    expect(['asha@okicici', 'verma.medical-1@ybl', '9876543210@paytm'].every((id) => UPI_ID_PATTERN.test(id))).toBe(
      true,
    );
    expect(['asha', '@okicici', 'asha@', 'asha@1bank', 'asha @okicici'].some((id) => UPI_ID_PATTERN.test(id))).toBe(
      false,
    );
  });
});
