/**
 * The request options that send a file as its bytes (application/octet-stream), read whole: the
 * uploads of this platform are at most a few megabytes and the server tells each file's kind
 * from its bytes, not from a multipart form.
 */
export async function fileBytes(file: Blob) {
  const bytes = await file.arrayBuffer();
  return {
    body: bytes as never,
    bodySerializer: (body: unknown) => body as ArrayBuffer,
    headers: { 'Content-Type': 'application/octet-stream' },
  };
}
