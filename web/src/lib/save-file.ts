/**
 * Saves a file the app made or fetched, under `fileName`, through a temporary link. The link's URL
 * is freed a moment after: the save has read it by the time the click returns, with grace for
 * slow browsers.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
