/** The floating, draggable submit button (spec 000 §2), shown while a student is on screen. */
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { updateSettings } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { PanelFrame } from '../PanelFrame.tsx';
import { submitBy } from '../actions/submit.ts';
import { useMarking } from '../use-marking-state.ts';

const texts = t.marking;

export function FloatSubmitButton() {
  const { shown, pushing } = useMarking((state) => ({ shown: state.settings.floatSubmitBtn && state.queue.length > 0, pushing: state.pushing }));
  if (!shown) return null;
  return (
    <PanelFrame id="floatSubmit" bare closable={false} className="mk-float-submit">
      <Button
        type="primary"
        size="large"
        icon={<SendOutlined />}
        loading={pushing}
        onClick={() => submitBy('button')}
        aria-label={texts.panels.floatSubmit}
        data-testid="float-submit"
      >
        {texts.column.submit}
      </Button>
      <button type="button" className="mk-float-close" aria-label={texts.panels.close} onClick={() => updateSettings({ floatSubmitBtn: false })}>
        ×
      </button>
    </PanelFrame>
  );
}
