import { describe, expect, it } from 'vitest';
import { ApiError, describeFailure, failureFromAnswer, statusMessage } from './request-errors.ts';

describe('statusMessage (spec 000 §8)', () => {
  it.each([
    [400, '错误请求'], [403, '拒绝访问'], [404, '请求错误，未找到该资源'], [405, '请求方法未允许'], [408, '请求超时'], [500, '服务器端出错'],
    [501, '网络未实现'], [502, '网络错误'], [503, '服务不可用'], [504, '网络超时'], [505, 'http版本不支持该请求'],
  ])('%i → %s', (status, text) => {
    expect(statusMessage(status)).toBe(text);
  });

  it('names any other status after "connection error"', () => {
    expect(statusMessage(418)).toBe('连接错误418');
    expect(statusMessage(599)).toBe('连接错误599');
  });
});

describe('describeFailure', () => {
  const answer = (status: number, code: number, msg: string) => failureFromAnswer(status, { code, msg, data: null });

  it('shows the server msg when there is one, the catalogue text otherwise', () => {
    expect(describeFailure(answer(400, 400, '参数 username 有误'), 'web').message).toBe('参数 username 有误');
    expect(describeFailure(failureFromAnswer(502, '<html>bad gateway</html>'), 'web').message).toBe('网络错误');
    expect(describeFailure(answer(500, 500, '   '), 'web').message).toBe('服务器端出错');
  });

  it('reports a 403 as "access denied" without ending the session', () => {
    const outcome = describeFailure(answer(403, 403, '没有访问权限'), 'web');
    expect(outcome.action).toBe('accessDenied');
    expect(outcome.statusText).toBe('拒绝访问');
  });

  it.each([
    ['ends the session on a 401 of an ordinary screen', '缺少 Authorization 令牌', 'web', 'endSession'],
    ['flags the marking token missing on a marking 401 that mentions Authorization', '请求缺少有效的 Authorization 令牌', 'marking', 'markingTokenMissing'],
    ['ends the session on any other marking 401', '用户名或密码错误', 'marking', 'endSession'],
  ] as const)('%s', (_, msg, client, action) => {
    expect(describeFailure(answer(401, 401, msg), client).action).toBe(action);
  });

  it('treats code 4000 as logged in elsewhere', () => {
    const outcome = describeFailure(answer(401, 4000, '您的账号已在其他地方登录'), 'marking');
    expect(outcome.action).toBe('loggedInElsewhere');
    expect(outcome.message).toBe('您的账号已在其他地方登录');
  });

  it('keeps the session on code 4010: the screen is locked, or the unlock password was wrong', () => {
    for (const client of ['web', 'marking'] as const) {
      const locked = describeFailure(answer(401, 4010, '屏幕已锁定，请先输入密码解锁'), client);
      expect(locked.action).toBe('screenLocked');
      expect(locked.message).toBe('屏幕已锁定，请先输入密码解锁');
      expect(describeFailure(answer(401, 4010, '解锁失败，请检查密码或联系管理员'), client).action).toBe('screenLocked');
    }
  });

  it('leaves other failures to the screen', () => {
    expect(describeFailure(answer(429, 429, '登录失败次数过多，请一分钟后再试'), 'web')).toEqual({
      message: '登录失败次数过多，请一分钟后再试',
      statusText: '连接错误429',
      action: 'none',
    });
    expect(describeFailure(answer(404, 404, ''), 'web').action).toBe('none');
  });

  it('reports a time-out as "request timeout" and no answer as a connection error', () => {
    expect(describeFailure({ kind: 'timeout', status: 0, code: 0, msg: '' }, 'web').message).toBe('请求超时');
    expect(describeFailure({ kind: 'network', status: 0, code: 0, msg: '' }, 'web').message).toBe('连接错误');
  });
});

describe('ApiError', () => {
  it('carries the message to show, the server msg and the codes', () => {
    const error = new ApiError(failureFromAnswer(401, { code: 4000, msg: '您的账号已在其他地方登录' }), 'marking');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('您的账号已在其他地方登录');
    expect(error.serverMsg).toBe('您的账号已在其他地方登录');
    expect(error.status).toBe(401);
    expect(error.code).toBe(4000);
    expect(error.action).toBe('loggedInElsewhere');
  });
});
