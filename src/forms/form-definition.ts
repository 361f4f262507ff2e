import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type CompiledValidateFunction } from '@rjsf/validator-ajv8';

export interface FormDefinition {
  schema: RJSFSchema;
  validator: ValidatorType;
  uiSchema: UiSchema;
}

function isSchema(json: object): json is RJSFSchema {
  return '$id' in json && typeof json.$id === 'string';
}

export function defineForm(
  json: object,
  validate: CompiledValidateFunction,
  uiSchema: UiSchema,
): FormDefinition {
  if (!isSchema(json)) throw new Error('A schema of forms/ has no $id');
  // RJSF checks that the schema it is given is the one the validator was compiled from: the
  // form must be rendered with exactly this `schema` object.
  return {
    schema: json,
    validator: createPrecompiledValidator({ [json.$id ?? '']: validate }, json),
    uiSchema,
  };
}
