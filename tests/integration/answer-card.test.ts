import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard } from '../../src/domain/answer-card/index.ts';
import { sampleCard } from '../../src/domain/answer-card/sample-cards.ts';
import { CardMessage } from '../../src/i18n/zh-CN/domain/answer-card.ts';
import { answerSheets, markingUnits, partitions, partitionTeachers, scanPieces } from '../../src/server/db/schema.ts';
import { buildMarkingFixture, FIXTURE_PASSWORD, type MarkingFixture } from '../fixtures/marking-fixture.ts';
import { markingTokenOf, signIn } from '../support/api.ts';
import { paperOf, studentOfPaper } from '../support/paper-numbers.ts';
import { firstAdministrator, importTeachers } from '../support/staff.ts';
import { openTestApp, sharedByFile } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

const server = sharedByFile(() => openTestApp());
let fx: MarkingFixture;
let admin: string;
let teacher: string;
let outsider: string;

const card = sampleCard({ pageSize: 'A3', blockCount: 2 });
const template = buildTemplate(card, layoutCard(card));

beforeAll(async () => {
  fx = await buildMarkingFixture(server.database, { students: 3, markers: 1, partitions: [{ policy: '2+1', tolerance: 2 }], prefix: 'ac' });
  // the fixture school's administrator (information administrator), as its setup link makes it
  admin = (await firstAdministrator(server, fx.schoolId, 'acadmin', FIXTURE_PASSWORD)).token;
  // two students have scanned answer sheets: page images the size of the template, in two colours
  for (const [i, studentId] of fx.studentIds.slice(0, 2).entries()) {
    const page = (shade: number) =>
      sharp({ create: { width: template.temp_width, height: template.temp_height, channels: 3, background: { r: shade, g: shade, b: shade } } }).jpeg().toBuffer();
    await server.storage.put(`ac-sheet-${i}-a.jpg`, await page(250));
    await server.storage.put(`ac-sheet-${i}-b.jpg`, await page(30));
    await server.database.run((db) => db.insert(answerSheets).values({ testId: fx.testId, studentId, sideA: `ac-sheet-${i}-a.jpg`, sideB: `ac-sheet-${i}-b.jpg` }));
  }
  teacher = (await signIn(server.call, fx.markers[0].username, FIXTURE_PASSWORD)).token;
  outsider = (await signIn(server.call, fx.outsider.username, FIXTURE_PASSWORD)).token;
});


