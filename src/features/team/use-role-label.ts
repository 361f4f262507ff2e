import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { humanizeRole, isKnownRole } from './team-model';

export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => (isKnownRole(name) ? t(`team.roles.${name}`) : humanizeRole(name)),
    [t],
  );
}
