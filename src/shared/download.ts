/** Saves text as a file on the reader's device (a temporary link to a Blob of `type`). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: the browser reads the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}
