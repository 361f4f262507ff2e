import { functionForms } from '@/forms/function-forms';
import { fromFunction } from './from-function';
import type { AgentFunction } from './function-types';

// The names of the functions whose stored fields would not pass their own form.
export function invalidFunctionNames(functions: readonly AgentFunction[]): string[] {
  return functions
    .filter((fn) => {
      const { schema, validator } = functionForms[fn.type];
      return validator.validateFormData(fromFunction(fn), schema).errors.length > 0;
    })
    .map((fn) => fn.name);
}
