/**
 * A screen action that calls the server, written once: `busy` while it runs (the button's
 * spinner) and a failure shown as a message with its text (errorText). What the action does on
 * success — a message, closing a dialog — stays with the action.
 */
import { useCallback, useState } from 'react';
import { App } from 'antd';
import { errorText } from './error-text.ts';

export interface Action {
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
}

export function useAction(): Action {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        void message.error(errorText(error));
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { busy, run };
}
