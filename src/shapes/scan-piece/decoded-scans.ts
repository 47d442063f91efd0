/**
 * Scan pictures the browser has already decoded, by address. A scan-piece shape showing one of
 * them is visible from its first frame instead of waiting for its load event; the decoded
 * picture is held here until its address is given up.
 */
const decoded = new Map<string, HTMLImageElement>();

/** Decodes a picture ahead of showing it; a failure only means it is shown the ordinary way. */
export function decodeScan(url: string): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => void decoded.set(url, image),
    () => undefined,
  );
}

export function isScanDecoded(url: string): boolean {
  return decoded.has(url);
}

export function forgetScan(url: string): void {
  decoded.delete(url);
}