const designUrl = () => `/v1/examination/answer-card-design/${fx.testId}`;
const getDesign = (token: string) => server.call('getCardDesign', { url: designUrl(), token });
const saveDesign = (token: string, body: Record<string, unknown>) => server.call('saveCardDesign', { method: 'PUT', url: designUrl(), token, payload: body });
const saveTemplate = (token: string, templateInfo: unknown) =>
  server.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${fx.testId}`, token, payload: { template_info: templateInfo } });

describe('saved designs', () => {
  it('has none at first, then keeps what a teacher of the school saves', async () => {
    expect((await getDesign(teacher)).body.data).toBeNull();
    const saved = await saveDesign(teacher, { card, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
    const loaded = await getDesign(admin);
    expect(loaded.body.data).toMatchObject({ version: 1, updated_by: `${fx.markers[0].username}老师` });
    expect(loaded.body.data.card.title).toBe(card.title);
    expect(loaded.body.data.card.sections).toHaveLength(card.sections.length);
  });

  it('refuses a save over a version someone else has replaced, and keeps theirs', async () => {
    const theirs = await saveDesign(admin, { card: { ...card, title: '管理员改过的标题' }, version: 1 });
    expect(theirs.body.data.version).toBe(2);
    const stale = await saveDesign(teacher, { card: { ...card, title: '老师的标题' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('已被他人修改');
    const again = await saveDesign(teacher, { card, version: 0 });
    expect(again.status).toBe(409);
    expect((await getDesign(teacher)).body.data).toMatchObject({ version: 2, card: { title: '管理员改过的标题' } });
  });

  it("refuses a card that breaks the designer's rules, with its message, storing nothing", async () => {
    const empty = await saveDesign(teacher, { card: { ...card, title: ' ' }, version: 2 });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(CardMessage.emptyTitle);
    const junk = await saveDesign(teacher, { card: { pages: 3 }, version: 2 });
    expect(junk.status).toBe(400);
    expect(junk.body.msg).toBe(CardMessage.malformedCard);
    expect((await getDesign(teacher)).body.data.version).toBe(2);
  });

  it('is only for users of the test’s school', async () => {
    expect((await getDesign(outsider)).status).toBe(403);
    expect((await saveDesign(outsider, { card, version: 2 })).status).toBe(403);
    // an outsider learns nothing from a broken card either: refused for who they are first
    expect((await saveDesign(outsider, { card: { ...card, title: '' }, version: 2 })).status).toBe(403);
    expect((await server.call('getCardDesign', { url: '/v1/examination/answer-card-design/999999', token: admin })).status).toBe(404);
  });
});

describe('the recognition template', () => {
  it('is stored by a school admin only', async () => {
    const refused = await saveTemplate(teacher, template);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('学校管理员');
  });

  it('refuses a test that does not exist or is of another school', async () => {
    const unknown = await server.call('saveTestTemplate', { method: 'PATCH', url: '/v1/examination/test-template-info/999999', token: admin, payload: { template_info: template } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(msg.exam.testNotFound);
    const foreign = await saveTemplate(outsider, template);
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe(msg.access.notOfTestSchool);
  });

  it('refuses a region off the page, leaving the groups as they were', async () => {
    const [first, ...rest] = template.partitions;
    const off = { ...template, partitions: [{ ...first, rect_divide: [{ ...first.rect_divide[0], page: template.pageCount }] }, ...rest] };
    const refused = await saveTemplate(admin, off);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(msg.answerCard.offPage(first.name));
    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: admin });
    expect(division.body.data.partitions.map((p: { id: number }) => p.id)).toEqual(fx.partitionIds);
    expect(division.body.data.template_info).toBeNull();
  });

  it('creates the question groups marking works with, cut from the scanned pages', async () => {
    // the fixture's group keeps its markers and rule when the template has a group of that name
    const [old] = await server.database.run((db) => db.select().from(partitions).where(eq(partitions.id, fx.partitionIds[0])));
    const named = { ...template, partitions: template.partitions.map((p, i) => (i === 0 ? { ...p, name: old.name } : p)) };
    const answer = await saveTemplate(admin, named);
    expect(answer.status).toBe(200);
    const groups = answer.body.data.partitions as { id: number; name: string; full_mark: number; questions: number }[];
    expect(groups.map((g) => g.name)).toEqual(named.partitions.map((p) => p.name));
    expect(groups.map((g) => g.full_mark)).toEqual(template.partitions.map((p) => p.full_mark));
    expect(answer.body.data.units).toBe(groups.length * 2);
    expect(answer.body.data.pieces).toBe(template.partitions.reduce((n, p) => n + p.rect_divide.length, 0) * 2);

    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: admin });
    expect(division.body.data.template_info.pageSize).toBe('A3');
    expect(division.body.data.static.is_sub_finish_divide).toBe(true);
    const first = division.body.data.partitions.find((p: { id: number }) => p.id === groups[0].id);
    expect(first.config.rect_divide[0]).toMatchObject({ ...template.partitions[0].rect_divide[0], page: template.partitions[0].rect_divide[0].page + 1 });
    const blankGroup = template.partitions.findIndex((p) => p.question_config.some((q) => q.emptys.length > 1));
    const blankQuestion = division.body.data.partitions.find((p: { id: number }) => p.id === groups[blankGroup].id).config.question_config[0];
    const templateQuestion = template.partitions[blankGroup].question_config[0];
    expect(blankQuestion.emptys).toHaveLength(templateQuestion.emptys.length);
    expect(blankQuestion.emptys.reduce((s: number, e: { full_mark: number }) => s + e.full_mark, 0)).toBeCloseTo(templateQuestion.full_mark);

    const teachers = await server.database.run((db) => db.select().from(partitionTeachers).where(eq(partitionTeachers.partitionId, groups[0].id)));
    expect(teachers.map((t) => t.userId)).toContain(fx.markers[0].id);
    const [kept] = await server.database.run((db) => db.select().from(partitions).where(eq(partitions.id, groups[0].id)));
    expect(kept.markingPolicy).toBe('2+1');

    // the group is in the marker's list, with the template's questions and answers to mark
    const markingToken = await markingTokenOf(server.call, teacher);
    const mine = await server.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${fx.testId}`, token: markingToken });
    expect(mine.status).toBe(200);
    const listed = mine.body.data.result.find((p: { id: number }) => p.id === groups[0].id);
    expect(listed).toMatchObject({ name: old.name, marking_policy: '2+1', noStutents: false });
    expect(listed.questions.map((q: { show_order: number }) => q.show_order)).toEqual(template.partitions[0].question_config.map((q) => q.show_order));

    // the marker opens the group and receives the two scanned students with their pieces
    const loaded = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${groups[0].id}`, token: markingToken });
    expect(loaded.status).toBe(200);
    // the group marks blind: the students come as paper numbers
    const students = await Promise.all(loaded.body.data.students.map((s: { student_id: number }) => studentOfPaper(server.database, groups[0].id, s.student_id)));
    expect(students.sort()).toEqual(fx.studentIds.slice(0, 2).sort());
    expect(loaded.body.data.students[0].partition_pics).toHaveLength(template.partitions[0].rect_divide.length);

    // pieces of page A are light, of page B dark: each piece was cut from its own page
    const pieces = await server.database.run((db) => db.select().from(scanPieces).where(eq(scanPieces.studentId, fx.studentIds[0])));
    const pageOf = new Map(template.partitions.flatMap((p, g) => p.rect_divide.map((r, seq) => [`${groups[g].id}:${seq}`, r.page])));
    expect(new Set(pageOf.values())).toEqual(new Set([0, 1]));
    expect(pieces).toHaveLength(pageOf.size);
    for (const piece of pieces) expect(piece.blackRate! > 50).toBe(pageOf.get(`${piece.partitionId}:${piece.seq}`) === 1);
  });

  it("shows the marker a held student's original page, the name and exam number blacked out", async () => {
    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: admin });
    const group = division.body.data.partitions[0];
    const markingToken = await markingTokenOf(server.call, teacher);
    const original = async (studentId: number, token = markingToken) =>
      server.app.inject({ url: `/v1/examination/original-paper?test_id=${fx.testId}&partition_id=${group.id}&student_id=${await paperOf(server.database, group.id, studentId)}&side=1`, headers: { authorization: `Bearer ${token}` } });
    const page = await original(fx.studentIds[0]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('image/jpeg');
    const { data, info } = await sharp(page.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = (x: number, y: number) => data[Math.round(y) * info.width + Math.round(x)];
    const name = template.template_info.nameRect!;
    expect(name.page).toBe(0);
    expect(grey(name.x + name.width / 2, name.y + name.height / 2)).toBeLessThan(80);
    // the rest of the (light) page is left as it was
    expect(grey(info.width / 2, info.height - 20)).toBeGreaterThan(200);
    // a student the marker neither holds nor marked, and a teacher of another school: refused
    const notMine = await original(fx.studentIds[2]);
    expect(notMine.statusCode).toBe(403);
    expect(JSON.parse(notMine.body).msg).toContain('自己正在评阅');
    expect((await original(fx.studentIds[0], await markingTokenOf(server.call, outsider))).statusCode).toBe(403);
  });

  it('refuses a template whose question numbers repeat, changing nothing', async () => {
    const repeated = { ...template, partitions: [template.partitions[0], template.partitions[0]] };
    const refused = await saveTemplate(admin, repeated);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('出现了多次');
  });

  it('cannot be replaced or removed once marking has started', async () => {
    const division = await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: admin });
    const group = division.body.data.partitions[0];
    const markingToken = await markingTokenOf(server.call, teacher);
    const loaded = await server.call('loadMarking', { url: `/v1/examination/marking?test_id=${fx.testId}&partition_id=${group.id}`, token: markingToken });
    const question = group.config.question_config[0];
    const scores = { [question.show_order]: Object.fromEntries(question.emptys.map((e: { key: string }) => [e.key, 0])) };
    const marked = await server.call('submitMarking', { method: 'POST', url: `/v1/examination/marking/${fx.testId}`, token: markingToken, payload: { partition_id: group.id, student_id: loaded.body.data.students[0].student_id, question_score: scores } });
    expect(marked.status).toBe(200);
    const replaced = await saveTemplate(admin, template);
    expect(replaced.status).toBe(409);
    expect(replaced.body.msg).toContain('已开始阅卷');
    const removed = await server.call('deleteTestTemplate', { method: 'DELETE', url: `/v1/examination/test-template-info/${fx.testId}`, token: admin });
    expect(removed.status).toBe(409);
    expect((await server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${fx.testId}`, token: admin })).body.data.partitions).toHaveLength(template.partitions.length);
  });
});

