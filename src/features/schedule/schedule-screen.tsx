import { Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/components/date-time-input/calendar-date';
import { PageFrame } from '@/components/page-frame';
import { LoadingState } from '@/components/query-states';
import { AgentPicker } from './agent-picker';
import { AgentSwitcher } from './agent-switcher';
import { ScheduleBoard } from './schedule-board';
import { DEFAULT_VIEW, type ScheduleSearch, type ScheduleView } from './schedule-search';
import { useScheduleTimeZone } from './schedule-queries';

// View and day live in the address, so that a reload or a shared link shows the same period.
export function ScheduleScreen({ search }: { search: ScheduleSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeZone, ready } = useScheduleTimeZone();
  const { agentId, view = DEFAULT_VIEW, date } = search;

  const go = (next: ScheduleSearch, replace = true) =>
    void navigate({ to: '/agent/schedule_board', search: next, replace });
  // Another agent is another page: it gets its own history entry.
  const switchAgent = (id: string) => go({ agentId: id, view, ...(date ? { date } : {}) }, false);

  return (
    <PageFrame
      title={t('screens.agentScheduleBoard.title')}
      description={t('screens.agentScheduleBoard.description')}
    >
      {agentId === undefined ? (
        <AgentPicker />
      ) : ready ? (
        <ScheduleBoard
          agentId={agentId}
          view={view}
          date={date}
          timeZone={timeZone}
          agentField={<AgentSwitcher agentId={agentId} onChange={switchAgent} />}
          onViewChange={(nextView: ScheduleView) =>
            go({ agentId, view: nextView, ...(date ? { date } : {}) })
          }
          onDateChange={(nextDate: IsoDate) => go({ agentId, view, date: nextDate })}
        />
      ) : (
        <Stack gap="4">
          <AgentSwitcher agentId={agentId} onChange={switchAgent} />
          <LoadingState />
        </Stack>
      )}
    </PageFrame>
  );
}
