/**
 * /helps/index: the help centre's index, one card per page of the centre. (The original product
 * sent this address straight on to the app download page; an index lets every page be found.)
 */
import { Card, Typography } from 'antd';
import { Link } from 'wouter';
import { PageHead } from '../common/PageHead.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { HELP_PAGES } from './help-pages.ts';
import '../common/page.css';
import './help.css';

const texts = t.help.centre;

export function HelpIndexPage() {
  return (
    <div className="page-stack" data-testid="help-index">
      <PageHead title={texts.title} hint={texts.hint} />
      <div className="help-index">
        {HELP_PAGES.map((page) => (
          <Card key={page.key} title={page.title} extra={<Link href={page.path}>{texts.open}</Link>} data-help-page={page.key}>
            <Typography.Paragraph>{page.text}</Typography.Paragraph>
          </Card>
        ))}
      </div>
    </div>
  );
}
