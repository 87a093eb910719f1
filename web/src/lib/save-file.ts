/** Hands a file to the browser's download manager, as if the visitor had clicked a link to it. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: the browser reads the blob asynchronously once the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
