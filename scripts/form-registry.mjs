const SCHEMA = '.schema.json';
const UI = '.ui.json';

// A ui file is shared (by longest prefix) only when no schema has its name: a form never borrows another's.
export function uiFileFor(schemaFile, files) {
  const name = schemaFile.slice(0, -SCHEMA.length);
  const own = `${name}${UI}`;
  if (files.includes(own)) return own;
  const parts = name.split('-');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('-');
    if (files.includes(`${prefix}${UI}`) && !files.includes(`${prefix}${SCHEMA}`)) return `${prefix}${UI}`;
  }
  throw new Error(`forms/${schemaFile} has no ${own} (nor a shared ui file of a prefix of its name)`);
}

const localName = (file) =>
  file
    .replace(/\.json$/, '')
    .replace(/[.-](\w)/g, (_match, letter) => letter.toUpperCase())
    .replace(/^\d/, '_$&');

export function registryCode(forms, files, notice) {
  const imports = new Set();
  const entries = [];
  const used = new Set();
  for (const { id, schemaFile } of forms) {
    const uiFile = uiFileFor(schemaFile, files);
    used.add(uiFile);
    imports.add(`import ${localName(schemaFile)} from '../../forms/${schemaFile}';`);
    imports.add(`import ${localName(uiFile)} from '../../forms/${uiFile}';`);
    entries.push(
      `/** forms/${schemaFile}, drawn with forms/${uiFile}. */\n` +
        `export const ${id}Form = defineForm(${localName(schemaFile)}, validators.${id}, ${localName(uiFile)});`,
    );
  }
  const unused = files.filter((file) => file.endsWith(UI) && !used.has(file));
  if (unused.length > 0) throw new Error(`forms/ ui files that draw no schema: ${unused.join(', ')}`);
  return [
    notice,
    [...imports].join('\n'),
    "import { defineForm } from './form-definition';",
    "import * as validators from './validators.gen';",
    '',
    entries.join('\n\n'),
    '',
  ].join('\n');
}
