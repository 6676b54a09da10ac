import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Bill } from '@app/shared/bills/bill-record';
import type { ImageUpload } from '@app/shared/uploads';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { billKeys } from '../api/bill-keys';
import { billsQueryOptions } from '../api/list-bills';
import { presignDrop, sendBill } from '../api/upload-bill';
import { checkBillFile, dropProblem, percentOf } from '../bill-upload-checks';
import { BILL_PAGE_MESSAGES } from '../messages';

/** Files sent at once; the rest wait their turn (twenty 10 MB scans at once would choke a slow line). */
const AT_ONCE = 3;

export type UploadStage = 'checking' | 'waiting' | 'uploading' | 'starting' | 'failed';

/** A file on its way in; it leaves the list once the server has it as a bill. */
export interface BillUpload {
  id: string;
  fileName: string;
  stage: UploadStage;
  /** 0-100 while uploading. */
  percent: number;
  /** Why it did not get in (the shared messages, or the server's). */
  problem?: string;
}

/**
 * The upload queue: each dropped file is checked by its bytes; the drop's good files get their
 * presigned POSTs in one request (the server counts the drop, and says when the month's pages of
 * reading are used: `notice`); each is sent to S3 with its progress shown and handed to the server
 * to read, a few at a time. A file that fails stays in the list with why, until dismissed; one that
 * gets in becomes a row of the bills list at once.
 */
export function useBillUploads(companyId: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<BillUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef<{ id: string; file: File; upload: ImageUpload }[]>([]);
  const running = useRef(0);

  const update = useCallback((id: string, change: Partial<BillUpload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  }, []);

  const arrived = useCallback(
    (id: string, bill: Bill) => {
      setUploads((list) => list.filter((upload) => upload.id !== id));
      queryClient.setQueryData(billsQueryOptions(companyId).queryKey, (bills) => [bill, ...(bills ?? [])]);
      void queryClient.invalidateQueries({ queryKey: billKeys.list(companyId) });
    },
    [companyId, queryClient],
  );

  /** Starts queued files while fewer than AT_ONCE are on their way; each one ending starts the next. */
  const pump = useCallback(() => {
    const startNext = () => {
      while (running.current < AT_ONCE) {
        const next = queue.current.shift();
        if (!next) return;
        running.current += 1;
        update(next.id, { stage: 'uploading' });
        sendBill(companyId, next.upload, next.file, {
          onProgress: (fraction) => update(next.id, { percent: percentOf(fraction) }),
          onStored: () => update(next.id, { stage: 'starting', percent: 100 }),
        })
          .then((bill) => arrived(next.id, bill))
          .catch((error: unknown) =>
            update(next.id, { stage: 'failed', problem: failureMessage(error, BILL_PAGE_MESSAGES.uploadFailed) }),
          )
          .finally(() => {
            running.current -= 1;
            startNext();
          });
      }
    };
    startNext();
  }, [arrived, companyId, update]);

  const add = useCallback(
    async (files: readonly File[]) => {
      const tooMany = dropProblem(files.length);
      if (tooMany) {
        notify.error(tooMany);
        return;
      }
      const entries = files.map((file) => ({ id: crypto.randomUUID(), file }));
      setUploads((list) => [
        ...entries.map(({ id, file }) => ({ id, fileName: file.name, stage: 'checking' as const, percent: 0 })),
        ...list,
      ]);
      const good: { id: string; file: File; type: BillMediaType }[] = [];
      for (const { id, file } of entries) {
        const verdict = await checkBillFile(file);
        if (verdict.ok) good.push({ id, file, type: verdict.type });
        else update(id, { stage: 'failed', problem: verdict.problem });
      }
      if (good.length === 0) return;
      try {
        const drop = await presignDrop(companyId, good);
        setNotice(drop.notice);
        good.forEach(({ id, file }, i) => {
          const upload = drop.uploads[i];
          if (!upload) return;
          update(id, { stage: 'waiting' });
          queue.current.push({ id, file, upload });
        });
      } catch (error) {
        const problem = failureMessage(error, BILL_PAGE_MESSAGES.uploadFailed);
        for (const { id } of good) update(id, { stage: 'failed', problem });
        return;
      }
      pump();
    },
    [companyId, pump, update],
  );

  const dismiss = useCallback((id: string) => setUploads((list) => list.filter((upload) => upload.id !== id)), []);

  return { uploads, notice, add, dismiss };
}
