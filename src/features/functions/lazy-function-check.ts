import type { AgentFunction } from './function-types';

// The check brings the form validators: fetched only when someone goes live.
export const checkFunctionsLazily = (functions: AgentFunction[]): Promise<string[]> =>
  import('./function-check').then((module) => module.invalidFunctionNames(functions));
