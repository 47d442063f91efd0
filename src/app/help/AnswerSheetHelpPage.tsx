/**
 * /help/answerSheet/template: how to design, export and print an answer card. The pictures are
 * screenshots of this product's designer and preview, taken by tests/e2e/help-pictures.spec.ts
 * (run it again with HELP_PICTURES=1 after the designer changes); the build serves them as assets
 * of this page.
 */
import { t } from '../../i18n/zh-CN.ts';
import { HelpFrame, HelpSection } from './HelpFrame.tsx';
import designerPicture from './pictures/answer-card-designer.png';
import previewPicture from './pictures/answer-card-preview.png';

const texts = t.help.answerSheet;

function Picture({ src, caption, testId }: { src: string; caption: string; testId: string }) {
  return (
    <figure className="help-picture">
      <img src={src} alt={caption} data-testid={testId} loading="lazy" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export function AnswerSheetHelpPage() {
  return (
    <HelpFrame path="/help/answerSheet/template" title={texts.title} hint={texts.hint} testId="help-answer-sheet">
      <HelpSection title={texts.where}>
        <p>{texts.whereText}</p>
      </HelpSection>
      <HelpSection title={texts.design} items={texts.designList} ordered />
      <Picture src={designerPicture} caption={texts.designPicture} testId="help-picture-designer" />
      <HelpSection title={texts.previewAndPrint} items={texts.printList} ordered />
      <Picture src={previewPicture} caption={texts.previewPicture} testId="help-picture-preview" />
      <HelpSection title={texts.scanning}>
        <p>{texts.scanningText}</p>
      </HelpSection>
    </HelpFrame>
  );
}
