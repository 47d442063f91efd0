/** The exam's roster searched by name or exam number, to pick the student a page belongs to (match-student) or who was absent. */
import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { searchScanStudents, type RosterMatch } from './scan-exception-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.scanExceptions.search;

export interface RosterSearchProps {
  testId: number;
  /** the keyword to start with (the exam number read from the page) */
  initial?: string;
  busy: boolean;
  onChoose: (student: RosterMatch) => void;
}

export function RosterSearch({ testId, initial = '', busy, onChoose }: RosterSearchProps) {
  const [typed, setTyped] = useState(initial);
  const [keyword, setKeyword] = useState(initial.trim());
  const found = useLoad(keyword ? `roster:${testId}:${keyword}` : null, () => searchScanStudents(testId, keyword));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search
        value={typed}
        placeholder={texts.placeholder}
        enterButton={texts.button}
        maxLength={50}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setKeyword(value.trim())}
        data-testid="roster-search"
      />
      <CompactTable<RosterMatch>
        rowKey="student_id"
        {...loadTableProps(found, texts.none)}
        dataSource={found.data?.result ?? []}
        columns={[
          { title: texts.name, dataIndex: 'name' },
          { title: texts.examNumber, dataIndex: 'exam_number' },
          { title: texts.klass, dataIndex: 'class_name' },
          {
            title: texts.state,
            render: (_, student) => (
              <Space size={4}>
                {student.scanned && <Tag color="blue">{texts.scanned}</Tag>}
                {student.absent && <Tag color="orange">{texts.absent}</Tag>}
              </Space>
            ),
          },
          {
            key: 'choose',
            render: (_, student) => (
              <Button size="small" type="primary" loading={busy} onClick={() => onChoose(student)} data-testid="roster-choose">
                {texts.choose}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
