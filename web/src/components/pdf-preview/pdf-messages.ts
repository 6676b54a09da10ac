/** Spec 001, 2 (Invoice PDF preview drawer) and 8 (print, download, share): their words, exactly. */
export const PDF_MESSAGES = {
  generating: 'Generating and fetching pdf from server...',
  loading: 'Loading Pdf...',
  notAvailable: 'Preview Not Available',
  loadFailed: 'Failed to load PDF',
  unsupported: 'This file type is not supported for preview',
  downloaded: 'Invoice downloaded successfully!',
  downloadFailed: 'Failed to download invoice',
  popupBlocked: 'Unable to open print window. Please allow popups.',
  sharing: 'Opening Sharing window...',
  shared: 'Invoice sharing opened successfully!',
  shareWindowFailed: 'Failed to open sharing window.',
  sharedAsDownload: 'Invoice downloaded (sharing not supported)',
  shareFailed: 'Failed to share invoice',
} as const;
