import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { proposalData } from './proposals';
import type { components } from './schema.gen';

// Proposal (post-call analysis), read by the agent editor, the calls list, a call's pages and the
// dashboard. A server without it answers 404 or 501: each query then holds null, and no analysis
// shows anywhere, with no error.
export type CallAnalysisSettings = components['schemas']['CallAnalysisSettings'];
export type CallAnalysisField = components['schemas']['CallAnalysisField'];
export type CallAnalysis = components['schemas']['CallAnalysis'];
export type CallAnalysisCondition = components['schemas']['CallAnalysisCondition'];
export type CallMetrics = components['schemas']['CallMetrics'];
export type CallInsights = components['schemas']['CallInsights'];
export type CallInsightsQuery = components['schemas']['CallInsightsQuery'];

export const analysisSettingsQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['call-analysis', 'settings', agentId],
    queryFn: ({ signal }): Promise<CallAnalysisSettings | null> =>
      proposalData(api.GET('/agents/{id}/analysis', { params: { path: { id: agentId } }, signal })),
    retry: false,
  });

export const callMetricsQuery = (callId: string) =>
  queryOptions({
    queryKey: ['call-analysis', 'metrics', callId],
    queryFn: ({ signal }): Promise<CallMetrics | null> =>
      proposalData(api.GET('/calls/{id}/metrics', { params: { path: { id: callId } }, signal })),
    retry: false,
  });

export const callInsightsQuery = (body: CallInsightsQuery) =>
  queryOptions({
    queryKey: ['call-analysis', 'insights', body],
    queryFn: ({ signal }): Promise<CallInsights | null> =>
      proposalData(api.POST('/dashboard/call_insights', { body, signal })),
    retry: false,
  });
