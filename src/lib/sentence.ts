import type { TFunction } from 'i18next';

const MARK = '\u0000';

// i18next resolves and interpolates a key on every call, which costs more than a table row's own
// render. A sentence whose values are plain text is resolved once; each row only fills it in.
export function sentence<Name extends string>(
  t: TFunction,
  key: string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const parts = t(key, marks).split(MARK);
  return (values) => {
    let text = '';
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index] ?? '';
      const name = index % 2 === 1 ? names[Number(part)] : undefined;
      text += name === undefined ? part : values[name];
    }
    return text;
  };
}
