import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import {
  agentsQuery,
  callerNumbersQuery,
  campaignPageQuery,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  groupsQuery,
} from '@/features/campaigns/campaigns-queries';
import { CampaignsScreen } from '@/features/campaigns/campaigns-screen';

export const Route = createFileRoute('/_app/_guarded/campaign')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  staticData: { screen: 'campaign' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, [
      campaignPageQuery(0, DEFAULT_CAMPAIGN_PAGE_SIZE),
      agentsQuery(),
      groupsQuery(),
      callerNumbersQuery(),
    ]),
  component: CampaignsScreen,
});
