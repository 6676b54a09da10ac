import { indianDateTime } from '@/lib/format';

/** The IRP's 'YYYY-MM-DD HH:mm:ss' (India time, no zone). */
const IRP_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A time the IRP gave (acknowledged, cancelled) as Indian users read it. The IRP writes India time
 * without a zone; a time the server set itself is ISO. Anything else is shown as it came.
 */
export function irpTimeText(text: string): string {
  const at = IRP_TIME.test(text) ? `${text.replace(' ', 'T')}+05:30` : text;
  return Number.isNaN(Date.parse(at)) ? text : indianDateTime(at);
}
