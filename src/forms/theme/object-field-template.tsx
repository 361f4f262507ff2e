import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { optionText } from '../ui-options';

const shown = (property: ObjectFieldTemplatePropertyType) => (
  <Box key={property.name} display={property.hidden ? 'none' : undefined}>
    {property.content}
  </Box>
);

const inRow = (property: ObjectFieldTemplatePropertyType) => (
  <Box key={property.name} flex="1 1 10rem" minW="0" display={property.hidden ? 'none' : undefined}>
    {property.content}
  </Box>
);

export function ObjectFieldTemplate({ properties, uiSchema, schema }: ObjectFieldTemplateProps) {
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
