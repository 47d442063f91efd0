/** Where the client fetches a stored scan (GET /v1/files/scans/{key}, with its bearer token). */
export function scanUrl(key: string): string {
  return `/v1/files/scans/${key}`;
}

/** A scan piece as the marking and analysis calls describe it. */
export function describePiece(piece: { storageKey: string; width: number; height: number; x: number; y: number }) {
  return { url: scanUrl(piece.storageKey), width: piece.width, height: piece.height, x: piece.x, y: piece.y };
}
