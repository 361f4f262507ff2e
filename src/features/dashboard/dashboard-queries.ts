import { useQuery } from '@tanstack/react-query';
import { callInsightsQuery } from '@/api/call-analysis';
import { $api } from '@/api/queries';
import type { ResolvedPeriod } from './dashboard-period';

export const TOP_AGENTS = 8;

export const analysisQuery = ({ from, to, interval }: ResolvedPeriod) =>
  $api.queryOptions('post', '/dashboard/agent_analysis', { body: { from, to, interval } });

export const agentRowsQuery = ({ from, to }: ResolvedPeriod) =>
  $api.queryOptions('post', '/dashboard/list_analysis', {
    body: {
      from,
      to,
      groupBy: 'agent',
      pageIndex: 0,
      pageSize: TOP_AGENTS,
      sortBy: 'calls',
      sortOrder: 'desc',
    },
  });

// The insights panel's read; the route's loader starts the same one.
export const periodInsightsQuery = ({ from, to, interval }: ResolvedPeriod) =>
  callInsightsQuery({ from, to, interval });

export const callDurationQuery = () => $api.queryOptions('get', '/calls/getallcallduration');

export const useAnalysis = (period: ResolvedPeriod) =>
  useQuery({ ...analysisQuery(period), select: (response) => response.data });

export const useAgentRows = (period: ResolvedPeriod, enabled: boolean) =>
  useQuery({ ...agentRowsQuery(period), select: (response) => response.data, enabled });

export const useCallDuration = () =>
  useQuery({ ...callDurationQuery(), select: (response) => response.data });
