import type { ErrorTransformer, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageErrors } from './error-messages';
import { localizeUiSchema, type Translate } from './localize-ui-schema';

export function useFormTexts(uiSchema: UiSchema): { uiSchema: UiSchema; transformErrors: ErrorTransformer } {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const translate: Translate = (key, params) => t(key, params);
    const localized = localizeUiSchema(uiSchema, translate);
    return {
      uiSchema: localized,
      transformErrors: (errors) => messageErrors(errors, localized, translate, language),
    };
  }, [uiSchema, t, language]);
}
