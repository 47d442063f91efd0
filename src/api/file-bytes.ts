/**
 * The request options that send a file as its bytes (application/octet-stream), read whole, for the
 * calls whose contract takes the body's bytes: those uploads are at most a few megabytes and the
 * server tells each file's kind from its bytes. A call that takes a multipart form, with its
 * progress shown, goes through form-upload.ts.
 */
export async function fileBytes(file: Blob) {
  const bytes = await file.arrayBuffer();
  return {
    body: bytes as never,
    bodySerializer: (body: unknown) => body as ArrayBuffer,
    headers: { 'Content-Type': 'application/octet-stream' },
  };
}
