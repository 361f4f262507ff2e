import { Box, Checkbox, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAnalysisField } from '@/api/call-analysis';
import {
  analysisKey,
  eqText,
  VERDICTS,
  type AnalysisKey,
  type CallsSearch,
  type Verdict,
} from './call-search';
import { FilterSelect } from './filter-select';

// Proposal (post-call analysis): the calls list's Success filter, and the chosen agent's custom
// fields as filters and columns.

type Conditions = Partial<Record<AnalysisKey, string>>;

export function SuccessFilter({
  value,
  onChange,
}: {
  value: Verdict | undefined;
  onChange: (value: Verdict | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('calls.analysis.success')}
      value={value ?? ''}
      onChange={(verdict) => onChange(VERDICTS.find((known) => known === verdict))}
    >
      <option value="">{t('calls.analysis.all')}</option>
      {VERDICTS.map((verdict) => (
        <option key={verdict} value={verdict}>
          {t(`calls.analysis.${verdict}`)}
        </option>
      ))}
    </FilterSelect>
  );
}

const typedKeys = (fields: readonly CallAnalysisField[]): AnalysisKey[] =>
  fields.flatMap((field) => {
    if (field.type === 'number') return [analysisKey(field.name, 'gte'), analysisKey(field.name, 'lte')];
    return field.type === 'text' ? [analysisKey(field.name, 'contains')] : [];
  });

/**
 * What is typed in the fields' number and text boxes, applied with the form as the phone number
 * and search are; it follows the address when that changes (back button, Clear filters, a link).
 */
export function useTypedConditions(search: CallsSearch, fields: readonly CallAnalysisField[]) {
  const keys = typedKeys(fields);
  const fromAddress = (): Record<string, string> =>
    Object.fromEntries(keys.map((key) => [key, search[key] ?? '']));
  const signature = keys.map((key) => `${key}=${search[key] ?? ''}`).join('&');
  const [drafts, setDrafts] = useState(fromAddress);
  const [applied, setApplied] = useState(signature);
  if (applied !== signature) {
    setApplied(signature);
    setDrafts(fromAddress());
  }
  return {
    drafts,
    setDraft: (key: AnalysisKey, value: string) => setDrafts((before) => ({ ...before, [key]: value })),
    typed: (): Conditions => Object.fromEntries(keys.map((key) => [key, drafts[key]?.trim() || undefined])),
  };
}

export interface FieldFiltersProps {
  fields: readonly CallAnalysisField[];
  search: CallsSearch;
  drafts: Record<string, string>;
  onDraft: (key: AnalysisKey, value: string) => void;
  /** A choice made in a select, applied at once as the other selects are. */
  onChoose: (conditions: Conditions) => void;
}

export function FieldFilters({ fields, search, drafts, onDraft, onChoose }: FieldFiltersProps) {
  const { t } = useTranslation();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('calls.analysis.fields')}
      </Text>
      <Flex gap="3" wrap="wrap" align="end">
        {fields.map((field) => {
          const { name } = field;
          const eq = analysisKey(name, 'eq');
          const chosen = search[eq] ?? '';
          const choose = (value: string) => onChoose({ [eq]: value || undefined });
          switch (field.type) {
            case 'boolean':
              return (
                <FilterSelect key={name} label={name} value={chosen} onChange={choose}>
                  <option value="">{t('calls.analysis.any')}</option>
                  <option value={eqText(true)}>{t('calls.analysis.yes')}</option>
                  <option value={eqText(false)}>{t('calls.analysis.no')}</option>
                </FilterSelect>
              );
            case 'option': {
              const options = (field.options ?? []).map((option) => ({ value: eqText(option), option }));
              return (
                <FilterSelect key={name} label={name} value={chosen} onChange={choose}>
                  <option value="">{t('calls.analysis.any')}</option>
                  {chosen && !options.some((option) => option.value === chosen) && (
                    <option value={chosen}>{chosen.replace(/^'/, '')}</option>
                  )}
                  {options.map(({ value, option }) => (
                    <option key={value} value={value}>
                      {option}
                    </option>
                  ))}
                </FilterSelect>
              );
            }
            case 'number':
              return (
                <Flex key={name} gap="2" align="end">
                  {(['gte', 'lte'] as const).map((op) => {
                    const key = analysisKey(name, op);
                    return (
                      <Field.Root key={op} width="8.5rem">
                        <Field.Label>
                          {t(op === 'gte' ? 'calls.analysis.min' : 'calls.analysis.max', { field: name })}
                        </Field.Label>
                        <Input
                          type="number"
                          size="sm"
                          step="any"
                          inputMode="decimal"
                          value={drafts[key] ?? ''}
                          onChange={(event) => onDraft(key, event.target.value)}
                        />
                      </Field.Root>
                    );
                  })}
                </Flex>
              );
            default: {
              const key = analysisKey(name, 'contains');
              return (
                <Field.Root key={name} width="12rem">
                  <Field.Label>{t('calls.analysis.contains', { field: name })}</Field.Label>
                  <Input
                    size="sm"
                    maxLength={100}
                    value={drafts[key] ?? ''}
                    onChange={(event) => onDraft(key, event.target.value)}
                  />
                </Field.Root>
              );
            }
          }
        })}
      </Flex>
    </Box>
  );
}

export function ColumnsChooser({
  fields,
  shown,
  onChange,
}: {
  fields: readonly CallAnalysisField[];
  shown: readonly string[];
  onChange: (names: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (name: string, on: boolean) =>
    onChange(
      fields.map((field) => field.name).filter((field) => (field === name ? on : shown.includes(field))),
    );
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('calls.analysis.columns')}
      </Text>
      <Flex gap="4" wrap="wrap" minH="8" align="center">
        {fields.map((field) => (
          <Checkbox.Root
            key={field.name}
            size="sm"
            checked={shown.includes(field.name)}
            onCheckedChange={(details) => toggle(field.name, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{field.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Box>
  );
}
