// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhrClass, type FakeAnswer, type SentRequest } from '../test/fake-xhr.ts';
import { getToken, resetMarkingFlags, saveUserInfo } from '../state/session.ts';
import { teacherUserInfo } from '../test/user-info.ts';
import { ApiError, call } from './client.ts';
import { formUpload } from './form-upload.ts';

const sent: SentRequest[] = [];
let answer: (request: SentRequest) => FakeAnswer;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMarkingFlags();
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass((request) => answer(request), sent));
  saveUserInfo(teacherUserInfo({ token: 'web-token' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const paper = { test_id: 31, may_edit: true, pages: [], cuts: [], pictures: [] };
const send = (file: File, progress: (fraction: number) => void) => {
  const upload = formUpload({ file }, progress);
  return call(upload.api.POST('/v1/pymt/test-paper-images', { params: { query: { test_id: 31 } }, ...upload.body }));
};

describe('a file sent as a multipart form', () => {
  it('carries the file as the form part `file` with the token and identity of every call, and reports its progress', async () => {
    answer = () => ({ status: 200, body: { code: 200, msg: '已上传 1 页原卷', data: paper }, headers: { 'Refresh-Token': 'renewed-token' } });
    const fractions: number[] = [];
    const file = new File([new Uint8Array(64)], '原卷.png', { type: 'image/png' });
    await expect(send(file, (fraction) => fractions.push(fraction))).resolves.toEqual(paper);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/v1/pymt/test-paper-images?test_id=31');
    expect(request.headers.authorization).toBe('Bearer web-token');
    expect(request.headers.appname).toBe('yuejuan-teacher');
    expect(request.headers['content-type']).toBeUndefined();
    expect((request.body as FormData).get('file')).toBe(file);
    expect(fractions).toEqual([0.5, 1, 1]);
    // the answer's renewed token replaces the stored one, as for every call
    expect(getToken('web')).toBe('renewed-token');
  });

  it("fails with the server's Chinese reason", async () => {
    answer = () => ({ status: 413, body: { code: 413, msg: '上传的文件超过 8 MB，不能上传', data: null } });
    const failure = await send(new File([new Uint8Array(8)], '大图.jpg', { type: 'image/jpeg' }), () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('上传的文件超过 8 MB，不能上传');
  });
});
