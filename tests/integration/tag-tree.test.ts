/**
 * The knowledge-tag tree (GET /v1/question/tag-tree) on the demo school's question bank: each
 * subject with its tags and how many questions carry each; one subject on request; a school of its own (made through a setup link)
 * sees the public bank's tags but not the demo school's own questions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoTestApp, openSchoolBySetupLink, sharedByFile } from './helpers.ts';

interface SubjectTags {
  id: number;
  name: string;
  children: { id: number; name: string; question_count: number }[];
}

const server = sharedByFile(() => openDemoTestApp(6));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await openSchoolBySetupLink(server, server.call, { school_name: '新学校', username: 'new_admin', real_name: '孙老师' });
  for (const username of ['marker01', 'new_admin']) tokens[username] = (await signIn(server.call, username, DEMO_PASSWORD)).token;
});

const tree = async (token: string, query = '') => (await server.call<{ result: SubjectTags[] }>('getTagTree', { url: `/v1/question/tag-tree${query}`, token })).body.data.result;

describe('tag tree', () => {
  it('lists each subject once with its tags, each once with the number of questions carrying it', async () => {
    const subjects = await tree(tokens.marker01);
    const maths = subjects.find((s) => s.name === '数学')!;
    expect(maths.children.length).toBeGreaterThan(0);
    for (const tag of maths.children) expect(tag.question_count, tag.name).toBeGreaterThan(0);
    expect(new Set(maths.children.map((t) => t.id)).size).toBe(maths.children.length);
    const only = await tree(tokens.marker01, `?subject_id=${maths.id}`);
    expect(only).toEqual([maths]);
  });

  it('shows another school the public bank only', async () => {
    const own = await tree(tokens.marker01);
    const other = await tree(tokens.new_admin);
    const count = (subjects: SubjectTags[]) => subjects.reduce((sum, s) => sum + s.children.reduce((n, t) => n + t.question_count, 0), 0);
    expect(count(other)).toBeGreaterThan(0);
    expect(count(other)).toBeLessThan(count(own));
    const refused = await server.call('getTagTree', { url: '/v1/question/tag-tree?subject_id=0', token: tokens.marker01 });
    expect(refused.status).toBe(400);
  });
});
