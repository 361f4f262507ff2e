import type { components } from '@/api/schema.gen';
import type { FunctionType } from '@/api/models/schemas';

export type { AgentFunction, FunctionType } from '@/api/models/schemas';

export type FunctionInput = components['schemas']['AgentFunctionInput'];
export type HttpMethod = components['schemas']['AgentFunctionCustomInput']['http_method'];
export type ParameterType = components['schemas']['FunctionParameter']['type'];
export type ParametersSchema = components['schemas']['FunctionParametersSchema'];
export type ParameterProperty = components['schemas']['FunctionParameterProperty'];

// spec §9: 0 End Call, 1 Check Calendar, 2 Book Appointment, 3 Transfer Call, 4 Custom.
export const FUNCTION_TYPES = [0, 1, 2, 3, 4] as const satisfies readonly FunctionType[];
export const HTTP_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
] as const satisfies readonly HttpMethod[];
export const PARAMETER_TYPES = [
  'string',
  'number',
  'boolean',
  'object',
  'array',
] as const satisfies readonly ParameterType[];

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const DEFAULT_HTTP_METHOD: HttpMethod = 'POST';
export const DEFAULT_TIMEOUT_MS = 5000;

export function isFunctionType(value: unknown): value is FunctionType {
  return FUNCTION_TYPES.some((type) => type === value);
}

export function isHttpMethod(value: unknown): value is HttpMethod {
  return HTTP_METHODS.some((method) => method === value);
}

export function isParameterType(value: unknown): value is ParameterType {
  return PARAMETER_TYPES.some((type) => type === value);
}

export const typeNameKey = (type: FunctionType) => `functions.types.${type}` as const;

export const savedToastKey = (type: FunctionType) => `functions.toast.saved.${type}` as const;
