/** Hands a downloaded blob to the browser as a file (documents, QR PNGs, plans). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // revoke later: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
