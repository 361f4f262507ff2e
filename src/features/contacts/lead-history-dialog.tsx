import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { leadHistoryQuery } from './contacts-queries';
import { formatDateTime, formatDuration } from '@/lib/format';
import { leadName, type Lead } from './lead-model';
import { PlayableCallsTable } from '@/components/playable-calls-table';
import { InfoDialog } from '@/components/info-dialog';

export function LeadHistoryDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(leadHistoryQuery(lead));
  const calls = history.data?.data ?? [];
  return (
    <InfoDialog title={t('contacts.history.title', { name: leadName(lead) })} onClose={onClose} size="lg">
      <QueryView
        query={history}
        errorText={errorMessage(history.error, t('contacts.history.loadError'))}
        empty={calls.length === 0}
        emptyText={t('contacts.history.empty')}
      >
        {() => (
          <PlayableCallsTable
            caption={t('contacts.history.title', { name: leadName(lead) })}
            headers={[
              t('contacts.history.when'),
              t('contacts.history.agent'),
              t('contacts.history.direction'),
              t('contacts.history.status'),
              t('contacts.history.duration'),
            ]}
            openHeader={t('contacts.history.open')}
            playLabel={t('contacts.history.play')}
            rows={calls.map((call) => ({
              id: call.id,
              cells: [
                formatDateTime(call.createdAt, i18n.language),
                call.agentName,
                t(`calls.direction.${call.direction}`, { defaultValue: call.direction }),
                t(`calls.status.${call.status}`, { defaultValue: call.status }),
                formatDuration(call.duration),
              ],
            }))}
          />
        )}
      </QueryView>
    </InfoDialog>
  );
}
