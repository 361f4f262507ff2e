import type { ThemeProps } from '@rjsf/core';
import { ArrayFieldItemTemplate } from './array-field-item-template';
import { ArrayFieldTemplate } from './array-field-template';
import { BaseInputTemplate } from './base-input-template';
import { AddButton, NoButton, RemoveButton, SubmitButton } from './button-templates';
import { CheckboxWidget } from './checkbox-widget';
import { FieldTemplate } from './field-template';
import { LocaleNumberField } from './locale-number-field';
import { ObjectFieldTemplate } from './object-field-template';
import { SelectWidget } from './select-widget';
import { DescriptionFieldTemplate, ErrorListTemplate, TitleFieldTemplate } from './text-templates';
import { TextareaWidget } from './textarea-widget';
import { ChoiceWidget } from '../widgets/choice/choice-widget';
import { KnowledgeUploadWidget } from '../widgets/knowledge-upload/knowledge-upload-widget';

// Not @rjsf/chakra-ui: its labels point at the wrong ids (ARCHITECTURE.md).
export const chakraTheme: ThemeProps = {
  fields: { NumberField: LocaleNumberField },
  templates: {
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    BaseInputTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    ButtonTemplates: {
      SubmitButton,
      AddButton,
      RemoveButton,
      CopyButton: NoButton,
      MoveDownButton: NoButton,
      MoveUpButton: NoButton,
      ClearButton: NoButton,
    },
  },
  widgets: {
    CheckboxWidget,
    SelectWidget,
    TextareaWidget,
    knowledgeUpload: KnowledgeUploadWidget,
    choice: ChoiceWidget,
  },
};
