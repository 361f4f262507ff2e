import { useQuery } from '@tanstack/react-query';
import { webhooksQuery } from '@/api/webhooks';
import type { SettingsTab } from './settings-tabs';

const NONE: readonly SettingsTab[] = [];
const WEBHOOKS: readonly SettingsTab[] = ['webhooks'];

/**
 * The tabs of proposals the server does not serve (404 or 501). Until the server has answered, a
 * proposal's tab shows only when it is the one asked for, so that a slow answer moves nothing.
 */
export function useHiddenSettingsTabs(asked?: SettingsTab, enabled = true): readonly SettingsTab[] {
  const webhooks = useQuery({ ...webhooksQuery(), enabled });
  const unsupported = webhooks.data === null;
  const unknown = webhooks.data === undefined && !webhooks.isError;
  return unsupported || (unknown && asked !== 'webhooks') ? WEBHOOKS : NONE;
}
