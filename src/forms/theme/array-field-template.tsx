import { chakra, Stack, Text } from '@chakra-ui/react';
import { buttonId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { optionText } from '../ui-options';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, uiSchema, title, fieldPathId, registry } = props;
  const { t } = useTranslation();
  const options = getUiOptions(uiSchema);
  const legend = optionText(uiSchema, 'title') ?? title;
  const description = optionText(uiSchema, 'description');
  const emptyText = optionText(uiSchema, 'emptyText');
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <chakra.fieldset id={fieldPathId.$id} minW="0">
      <chakra.legend textStyle="sm" fontWeight="medium" mb={description ? '0' : '2'}>
        {legend}
      </chakra.legend>
      {description && (
        <Text textStyle="xs" color="fg.muted" mb="2">
          {description}
        </Text>
      )}
      {items.length > 0 ? (
        <Stack gap="3">{items}</Stack>
      ) : (
        emptyText && (
          <Text textStyle="sm" color="fg.muted">
            {t(emptyText)}
          </Text>
        )
      )}
      {canAdd && options['addable'] !== false && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </chakra.fieldset>
  );
}
