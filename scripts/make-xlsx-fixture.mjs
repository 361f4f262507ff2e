import { strToU8, zipSync } from 'fflate';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const strings = [];
const s = (text) => {
  const index = strings.indexOf(text);
  if (index !== -1) return index;
  strings.push(text);
  return strings.length - 1;
};
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cell(ref, value) {
  if (typeof value === 'string') return `<c r="${ref}" t="s"><v>${s(value)}</v></c>`;
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  return `<c r="${ref}" s="1"><v>${value.date}</v></c>`;
}
function sheet(rows) {
  const body = rows
    .map((cells, index) =>
      cells.length === 0
        ? ''
        : `<row r="${index + 1}">${cells.map((value, column) => cell(`${String.fromCharCode(65 + column)}${index + 1}`, value)).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

// 45000 is 2023-03-15 in Excel's 1900 date system; 45000.5 is noon that day.
const contacts = sheet([
  ['First name', 'Phone', 'Joined', 'Score'],
  ['Ada', 14155550123, { date: 45000 }, 3.5],
  ['Bob', 'not a phone', { date: 45000.5 }, 2],
  [],
  ['Grace', '+442071234567', { date: 45001 }, 10],
]);
const notes = sheet([['Note'], ['Call back on Monday']]);

const xml = (text) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
const files = {
  '[Content_Types].xml': xml(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
  ),
  '_rels/.rels': xml(
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ),
  'xl/workbook.xml': xml(
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/><sheet name="Notes" sheetId="2" r:id="rId2"/></sheets>' +
      '</workbook>',
  ),
  'xl/_rels/workbook.xml.rels': xml(
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
      '</Relationships>',
  ),
  'xl/styles.xml': xml(
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
  ),
  'xl/worksheets/sheet1.xml': strToU8(contacts),
  'xl/worksheets/sheet2.xml': strToU8(notes),
};
// Shared strings last: the sheets above filled `strings`.
files['xl/sharedStrings.xml'] = xml(
  `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">` +
    strings.map((text) => `<si><t>${escape(text)}</t></si>`).join('') +
    '</sst>',
);

const out = fileURLToPath(new URL('../src/lib/tabular/fixtures/', import.meta.url));
mkdirSync(out, { recursive: true });
// A fixed date keeps the file identical run after run.
const zipped = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
writeFileSync(`${out}contacts.xlsx`, zipped);
console.log(`wrote ${out}contacts.xlsx (${zipped.length} bytes)`);
