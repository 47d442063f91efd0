/**
 * Shows the messages the marking actions leave in the store (markingSession.notices) with
 * antd's message, and takes them off the list once shown.
 */
import { useEffect } from 'react';
import { App } from 'antd';
import { subscribe } from 'valtio';
import { markingSession } from '../../state/marking-session.ts';

export function MarkingNotices() {
  const { message } = App.useApp();
  useEffect(() => {
    const show = () => {
      for (const notice of markingSession.notices.splice(0)) void message[notice.kind](notice.text, notice.seconds);
    };
    show();
    return subscribe(markingSession.notices, show);
  }, [message]);
  return null;
}
