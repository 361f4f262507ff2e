import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { knowledgeWebSourceForm } from '@/forms/registry.gen';
import { newSourceForm, sourceForm, type WebSource, type WebSourceForm } from './web-source-model';

interface Props {
  /** The source changed; none for a new one. */
  source: WebSource | undefined;
  submitting: boolean;
  onSave: (form: WebSourceForm) => void;
  onClose: () => void;
}

export function WebSourceDrawer({ source, submitting, onSave, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <FormDrawer<WebSourceForm>
      title={t(source ? 'webSources.edit.title' : 'webSources.add.title')}
      description={t(source ? 'webSources.edit.description' : 'webSources.add.description')}
      idPrefix="web-source"
      form={knowledgeWebSourceForm}
      initial={source ? sourceForm(source) : newSourceForm()}
      submitLabel={t(source ? 'webSources.edit.submit' : 'webSources.add.submit')}
      submitting={submitting}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}
