import { Field, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allGroupsQuery } from './contacts-queries';
import type { ImportTarget } from './lead-import';

interface ImportTargetFieldsProps {
  target: ImportTarget;
  onChange: (target: ImportTarget) => void;
  invalid: boolean;
}

export function ImportTargetFields({ target, onChange, invalid }: ImportTargetFieldsProps) {
  const { t } = useTranslation();
  const groups = useQuery({ ...allGroupsQuery(), enabled: target.kind === 'existing' });
  const list = groups.data?.data ?? [];
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Text as="legend" fontWeight="semibold" px="1">
        {t('contacts.import.target')}
      </Text>
      <RadioGroup.Root
        value={target.kind}
        colorPalette="brand"
        onValueChange={(details) =>
          onChange(
            details.value === 'existing' ? { kind: 'existing', groupId: '' } : { kind: 'new', name: '' },
          )
        }
      >
        <HStack gap="6" wrap="wrap">
          <RadioGroup.Item value="new">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t('contacts.import.newGroup')}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="existing">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t('contacts.import.existingGroup')}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
      {target.kind === 'new' ? (
        <Field.Root required invalid={invalid && !target.name.trim()} maxW="md">
          <Field.Label>
            {t('contacts.import.groupName')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={target.name}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => onChange({ kind: 'new', name: event.target.value })}
          />
          <Field.ErrorText>{t('contacts.validation.groupName')}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Field.Root required invalid={(invalid && !target.groupId) || groups.isError} maxW="md">
          <Field.Label>
            {t('contacts.import.group')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={groups.isPending}>
            <NativeSelect.Field
              value={target.groupId}
              onChange={(event) => onChange({ kind: 'existing', groupId: event.target.value })}
            >
              <option value="">
                {groups.isPending ? t('common.loading') : t('contacts.import.chooseGroup')}
              </option>
              {list.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>
            {groups.isError ? t('contacts.groups.loadError') : t('contacts.validation.group')}
          </Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
