/**
 * The pages of the help centre (spec 001 §2.1): their addresses and what the index says of each.
 * The route table lists the same addresses; the index test checks that each opens a built screen.
 */
import { t } from '../../i18n/zh-CN.ts';

const pages = t.help.centre.pages;

export const HELP_INDEX_PATH = '/helps/index';

export interface HelpPageLink {
  key: keyof typeof pages;
  path: string;
  title: string;
  text: string;
}

export const HELP_PAGES: readonly HelpPageLink[] = [
  { key: 'marking', path: '/help/appDownload/marking', ...pages.marking },
  { key: 'scanClient', path: '/help/appDownload/scanClient', ...pages.scanClient },
  { key: 'answerSheet', path: '/help/answerSheet/template', ...pages.answerSheet },
  { key: 'privacy', path: '/privacy', ...pages.privacy },
  { key: 'technicalSupport', path: '/technicalSupport', ...pages.technicalSupport },
];
