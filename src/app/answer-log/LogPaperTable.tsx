/**
 * One paper of a student's answer log: the student's total against the class average, and each
 * question's score, the class's score rate, the chosen option and the key, and the answer pieces
 * (a click opens the picture viewer).
 */
import { Card, Space, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { ImageBox } from '../analysis/common/ImageBox.tsx';
import { formatRate, formatScore } from '../analysis/common/format.ts';
import type { LogPaper, LogQuestion } from './answer-log-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.answerLog;
/** Answer pieces are shown as thumbnails this wide; the viewer shows them whole. */
const PIECE_THUMBNAIL_WIDTH = 160;

function answerOf(q: LogQuestion): string {
  if (!q.objective) return '';
  return q.answer_key ? texts.chosenAndKey(q.chosen ?? '', q.answer_key) : texts.chosenOnly(q.chosen ?? '');
}

function Pieces({ question }: { question: LogQuestion }) {
  if (question.pieces.length === 0) return <Typography.Text type="secondary">{texts.noPieces}</Typography.Text>;
  return (
    <Space wrap>
      {question.pieces.map((piece, i) => (
        <ImageBox key={piece.url} src={piece.url} alt={texts.pieceAlt(question.label, i + 1)} preview capWidth={PIECE_THUMBNAIL_WIDTH} className="answer-log-piece" />
      ))}
    </Space>
  );
}

export function LogPaperTable({ paper }: { paper: LogPaper }) {
  return (
    <Card
      size="small"
      title={paper.subject_name}
      extra={
        <span data-testid={`log-paper-${paper.test_id}`}>
          {texts.paperSummary(formatScore(paper.total_score), formatScore(paper.full_mark), formatScore(paper.class_average))}
          {paper.complete ? '' : texts.incomplete}
        </span>
      }
    >
      <CompactTable<LogQuestion>
        rowKey="question_id"
        dataSource={paper.questions}
        columns={[
          { title: texts.columns.question, dataIndex: 'label', width: 70 },
          { title: texts.columns.score, key: 'score', width: 80, render: (_, q) => (q.score === null ? texts.unmarked : formatScore(q.score)) },
          { title: texts.columns.fullMark, dataIndex: 'full_mark', width: 70 },
          { title: texts.columns.classRate, key: 'rate', width: 110, render: (_, q) => formatRate(q.class_score_rate) },
          { title: texts.columns.answer, key: 'answer', width: 150, render: (_, q) => answerOf(q) },
          { title: texts.columns.pieces, key: 'pieces', render: (_, q) => <Pieces question={q} /> },
        ]}
      />
    </Card>
  );
}
