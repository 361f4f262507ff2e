import {
  DEFAULT_HTTP_METHOD,
  DEFAULT_TIME_ZONE,
  DEFAULT_TIMEOUT_MS,
  isFunctionType,
  isHttpMethod,
  isParameterType,
  type FunctionType,
  type HttpMethod,
  type ParameterType,
} from './function-types';

export interface HeaderRow {
  name?: string;
  value?: string;
}

export interface ParameterRow {
  name?: string;
  type?: ParameterType;
  description?: string;
  required?: boolean;
}

// Every field of every type, so that switching the type back and forth keeps what was typed.
export interface FunctionFormData {
  name?: string;
  description?: string;
  type: FunctionType;
  api_key?: string;
  event_type?: string;
  time_zone?: string;
  transfer_number?: string;
  http_method?: HttpMethod;
  end_point?: string;
  timeout?: number;
  headers?: HeaderRow[];
  parameters?: ParameterRow[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function rows<Row>(value: unknown, read: (row: Record<string, unknown>) => Row): Row[] | undefined {
  return Array.isArray(value) ? value.map((row: unknown) => read(isRecord(row) ? row : {})) : undefined;
}

const compact = <Shape extends object>(shape: Shape): Shape =>
  Object.fromEntries(Object.entries(shape).filter(([, value]) => value !== undefined)) as Shape;

// RJSF hands back `any`: only known fields of the right kind are kept.
export function readFormData(value: unknown): FunctionFormData {
  const data = isRecord(value) ? value : {};
  const timeout = data['timeout'];
  return compact({
    name: text(data['name']),
    description: text(data['description']),
    type: isFunctionType(data['type']) ? data['type'] : 0,
    api_key: text(data['api_key']),
    event_type: text(data['event_type']),
    time_zone: text(data['time_zone']),
    transfer_number: text(data['transfer_number']),
    http_method: isHttpMethod(data['http_method']) ? data['http_method'] : undefined,
    end_point: text(data['end_point']),
    timeout: typeof timeout === 'number' && Number.isFinite(timeout) ? timeout : undefined,
    headers: rows(data['headers'], (row) => compact({ name: text(row['name']), value: text(row['value']) })),
    parameters: rows(data['parameters'], (row) =>
      compact({
        name: text(row['name']),
        type: isParameterType(row['type']) ? row['type'] : undefined,
        description: text(row['description']),
        required: typeof row['required'] === 'boolean' ? row['required'] : undefined,
      }),
    ),
  });
}

export function withTypeDefaults(data: FunctionFormData): FunctionFormData {
  if (data.type === 1 || data.type === 2) return { ...data, time_zone: data.time_zone ?? DEFAULT_TIME_ZONE };
  if (data.type === 4) {
    return {
      ...data,
      http_method: data.http_method ?? DEFAULT_HTTP_METHOD,
      timeout: data.timeout ?? DEFAULT_TIMEOUT_MS,
      headers: data.headers ?? [],
      parameters: data.parameters ?? [],
    };
  }
  return data;
}

export const newFunctionFormData = (): FunctionFormData => ({ type: 0 });
