/**
 * The local IRP's time: the machine's, moved forward by `/_emulator/clock` so a test can let 24
 * hours pass (a cancellation's time limit, a token's 6 hours) without waiting. The IRP writes
 * times as 'YYYY-MM-DD HH:mm:ss' in India.
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export class IrpClock {
  constructor(public offsetMs = 0) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(hours: number): void {
    this.offsetMs += hours * 60 * 60 * 1000;
  }
}

/** 'YYYY-MM-DD HH:mm:ss' in India. */
export const istText = (millis: number) =>
  new Date(millis + IST_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);

/** The day in India, YYYY-MM-DD. */
export const istDay = (millis: number) => istText(millis).slice(0, 10);

/** An e-invoice date (DD/MM/YYYY) as YYYY-MM-DD. */
export const isoDay = (docDate: string) => docDate.split('/').reverse().join('-');
