import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../db/use-session.ts';
import { firebaseWebConfig } from './firebase-config.ts';
import { currentPushPermission, type PushPermission } from './push-support.ts';
import { switchPushOff, switchPushOn } from './switch-push.ts';

/** What the switch shows. `unsupported` and `denied` still let a user switch off what another device switched on. */
export type PushSettingState = 'unsupported' | 'denied' | 'on' | 'off' | 'saving';
/** The last attempt's result worth telling: delivery not set up, no push in this browser, a closed prompt, a failure. */
export type PushSettingNotice = 'not-configured' | 'no-push-here' | 'dismissed' | 'failed' | null;

export type PushSetting = {
  state: PushSettingState;
  /** The stored choice (GET /api/user `push_notification`), whatever this browser can do. */
  enabled: boolean;
  /** Whether the operator configured Firebase for this build (VITE_FIREBASE_*). */
  configured: boolean;
  notice: PushSettingNotice;
  setEnabled: (enabled: boolean) => Promise<void>;
};

/** The browser's notification permission, re-read when the user comes back from the browser's site settings. */
function usePushPermission(): [PushPermission, () => void] {
  const [permission, setPermission] = useState(currentPushPermission);
  const refresh = useCallback(() => setPermission(currentPushPermission()), []);
  useEffect(() => {
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [refresh]);
  return [permission, refresh];
}

/** The push switch of the signed-in user: the stored choice, what this browser allows, and the action. */
export function usePushSetting(): PushSetting {
  const session = useSession();
  const enabled = session.status === 'signed-in' && session.user.push_notification;
  const configured = firebaseWebConfig() !== null;
  const [permission, refreshPermission] = usePushPermission();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<PushSettingNotice>(null);

  const setEnabled = useCallback(
    async (next: boolean) => {
      setSaving(true);
      setNotice(null);
      try {
        if (!next) return await switchPushOff();
        const outcome = await switchPushOn();
        if (outcome !== 'registered' && outcome !== 'denied') setNotice(outcome);
      } catch {
        setNotice('failed');
      } finally {
        refreshPermission();
        setSaving(false);
      }
    },
    [refreshPermission],
  );

  const state: PushSettingState = saving
    ? 'saving'
    : permission === 'unsupported'
      ? 'unsupported'
      : permission === 'denied'
        ? 'denied'
        : enabled
          ? 'on'
          : 'off';
  return { state, enabled, configured, notice, setEnabled };
}
