import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { resultStatus, scenarioStatus, statusPalette } from './scenario-model';

export function StatusBadge({ status, kind = 'scenario' }: { status: string; kind?: 'scenario' | 'run' }) {
  const { t } = useTranslation();
  const known = kind === 'run' ? resultStatus(status) : scenarioStatus(status);
  return (
    <Badge colorPalette={statusPalette(known)} variant="subtle">
      {t(`testzone.status.${known}`)}
    </Badge>
  );
}