describe('removing and re-making the groups before marking starts', () => {
  let other: MarkingFixture;
  let otherAdmin: string;
  const divisionOf = (testId: number) => server.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${testId}`, token: otherAdmin });
  const submit = (templateInfo: unknown) =>
    server.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${other.testId}`, token: otherAdmin, payload: { template_info: templateInfo } });

  beforeAll(async () => {
    other = await buildMarkingFixture(server.database, { students: 2, markers: 1, partitions: [{ policy: 'single' }], prefix: 'rd' });
    // one student's sheet is scanned (the pages stored for the first school's students)
    await server.database.run((db) => db.insert(answerSheets).values({ testId: other.testId, studentId: other.studentIds[0], sideA: 'ac-sheet-0-a.jpg', sideB: 'ac-sheet-0-b.jpg' }));
    // the second school's director of studies (教务主任), imported by its administrator
    const setupAdmin = await firstAdministrator(server, other.schoolId, 'rdsetup', FIXTURE_PASSWORD);
    otherAdmin = (await importTeachers(server.call, setupAdmin.token, other.schoolId, [{ username: 'rdadmin', name: '教务', positions: ['教务主任'] }])).rdadmin.token;
  });

  it('removes the groups and the template, and the marker has nothing left to mark', async () => {
    const removed = await server.call('deleteTestTemplate', { method: 'DELETE', url: `/v1/examination/test-template-info/${other.testId}`, token: otherAdmin });
    expect(removed.status).toBe(200);
    const division = await divisionOf(other.testId);
    expect(division.body.data.partitions).toEqual([]);
    expect(division.body.data.template_info).toBeNull();
    expect(division.body.data.static.is_sub_finish_divide).toBe(false);
    const markerToken = await markingTokenOf(server.call, (await signIn(server.call, other.markers[0].username, FIXTURE_PASSWORD)).token);
    const mine = await server.call('listMarkingPartitions', { url: `/v1/examination/mark-partition?test_id=${other.testId}`, token: markerToken });
    expect(mine.body.data.result).toEqual([]);
  });

  it('makes the groups again from a template, and once more from a changed one', async () => {
    const first = await submit(template);
    expect(first.status).toBe(200);
    expect(first.body.data.units).toBe(template.partitions.length);
    const firstIds = (first.body.data.partitions as { id: number }[]).map((p) => p.id);
    expect((await divisionOf(other.testId)).body.data.partitions.map((p: { id: number }) => p.id).sort()).toEqual([...firstIds].sort());

    // the designer dropped the last group: re-dividing replaces every group
    const fewer = { ...template, partitions: template.partitions.slice(0, -1) };
    const again = await submit(fewer);
    expect(again.status).toBe(200);
    const division = await divisionOf(other.testId);
    expect(division.body.data.partitions.map((p: { name: string }) => p.name)).toEqual(fewer.partitions.map((p) => p.name));
    expect(division.body.data.partitions.some((p: { id: number }) => firstIds.includes(p.id))).toBe(false);
    expect(division.body.data.template_info.partitions).toHaveLength(fewer.partitions.length);
    const units = await server.database.run((db) => db.select().from(markingUnits).where(inArray(markingUnits.partitionId, division.body.data.partitions.map((p: { id: number }) => p.id))));
    expect(units.map((u) => u.studentId)).toEqual(fewer.partitions.map(() => other.studentIds[0]));
  });

  it('leaves one set of groups when two admins divide the test at the same moment', async () => {
    const answers = await Promise.all([submit(template), submit(template)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const division = await divisionOf(other.testId);
    expect(division.body.data.partitions.map((p: { name: string }) => p.name)).toEqual(template.partitions.map((p) => p.name));
  });
});
