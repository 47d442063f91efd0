/**
 * Object URLs as a component test sees them: URL.createObjectURL and URL.revokeObjectURL recorded
 * for every test of a file, so that a test can say which pictures were made and which given back.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface ObjectUrls {
  /** the URLs made, in order: `blob:<name>-1`, `blob:<name>-2`, … */
  made: string[];
  revoked: string[];
}

/** Records the object URLs of each test of the file; the lists are emptied before each test. */
export function recordObjectUrlsPerTest(name: string): ObjectUrls {
  const urls: ObjectUrls = { made: [], revoked: [] };
  beforeEach(() => {
    urls.made.length = 0;
    urls.revoked.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      urls.made.push(`blob:${name}-${urls.made.length + 1}`);
      return urls.made[urls.made.length - 1];
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void urls.revoked.push(url));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return urls;
}
