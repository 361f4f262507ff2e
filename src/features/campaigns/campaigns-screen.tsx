import { usePaging } from '@/components/use-paging';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { DialogLoading } from '@/components/dialog-loading';
import { lazyNamed } from '@/lib/lazy-named';
import type { Campaign } from './campaign-model';
import type { CampaignDrawerProps } from './campaign-drawer';
import {
  CAMPAIGN_PAGE_SIZES,
  campaignPageQuery,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  useCampaignChange,
} from './campaigns-queries';
import { CampaignsTable, type CampaignAction } from './campaigns-table';

// Running campaigns move: their progress is read again while the list shows one.
const LIST_POLL_MS = 5000;

type Open =
  { kind: 'create' } | { kind: 'edit' | 'calls' | 'schedule' | 'end' | 'delete'; campaign: Campaign } | null;

// The campaign's form loads when the drawer first opens: the form runtime (RJSF, the precompiled
// validators and the forms' schemas) is not on the screen's first paint.
const CampaignDrawer = lazyNamed<'CampaignDrawer', CampaignDrawerProps>(
  () => import('./campaign-drawer'),
  'CampaignDrawer',
);
// So do the dialogs of a row's actions: Chakra's dialog, the time zones and the calls table.
const CampaignCallsDialog = lazyNamed(() => import('./campaign-calls-dialog'), 'CampaignCallsDialog');
const ScheduleCallDialog = lazyNamed(() => import('./schedule-call-dialog'), 'ScheduleCallDialog');

export function CampaignsScreen() {
  const { t } = useTranslation();
  const paging = usePaging(DEFAULT_CAMPAIGN_PAGE_SIZE, CAMPAIGN_PAGE_SIZES);
  const page = useQuery({
    ...campaignPageQuery(paging.pageIndex, paging.pageSize),
    refetchInterval: (query) =>
      query.state.data?.data.data.some((row) => row.status === 'running') ? LIST_POLL_MS : false,
  });
  const change = useCampaignChange();
  const [open, setOpen] = useState<Open>(null);
  const campaigns = page.data?.data.data ?? [];
  const close = () => setOpen(null);
  const confirming =
    open?.kind === 'end' || open?.kind === 'delete' ? { kind: open.kind, campaign: open.campaign } : null;

  // The last campaign of a later page was deleted: show the page before.
  if (page.isSuccess && !page.isPlaceholderData) paging.keepInRange(campaigns.length, page.data.data.total);

  // Stable, so that the memoised table skips the screen's renders (a poll, a dialog opening).
  const mutate = change.mutate;
  const onAction = useCallback(
    (action: CampaignAction, campaign: Campaign) => {
      if (action === 'pause' || action === 'resume') mutate({ kind: action, campaign });
      else setOpen({ kind: action === 'edit' ? 'edit' : action, campaign });
    },
    [mutate],
  );

  return (
    <PageFrame
      title={t('screens.campaign.title')}
      description={t('screens.campaign.description')}
      actions={
        <Button colorPalette="brand" onClick={() => setOpen({ kind: 'create' })}>
          {t('campaigns.new')}
        </Button>
      }
    >
      <QueryView
        query={page}
        errorText={errorMessage(page.error, t('campaigns.loadError'))}
        empty={campaigns.length === 0}
        emptyText={t('campaigns.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <CampaignsTable campaigns={campaigns} busy={change.isPending} onAction={onAction} />
            <Pagination
              label={t('campaigns.paging')}
              total={data.data.total}
              shown={campaigns.length}
              {...paging.controls}
            />
          </Stack>
        )}
      </QueryView>
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={close} />}>
          <CampaignDrawer
            campaign={open.kind === 'edit' ? open.campaign : undefined}
            submitting={change.isPending}
            onClose={close}
            onSave={(body, rules) =>
              change.mutate(
                open.kind === 'edit'
                  ? { kind: 'update', campaign: open.campaign, body, rules }
                  : { kind: 'create', body, rules },
                { onSuccess: close },
              )
            }
          />
        </Suspense>
      )}
      {(open?.kind === 'calls' || open?.kind === 'schedule') && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={close} />}>
          {open.kind === 'calls' ? (
            <CampaignCallsDialog
              campaign={campaigns.find((row) => row.id === open.campaign.id) ?? open.campaign}
              onClose={close}
            />
          ) : (
            <ScheduleCallDialog
              campaign={open.campaign}
              submitting={change.isPending}
              onClose={close}
              onSubmit={(leadId, at) =>
                change.mutate(
                  { kind: 'scheduleCall', campaign: open.campaign, leadId, at },
                  { onSuccess: close },
                )
              }
            />
          )}
        </Suspense>
      )}
      {confirming && (
        <FormDialog
          destructive
          title={t(`campaigns.${confirming.kind}Title`)}
          submitLabel={t(`campaigns.actions.${confirming.kind}`)}
          submitting={change.isPending}
          onClose={close}
          onSubmit={() => change.mutate(confirming, { onSuccess: close })}
        >
          <Text>{t(`campaigns.${confirming.kind}Body`, { name: confirming.campaign.name })}</Text>
        </FormDialog>
      )}
    </PageFrame>
  );
}
