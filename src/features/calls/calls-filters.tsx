import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentVersionsQuery } from '@/api/agent-versions';
import type { CallAnalysisField } from '@/api/call-analysis';
import { agentChoiceLabel } from '@/components/agent-status';
import { agentsQuery } from './calls-reads';
import { ColumnsChooser, FieldFilters, SuccessFilter, useTypedConditions } from './analysis-filters';
import {
  activeFilterCount,
  analysisFields,
  CALL_DIRECTIONS,
  CALL_STATUSES,
  normalisePhone,
  shownColumns,
  type CallFilterFields,
  type CallsSearch,
} from './call-search';
import { FilterSelect as Select } from './filter-select';

/** Proposal (post-call analysis): whether calls are analysed, and the chosen agent's custom fields. */
export interface CallsFiltersAnalysis {
  supported: boolean;
  fields: readonly CallAnalysisField[];
}

export interface CallsFiltersProps {
  search: CallsSearch;
  onChange: (fields: CallFilterFields) => void;
  analysis?: CallsFiltersAnalysis;
  onColumns?: (names: string[]) => void;
}

const NO_ANALYSIS: CallsFiltersAnalysis = { supported: false, fields: [] };

const fieldsOf = (search: CallsSearch): CallFilterFields => ({
  ...analysisFields(search),
  agentId: search.agentId,
  version: search.version,
  success: search.success,
  from: search.from,
  to: search.to,
  direction: search.direction,
  status: search.status,
  phone: search.phone,
  q: search.q,
});

export function CallsFilters({ search, onChange, analysis = NO_ANALYSIS, onColumns }: CallsFiltersProps) {
  const { t } = useTranslation();
  const agents = useQuery({ ...agentsQuery(), select: (response) => response.data });
  // Proposal (agent versions): the chosen agent's published versions; none against a server without.
  const versions = useQuery({
    ...agentVersionsQuery(search.agentId ?? ''),
    enabled: search.agentId !== undefined,
    select: (standing) => standing?.versions.map((version) => version.number) ?? [],
  });
  const versionNumbers = search.agentId ? (versions.data ?? []) : [];
  const [phone, setPhone] = useState(search.phone ?? '');
  const [q, setQ] = useState(search.q ?? '');
  const [phoneError, setPhoneError] = useState(false);
  // The typed texts follow the address when it changes (back button, Clear filters, a link).
  const [applied, setApplied] = useState({ phone: search.phone, q: search.q });
  if (applied.phone !== search.phone || applied.q !== search.q) {
    setApplied({ phone: search.phone, q: search.q });
    setPhone(search.phone ?? '');
    setQ(search.q ?? '');
  }

  const fields = search.agentId ? analysis.fields : NO_ANALYSIS.fields;
  const typed = useTypedConditions(search, fields);

  const current = fieldsOf(search);
  const apply = (patch: Partial<CallFilterFields>) => onChange({ ...current, ...patch });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const normalised = phone.trim() ? normalisePhone(phone) : undefined;
    if (phone.trim() && !normalised) {
      setPhoneError(true);
      return;
    }
    setPhoneError(false);
    apply({ ...typed.typed(), phone: normalised, q: q.trim() || undefined });
  };

  const agentOptions = agents.data ?? [];
  const unknownAgent = search.agentId && !agentOptions.some((agent) => agent.id === search.agentId);

  return (
    <form role="search" aria-label={t('calls.filters.label')} onSubmit={submit} noValidate>
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="end">
          <Select
            label={t('calls.filters.agent')}
            value={search.agentId ?? ''}
            onChange={(agentId) => apply({ agentId: agentId || undefined, version: undefined })}
          >
            <option value="">{t('calls.filters.allAgents')}</option>
            {unknownAgent && (
              <option value={search.agentId}>
                {agents.isPending ? t('common.loading') : t('calls.filters.agentId', { id: search.agentId })}
              </option>
            )}
            {agentOptions.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agentChoiceLabel(t, agent)}
              </option>
            ))}
          </Select>
          {(versionNumbers.length > 0 || search.version !== undefined) && (
            <Select
              label={t('calls.filters.version')}
              value={search.version === undefined ? '' : String(search.version)}
              onChange={(version) => apply({ version: version ? Number(version) : undefined })}
            >
              <option value="">{t('calls.filters.allVersions')}</option>
              {search.version !== undefined && !versionNumbers.includes(search.version) && (
                <option value={String(search.version)}>v{search.version}</option>
              )}
              {versionNumbers.map((number) => (
                <option key={number} value={String(number)}>
                  v{number}
                </option>
              ))}
            </Select>
          )}
          {(analysis.supported || search.success !== undefined) && (
            <SuccessFilter value={search.success} onChange={(success) => apply({ success })} />
          )}
          <Field.Root width="auto">
            <Field.Label>{t('calls.filters.from')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => apply({ from: event.target.value || undefined })}
            />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>{t('calls.filters.to')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => apply({ to: event.target.value || undefined })}
            />
          </Field.Root>
          <Select
            label={t('calls.filters.direction')}
            value={search.direction ?? ''}
            onChange={(direction) =>
              apply({ direction: direction ? (direction as CallFilterFields['direction']) : undefined })
            }
          >
            <option value="">{t('calls.filters.any')}</option>
            {CALL_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {t(`calls.direction.${direction}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('calls.filters.status')}
            value={search.status ?? ''}
            onChange={(status) =>
              apply({ status: status ? (status as CallFilterFields['status']) : undefined })
            }
          >
            <option value="">{t('calls.filters.any')}</option>
            {CALL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`calls.status.${status}`)}
              </option>
            ))}
          </Select>
          <Field.Root width="11rem" invalid={phoneError}>
            <Field.Label>{t('calls.filters.phone')}</Field.Label>
            <Input
              type="tel"
              size="sm"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              maxLength={24}
              onChange={(event) => setPhone(event.target.value)}
            />
            <Field.ErrorText>{t('calls.filters.phoneInvalid')}</Field.ErrorText>
          </Field.Root>
          <Field.Root width="13rem">
            <Field.Label>{t('calls.filters.search')}</Field.Label>
            <Input
              type="search"
              size="sm"
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand">
            {t('calls.filters.apply')}
          </Button>
          {/* Hidden rather than absent while nothing is filtered: its style rule then exists before
            the first filter, which would otherwise restyle the whole page for it. */}
          <Button
            size="sm"
            variant="ghost"
            hidden={activeFilterCount(search) === 0}
            onClick={() => {
              setPhoneError(false);
              onChange({});
            }}
          >
            {t('calls.filters.clear')}
          </Button>
        </Flex>
        {fields.length > 0 && (
          <Flex gap="6" wrap="wrap" align="start">
            <FieldFilters
              fields={fields}
              search={search}
              drafts={typed.drafts}
              onDraft={typed.setDraft}
              onChoose={(conditions) => apply(conditions)}
            />
            {onColumns && (
              <ColumnsChooser fields={fields} shown={shownColumns(search)} onChange={onColumns} />
            )}
          </Flex>
        )}
      </Stack>
    </form>
  );
}
