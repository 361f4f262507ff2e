import { Badge } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const AGENT_STATUSES = ['draft', 'active', 'paused'] as const;
export type AgentStatusWord = (typeof AGENT_STATUSES)[number] | 'unknown';
export const AGENT_DIRECTIONS = ['inbound', 'outbound'] as const;
export type AgentDirectionWord = (typeof AGENT_DIRECTIONS)[number] | 'unknown';

// The server may send a status or direction this console does not know yet (or none at all):
// it reads as a word, never as a translation key.
export function agentStatusWord(status: unknown): AgentStatusWord {
  return AGENT_STATUSES.find((known) => known === status) ?? 'unknown';
}

export function agentDirectionWord(direction: unknown): AgentDirectionWord {
  return AGENT_DIRECTIONS.find((known) => known === direction) ?? 'unknown';
}

export const agentStatusText = (t: TFunction, status: unknown): string =>
  t(`agents.status.${agentStatusWord(status)}`);

// How a picker names an agent: its status beside its name, so a draft is never chosen unknowingly.
export const agentChoiceLabel = (t: TFunction, agent: { name: string; status?: unknown }): string =>
  `${agent.name} · ${agentStatusText(t, agent.status)}`;

export const agentDirectionText = (t: TFunction, direction: unknown): string =>
  t(`agents.direction.${agentDirectionWord(direction)}`);

const palette: Record<AgentStatusWord, string> = {
  active: 'green',
  draft: 'gray',
  paused: 'orange',
  unknown: 'red',
};

export function AgentStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const word = agentStatusWord(status);
  return (
    <Badge colorPalette={palette[word]} variant="subtle" data-status={word}>
      {t(`agents.status.${word}`)}
    </Badge>
  );
}
