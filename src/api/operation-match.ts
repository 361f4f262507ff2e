import type { ContractOperation } from './operations.gen';

export function apiPath(url: string, baseUrl: string): string | null {
  let request: URL;
  let base: URL;
  try {
    request = new URL(url);
    base = new URL(baseUrl, request.origin);
  } catch {
    return null;
  }
  if (base.origin !== request.origin) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  const { pathname } = request;
  if (prefix === '') return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isTemplated = (segment: string) => segment.includes('{');

function segmentMatches(template: string, segment: string): boolean {
  if (!isTemplated(template)) return template === segment;
  if (segment === '') return false;
  const pattern = template
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') && part.endsWith('}') ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${pattern}$`).test(segment);
}

export function matchesTemplate(template: string, path: string): boolean {
  const templateSegments = template.split('/');
  const pathSegments = path.split('/');
  if (templateSegments.length !== pathSegments.length) return false;
  return templateSegments.every((segment, index) => segmentMatches(segment, pathSegments[index] ?? ''));
}

// At the first segment where one is literal and the other not, the literal wins, as Prism and the backend do.
function bySpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < left.length; index += 1) {
    const literalA = !isTemplated(left[index] ?? '');
    const literalB = !isTemplated(right[index] ?? '');
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

export function operationFor<T extends Pick<ContractOperation, 'method' | 'path'>>(
  operations: readonly T[],
  method: string,
  path: string,
): T | null {
  const upper = method.toUpperCase();
  const candidates = operations.filter(
    (operation) => operation.method === upper && matchesTemplate(operation.path, path),
  );
  return candidates.sort((a, b) => bySpecificity(a.path, b.path))[0] ?? null;
}
