import { useMutation } from '@tanstack/react-query';
import { printPublicInvoice } from '@app/shared/api/routes/sharing/print-public-invoice';
import { fetchFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/** Saves the shared invoice's PDF, under the server's name for it (else the invoice's number). */
export const useDownloadPublicInvoice = (token: string, invoiceNumber: string) =>
  useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await fetchFile(printPublicInvoice, { params: { token } });
      saveBlob(blob, fileName ?? `Invoice-${invoiceNumber.replace(/[^\w-]+/g, '-')}.pdf`);
    },
  });
