/**
 * What a failure says to the user: a call's error carries the server's message (or the request
 * layer's own Chinese text), anything else thrown is shown as it prints.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
