import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import {
  getUiOptions,
  type ObjectFieldTemplatePropertyType,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { optionText } from '../ui-options';

// `shownWhen: { field: { other: [values] } }` hides a field unless a sibling holds one of the values,
// since the precompiled validators handle schema conditionals poorly (forms/README.md).
type ShownWhen = Record<string, Record<string, unknown[]>>;

function hiddenBy(uiSchema: ObjectFieldTemplateProps['uiSchema'], formData: unknown) {
  const rules = getUiOptions(uiSchema).shownWhen as ShownWhen | undefined;
  const data = typeof formData === 'object' && formData !== null ? (formData as Record<string, unknown>) : {};
  return (name: string): boolean =>
    Object.entries(rules?.[name] ?? {}).some(([other, values]) => !values.includes(data[other]));
}

// `sectionBefore: { field: key }` starts a titled part of a long form at that field.
function SectionTitle({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Heading as="h3" textStyle="md" pt="3" mb="4" borderTopWidth="1px" borderColor="border.muted">
      {t(text)}
    </Heading>
  );
}

export function ObjectFieldTemplate({ properties, uiSchema, schema, formData }: ObjectFieldTemplateProps) {
  const hiddenByRule = hiddenBy(uiSchema, formData);
  const sections = (getUiOptions(uiSchema).sectionBefore ?? {}) as Record<string, string>;
  const isHidden = (property: ObjectFieldTemplatePropertyType) =>
    property.hidden || hiddenByRule(property.name);
  const shown = (property: ObjectFieldTemplatePropertyType) => (
    <Box key={property.name} display={isHidden(property) ? 'none' : undefined}>
      {sections[property.name] && <SectionTitle text={sections[property.name] ?? ''} />}
      {property.content}
    </Box>
  );
  const inRow = (property: ObjectFieldTemplatePropertyType) => (
    <Box key={property.name} flex="1 1 10rem" minW="0" display={isHidden(property) ? 'none' : undefined}>
      {property.content}
    </Box>
  );
  if (optionText(uiSchema, 'layout') === 'row') {
    const isCheckbox = (property: ObjectFieldTemplatePropertyType) => {
      const field: unknown = schema.properties?.[property.name];
      return typeof field === 'object' && field !== null && 'type' in field && field.type === 'boolean';
    };
    const checkboxes = properties.filter(isCheckbox);
    return (
      <Stack gap="3">
        <Flex gap="3" wrap="wrap" align="flex-start">
          {properties.filter((property) => !isCheckbox(property)).map(inRow)}
        </Flex>
        {checkboxes.length > 0 && (
          <Flex gap="4" wrap="wrap">
            {checkboxes.map(shown)}
          </Flex>
        )}
      </Stack>
    );
  }
  return <Stack gap="4">{properties.map(shown)}</Stack>;
}
