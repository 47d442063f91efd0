/**
 * /privacy: what the platform stores about students and teachers, how long and who sees it. The
 * lists follow the database (src/server/db/schema.ts: students, exam_students, scan_pages,
 * objective_answers, marking_logs, problem_papers; users, sessions, password_attempts, tasks,
 * qr_tickets) and the lifetimes its code gives them (tokens in features/auth/tokens.ts, sign-in
 * attempts in password-attempts.ts). Open without signing in and without the navigation.
 */
import { t } from '../../i18n/zh-CN.ts';
import { HelpFrame, HelpSection } from './HelpFrame.tsx';

const texts = t.help.privacy;

export function PrivacyPage() {
  return (
    <HelpFrame path="/privacy" title={texts.title} hint={texts.hint} testId="help-privacy" bare>
      <HelpSection title={texts.owner}>
        <p>{texts.ownerText}</p>
      </HelpSection>
      <HelpSection title={texts.students} items={texts.studentList} />
      <HelpSection title={texts.teachers} items={texts.teacherList} />
      <HelpSection title={texts.howLong} items={texts.howLongList} />
      <HelpSection title={texts.whoSees} items={texts.whoSeesList} />
      <p>{texts.contact}</p>
    </HelpFrame>
  );
}
