import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@/components/date-time-input/calendar-date';
import { DateTimeInput } from '@/components/date-time-input/date-time-input';
import { FormDialog } from '@/components/form-dialog';
import type { Campaign } from './campaign-model';
import { groupLeadsQuery } from './campaigns-queries';
import { checkScheduleCall, insideWindow, type ScheduleCallDraft } from './schedule-call';
import { timeZones } from '@/lib/time-zones';
import { isTimeZone } from '@/lib/zoned-time';

interface ScheduleCallDialogProps {
  campaign: Campaign;
  submitting: boolean;
  onSubmit: (leadId: string, at: string) => void;
  onClose: () => void;
}

export function ScheduleCallDialog({ campaign, submitting, onSubmit, onClose }: ScheduleCallDialogProps) {
  const { t } = useTranslation();
  const leads = useQuery(groupLeadsQuery(campaign.group));
  const zone = isTimeZone(campaign.schedule.timeZone) ? campaign.schedule.timeZone : 'UTC';
  const [draft, setDraft] = useState<ScheduleCallDraft>({ leadId: '', when: null, timeZone: zone });
  const [tried, setTried] = useState(false);
  const zones = useMemo(() => timeZones([zone]), [zone]);
  const check = checkScheduleCall(draft);
  const errors = tried && !check.ok ? check.errors : {};
  const list = leads.data?.data.data ?? [];
  const window = campaign.schedule.callWindow;
  const time = draft.when?.split('T')[1] ?? '';
  const outside = time !== '' && !insideWindow(time, window);
  const submit = () => {
    setTried(true);
    if (check.ok) onSubmit(check.leadId, check.at);
  };
  return (
    <FormDialog
      title={t('campaigns.scheduleCall.title', { name: campaign.name })}
      submitLabel={t('campaigns.scheduleCall.submit')}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      width="32rem"
    >
      <Field.Root invalid={Boolean(errors.lead)} required>
        <Field.Label>{t('campaigns.scheduleCall.lead')}</Field.Label>
        <NativeSelect.Root disabled={leads.isPending || submitting}>
          <NativeSelect.Field
            value={draft.leadId}
            onChange={(event) => setDraft({ ...draft, leadId: event.target.value })}
          >
            <option value="">
              {leads.isPending
                ? t('common.loading')
                : leads.isError
                  ? t('campaigns.scheduleCall.leadsError')
                  : list.length === 0
                    ? t('campaigns.scheduleCall.noLeads')
                    : t('campaigns.scheduleCall.chooseLead')}
            </option>
            {list.map((lead) => (
              <option key={lead.id} value={lead.id}>
                {[lead.firstName, lead.lastName].filter(Boolean).join(' ')} ({lead.phone})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.lead && <Field.ErrorText>{t(errors.lead)}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('campaigns.scheduleCall.timeZone')}</Field.Label>
        <NativeSelect.Root disabled={submitting}>
          <NativeSelect.Field
            value={draft.timeZone}
            onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
          >
            {zones.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('campaigns.scheduleCall.timeZoneHelp')}</Field.HelperText>
      </Field.Root>
      <Stack gap="1">
        <DateTimeInput
          label={t('campaigns.scheduleCall.when')}
          value={draft.when}
          onChange={(when) => setDraft({ ...draft, when })}
          min={todayIn(isTimeZone(draft.timeZone) ? draft.timeZone : undefined)}
          disabled={submitting}
        />
        <Text textStyle="xs" color="fg.muted">
          {t('campaigns.scheduleCall.window', {
            start: window.start,
            end: window.end,
            zone: campaign.schedule.timeZone,
          })}
        </Text>
        {outside && (
          <Text textStyle="xs" color="orange.fg" role="status">
            {t('campaigns.scheduleCall.outsideWindow')}
          </Text>
        )}
        {errors.when && (
          <Text textStyle="sm" color="fg.error" role="alert">
            {t(errors.when)}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
