import { describe, expect, it } from 'vitest';
import { QA_ERROR_STATUSES } from '@/lib/qa-settings';
import { apiPath, matchesTemplate, operationFor } from './operation-match';
import { operations } from './operations.gen';

describe('the path of a request inside the API', () => {
  it('strips a same-origin base path and the query', () => {
    expect(apiPath('http://127.0.0.1:4173/api/agents/abc/?page=2', '/api')).toBe('/agents/abc/');
    expect(apiPath('http://127.0.0.1:4173/api/agents/abc/', '/api/')).toBe('/agents/abc/');
    expect(apiPath('http://127.0.0.1:4173/api', '/api')).toBe('/');
  });

  it('strips an absolute base, or none', () => {
    expect(apiPath('https://api.example.com/v2/dids?status=Assigned', 'https://api.example.com/v2')).toBe(
      '/dids',
    );
    expect(apiPath('http://api.test/notification/', 'http://api.test')).toBe('/notification/');
  });

  it('is null for a request outside the API', () => {
    expect(apiPath('http://127.0.0.1:4173/apis/agents/', '/api')).toBeNull();
    expect(apiPath('http://127.0.0.1:4173/llm/chat', '/api')).toBeNull();
    expect(apiPath('https://other.example.com/api/agents/', 'https://api.example.com/api')).toBeNull();
  });
});

describe('a path template of the contract', () => {
  it('matches a path that fills its parameters', () => {
    expect(matchesTemplate('/agents/{id}/', '/agents/abc/')).toBe(true);
    expect(matchesTemplate('/agents/{id}/calendar/', '/agents/abc/calendar/')).toBe(true);
    expect(matchesTemplate('/notification/', '/notification/')).toBe(true);
    expect(matchesTemplate('/files/{name}.json', '/files/report.json')).toBe(true);
  });

  it('does not match another length, another literal or an empty parameter', () => {
    expect(matchesTemplate('/agents/{id}/', '/agents/abc')).toBe(false);
    expect(matchesTemplate('/agents/{id}/', '/agents/abc/calendar/')).toBe(false);
    expect(matchesTemplate('/agents/{id}/', '/agents//')).toBe(false);
    expect(matchesTemplate('/agents/{id}/calendar/', '/agents/abc/rules/')).toBe(false);
    expect(matchesTemplate('/files/{name}.json', '/files/report.csv')).toBe(false);
  });
});

describe('the operation that answers a request', () => {
  it('is the one of the method and path template', () => {
    expect(operationFor(operations, 'GET', '/agents/abc/')?.operationId).toBe('agentsGetById');
    expect(operationFor(operations, 'delete', '/agents/abc/')?.operationId).toBe('agentsDelete');
    expect(operationFor(operations, 'GET', '/notification/')?.operationId).toBe('notificationsList');
    expect(operationFor(operations, 'PATCH', '/notification/')).toBeNull();
    expect(operationFor(operations, 'GET', '/no/such/path')).toBeNull();
  });

  it('prefers a literal path to a template that would also match it', () => {
    expect(operationFor(operations, 'GET', '/agents/fetch_list_with_meta/')?.operationId).toBe(
      'agentsListWithMeta',
    );
    const own = [
      { method: 'GET', path: '/users/{id}' },
      { method: 'GET', path: '/users/refresh' },
      { method: 'GET', path: '/{kind}/refresh' },
    ] as const;
    expect(operationFor(own, 'GET', '/users/refresh')?.path).toBe('/users/refresh');
    expect(operationFor(own, 'GET', '/users/abc')?.path).toBe('/users/{id}');
    expect(operationFor(own, 'GET', '/teams/refresh')?.path).toBe('/{kind}/refresh');
  });
});

describe('the generated list of operations', () => {
  it('has every call of the contract once, with its declared error statuses', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.find((operation) => operation.operationId === 'agentsGetById')).toEqual({
      method: 'GET',
      path: '/agents/{id}/',
      operationId: 'agentsGetById',
      errorCodes: [401, 404, 500],
    });
  });

  it('declares every status the panel offers for all calls', () => {
    const declared = new Set(operations.flatMap((operation) => operation.errorCodes));
    for (const status of QA_ERROR_STATUSES) expect(declared.has(status), String(status)).toBe(true);
    expect(declared.has(400)).toBe(false);
  });
});
