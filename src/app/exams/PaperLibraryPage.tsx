/**
 * /teachers/paperWork (校本试卷, spec 001 §2.1 "resource list"): the files attached to the
 * papers of the school's exams — original papers, answer keys, listening audio — in one list,
 * searched by file name and narrowed by subject and grade, newest first, each downloaded with
 * the caller's session. The server lists only the files the caller may open.
 */
import { useState } from 'react';
import { Button, Card, Form, Input, Select, Table } from 'antd';
import { GRADES, SUBJECTS } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { pagedTableProps } from '../common/paged-table.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { libraryResources, savePaperResource, type LibraryQuery, type LibraryResource } from './paper-resource-calls.ts';

const texts = t.paperResources;
const library = texts.library;
const PAGE_SIZE = 20;
const KEYWORD_MAX = 50;

type Filter = Pick<LibraryQuery, 'keyword' | 'subject_id' | 'grade_id'>;

export function PaperLibraryPage() {
  const [filter, setFilter] = useState<Filter>({});
  const [pageNo, setPageNo] = useState(1);
  const load = useLoad(`paper-library:${JSON.stringify(filter)}:${pageNo}`, () => libraryResources({ ...filter, page_no: pageNo, page_size: PAGE_SIZE }), { keepWithin: 'paper-library' });
  const time = useSchoolTime();
  const action = useAction();
  const search = (values: { keyword?: string; subject_id?: number; grade_id?: number }) => {
    setFilter({ keyword: values.keyword?.trim() || undefined, subject_id: values.subject_id, grade_id: values.grade_id });
    setPageNo(1);
  };
  return (
    <div className="page-stack" data-testid="paper-library-page">
      <PageHead title={library.title} hint={library.hint} />
      <Card size="small">
        <Form layout="inline" onFinish={search} data-testid="paper-library-filter">
          <Form.Item name="keyword" label={library.keyword} rules={[{ max: KEYWORD_MAX, message: library.keywordTooLong }]}>
            <Input allowClear placeholder={library.keywordPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="subject_id" label={library.subject}>
            <Select allowClear placeholder={library.all} style={{ width: 120 }} options={SUBJECTS.map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
          <Form.Item name="grade_id" label={library.grade}>
            <Select allowClear placeholder={library.all} style={{ width: 120 }} options={GRADES.map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {library.search}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <Table<LibraryResource>
          rowKey="id"
          size="small"
          data-testid="paper-library"
          {...firstLoadTableProps(load, library.empty)}
          {...pagedTableProps(load.data, pageNo, PAGE_SIZE, setPageNo, { showTotal: library.total })}
          columns={[
            {
              title: texts.columns.name,
              dataIndex: 'name',
              render: (name: string, resource) => (
                <Button type="link" size="small" onClick={() => void action.run(() => savePaperResource(resource))}>
                  {name}
                </Button>
              ),
            },
            { title: texts.columns.type, dataIndex: 'media_type', render: (type: string) => texts.types[type] ?? type },
            { title: library.columns.exam, dataIndex: 'examination_name' },
            { title: library.columns.paper, render: (_, resource) => `${resource.test_name}（${resource.subject_name}）` },
            { title: library.columns.date, dataIndex: 'examination_date', render: (date: string) => date || library.noDate },
            { title: texts.columns.size, dataIndex: 'size', render: (size: number) => texts.size(size) },
            { title: texts.columns.uploader, dataIndex: 'uploader_name' },
            { title: texts.columns.time, dataIndex: 'created_time', render: (at: string) => time(at) },
          ]}
        />
      </Card>
    </div>
  );
}
