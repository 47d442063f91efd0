/**
 * Hands a file the page holds (a fetched download, a generated PDF) to the browser to save: a
 * download link to an object URL, clicked once and removed. The URL is given back a minute later:
 * the browser has taken the file by the time the click returns, but some take it only after.
 */
const REVOKE_AFTER_MS = 60_000;

export function saveFileAs(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
