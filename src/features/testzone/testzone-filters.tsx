import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '@/components/option-select';
import { SCENARIO_STATUSES } from './scenario-model';
import { agentsQuery } from './testzone-queries';
import { isFiltered, testzoneSearch, type TestzoneSearch } from './testzone-search';

interface TestzoneFiltersProps {
  search: TestzoneSearch;
  onSearch: (search: TestzoneSearch) => void;
  text: string;
  onText: (text: string) => void;
}

export function TestzoneFilters({ search, onSearch, text, onText }: TestzoneFiltersProps) {
  const { t } = useTranslation();
  const agents = useQuery(agentsQuery());
  const list = Array.isArray(agents.data?.data) ? agents.data.data : [];
  // An agent named in the address but not (yet) listed still shows, so the select tells the truth.
  const unlisted = search.agentId !== undefined && !list.some((agent) => agent.id === search.agentId);
  const agentOptions = [
    ...(unlisted && search.agentId ? [{ id: search.agentId, name: t('testzone.filters.unknownAgent') }] : []),
    ...list.map((agent) => ({ id: agent.id, name: agent.name })),
  ];
  const statusOptions = SCENARIO_STATUSES.map((status) => ({
    id: status,
    name: t(`testzone.status.${status}`),
  }));
  const change = (patch: Partial<Record<keyof TestzoneSearch, string>>) =>
    onSearch(testzoneSearch({ ...search, ...patch }));
  return (
    <Flex as="search" gap="3" wrap="wrap" align="end">
      <Field.Root width={{ base: 'full', sm: '18rem' }}>
        <Field.Label>{t('testzone.search')}</Field.Label>
        <Input
          type="search"
          size="sm"
          value={text}
          placeholder={t('testzone.searchPlaceholder')}
          onChange={(event) => onText(event.target.value)}
        />
      </Field.Root>
      {(['agentId', 'status'] as const).map((key) => (
        <Field.Root key={key} width="auto" minW="11rem">
          <Field.Label>{t(`testzone.filters.${key}`)}</Field.Label>
          <OptionSelect
            value={search[key] ?? ''}
            placeholder={t(`testzone.filters.${key}Any`)}
            options={key === 'agentId' ? agentOptions : statusOptions}
            onChange={(value) => change({ [key]: value })}
          />
        </Field.Root>
      ))}
      {isFiltered(search) && (
        <Button size="sm" variant="ghost" onClick={() => onSearch({})}>
          {t('testzone.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
