import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isEnabled, toSettingsMap } from '@smm/contract/settings-map';
import { settingsQueryOptions } from '../../../lib/settings/get-settings.ts';
import type { RecoveryMethod } from '../components/recovery-method-switch.tsx';

/**
 * The ways offered: the phone only while the store uses phone verification (ENABLE_PHONE_NUMBER).
 * `ready` is false until the settings are known, so a form never swaps under the member's typing.
 */
export function useRecoveryMethods() {
  const settings = useQuery({ ...settingsQueryOptions(), select: toSettingsMap });
  const phoneOn = settings.data ? isEnabled(settings.data, 'ENABLE_PHONE_NUMBER') : false;
  const methods: RecoveryMethod[] = phoneOn ? ['phone', 'email'] : ['email'];
  const [chosen, setChosen] = useState<RecoveryMethod>('phone');
  const method = methods.includes(chosen) ? chosen : 'email';
  return { methods, method, choose: setChosen, ready: !settings.isPending };
}
