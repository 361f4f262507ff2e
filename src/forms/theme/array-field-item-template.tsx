import { Box, Flex, IconButton } from '@chakra-ui/react';
import { buttonId, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { optionText } from '../ui-options';
import { TrashIcon } from './icons';

// Rows are not reordered: the forms do not need it.
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, parentUiSchema, disabled, readonly } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const itemLabel = t(optionText(parentUiSchema, 'itemLabel') ?? 'forms.item', { index: number });
  const removeLabel = t(optionText(parentUiSchema, 'removeLabel') ?? 'forms.remove', { index: number });
  return (
    <Flex
      role="group"
      aria-label={itemLabel}
      gap="2"
      align="flex-start"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Box flex="1" minW="0">
        {children}
      </Box>
      {hasToolbar && buttonsProps.hasRemove && (
        <IconButton
          id={buttonId(buttonsProps.fieldPathId, 'remove')}
          aria-label={removeLabel}
          variant="ghost"
          size="sm"
          colorPalette="red"
          disabled={disabled || readonly}
          onClick={buttonsProps.onRemoveItem}
        >
          <TrashIcon />
        </IconButton>
      )}
    </Flex>
  );
}
