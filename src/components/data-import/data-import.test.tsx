import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ImportField } from '@/lib/tabular';
import { renderWithProviders } from '@/test/render';
import { DataImport, type DataImportProps } from './data-import';
import { DataImportDialog } from './data-import-dialog';
import type { ImportBatch, ImportResult } from './types';

// The spec's international pattern: optional plus, first digit 1-9, 2 to 15 digits in total.
const phonePattern = /^\+?[1-9]\d{1,14}$/;
const fields: ImportField[] = [
  { name: 'firstName', label: 'First name', required: true },
  {
    name: 'phone',
    label: 'Phone',
    required: true,
    validate: (value) => (phonePattern.test(value) ? undefined : 'Please enter a valid phone number'),
  },
  { name: 'email', label: 'Email' },
];

const csv = [
  'first name,PHONE,E-mail,Mobile',
  'Ada,+14155550123,ada@example.com,+14155550999',
  'Bob,0123,bob@example.com,+34911234567',
  ',+442071234567,,+442071234568',
].join('\r\n');

const csvFile = (text = csv, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });

async function renderImport(props: Partial<DataImportProps> = {}) {
  const onImport = vi.fn<(batch: ImportBatch) => Promise<ImportResult>>(() =>
    Promise.resolve({ message: 'Group imported', kept: 1 }),
  );
  await renderWithProviders(<DataImport fields={fields} onImport={onImport} {...props} />);
  return { onImport };
}

const fileInput = () => screen.getByLabelText('CSV or Excel file');

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await Promise.resolve();
  });
  await screen.findByRole('heading', { name: 'Preview' });
}

const mappingSelect = (label: string) => screen.getByRole('combobox', { name: label });
const selectedText = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
const previewRow = (rowNumber: number) => {
  const table = screen.getByRole('table');
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(rowNumber));
  if (!row) throw new Error(`no preview row ${String(rowNumber)}`);
  return row;
};
const importButton = () => screen.getByRole('button', { name: /^Import \d+ rows?$/ });

describe('DataImport', () => {
  it('reads a chosen CSV file and maps columns by title, ignoring case and spacing', async () => {
    await renderImport();
    await choose(csvFile());
    expect(screen.getByText('contacts.csv: 3 rows')).toBeTruthy();
    expect(selectedText(mappingSelect('First name'))).toBe('first name');
    expect(selectedText(mappingSelect('Phone'))).toBe('PHONE');
    expect(selectedText(mappingSelect('Email'))).toBe('E-mail');
  });

  it('shows each row with its problems and counts good and bad rows', async () => {
    await renderImport();
    await choose(csvFile());
    expect(screen.getByText('Ready to import: 1. With errors, not imported: 2.')).toBeTruthy();
    expect(within(previewRow(2)).getByText('OK')).toBeTruthy();
    expect(within(previewRow(3)).getByText('Phone: Please enter a valid phone number')).toBeTruthy();
    expect(within(previewRow(4)).getByText('First name is required')).toBeTruthy();
    expect(importButton().textContent).toBe('Import 1 row');
  });

  it('re-checks the rows when a mapping is changed', async () => {
    await renderImport();
    await choose(csvFile());
    fireEvent.change(mappingSelect('Phone'), { target: { value: '3' } });
    expect(selectedText(mappingSelect('Phone'))).toBe('Mobile');
    // Bob's mobile is a valid number: only the row without a first name is left out.
    expect(screen.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeTruthy();
    expect(within(previewRow(3)).getByText('OK')).toBeTruthy();
  });

  it('asks for a column for each required field and cannot import without one', async () => {
    await renderImport();
    await choose(csvFile());
    fireEvent.change(mappingSelect('Phone'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a column for: Phone');
    expect(importButton()).toHaveProperty('disabled', true);
  });

  it('filters the preview to the rows with errors', async () => {
    await renderImport();
    await choose(csvFile());
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'bad' } });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2 bad rows
  });

  it('hands the good rows and a CSV of them to onImport, then shows what was kept and refused', async () => {
    const { onImport } = await renderImport();
    await choose(csvFile());
    fireEvent.click(importButton());
    await screen.findByText('Import finished');
    expect(onImport).toHaveBeenCalledTimes(1);
    const batch = onImport.mock.calls[0]?.[0];
    expect(batch?.rows).toEqual([{ firstName: 'Ada', phone: '+14155550123', email: 'ada@example.com' }]);
    expect(batch?.columns).toEqual({ firstName: 'first name', phone: 'PHONE', email: 'E-mail' });
    expect(batch?.refused.map((row) => row.rowNumber)).toEqual([3, 4]);
    expect(batch?.fileName).toBe('contacts.csv');
    expect(batch?.originalRow(2)).toBe(2);
    expect(batch?.originalRow(3)).toBeUndefined();
    await expect(batch?.csv.text()).resolves.toBe(
      'firstName,phone,email\r\nAda,+14155550123,ada@example.com',
    );
    expect(screen.getByText('Imported: 1')).toBeTruthy();
    expect(screen.getByText('Refused: 2')).toBeTruthy();
    expect(screen.getByText('Group imported')).toBeTruthy();
    expect(screen.getByText('Row 3: Phone: Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Row 4: First name is required')).toBeTruthy();
  });

  it('adds the rows the server refused to the summary, numbered as in the chosen file', async () => {
    await renderImport({
      onImport: () =>
        Promise.resolve({
          message: 'Imported with errors',
          kept: 1,
          refused: 1,
          // Line 2 of the CSV sent (its first row) is row 3 of the file: row 2 was left out here.
          issues: [{ row: 2, message: 'Duplicate phone' }, { message: 'Check the currency column' }],
        }),
    });
    await choose(csvFile('first name,phone\n,+14155550123\nBob,+34911234567\nAda,+14155550124\n'));
    fireEvent.click(importButton());
    await screen.findByText('Import finished');
    expect(screen.getByText('Imported: 1')).toBeTruthy();
    expect(screen.getByText('Refused: 2')).toBeTruthy();
    expect(screen.getByText('Row 2: First name is required')).toBeTruthy();
    expect(screen.getByText('Row 3: Duplicate phone')).toBeTruthy();
    expect(screen.getByText('Check the currency column')).toBeTruthy();
    expect(screen.getByText('Imported with errors')).toBeTruthy();
  });

  it('keeps the file and the mapping when the import fails, and can try again', async () => {
    const onImport = vi
      .fn<(batch: ImportBatch) => Promise<ImportResult>>()
      .mockRejectedValueOnce({ message: 'The file could not be processed' })
      .mockResolvedValueOnce({ kept: 2 });
    await renderImport({ onImport });
    await choose(csvFile());
    fireEvent.change(mappingSelect('Phone'), { target: { value: '3' } });
    fireEvent.click(importButton());
    await screen.findByText('The file could not be processed');
    expect(
      screen.getByText('The import failed. Your file and column choices are kept, so you can try again.'),
    ).toBeTruthy();
    expect(selectedText(mappingSelect('Phone'))).toBe('Mobile');
    expect(screen.getByText('contacts.csv: 3 rows')).toBeTruthy();
    expect(importButton().textContent).toBe('Import 2 rows');
    fireEvent.click(importButton());
    await screen.findByText('Import finished');
    expect(onImport.mock.calls[1]?.[0].rows.map((row) => row.phone)).toEqual([
      '+14155550999',
      '+34911234567',
    ]);
  });

  it('shows a generic failure text when the error carries no message', async () => {
    await renderImport({ onImport: () => Promise.reject(new Error('')) });
    await choose(csvFile());
    fireEvent.click(importButton());
    await screen.findByText('The import could not be completed.');
  });

  it('keeps a hand-made mapping when another file with the same columns is chosen', async () => {
    await renderImport();
    await choose(csvFile());
    fireEvent.change(mappingSelect('Phone'), { target: { value: '3' } });
    await choose(csvFile('Mobile,first name\n+14155550999,Ada\n', 'second.csv'));
    await screen.findByText('second.csv: 1 row');
    expect(selectedText(mappingSelect('Phone'))).toBe('Mobile');
    expect(selectedText(mappingSelect('First name'))).toBe('first name');
  });

  it('refuses a file that is not CSV or xlsx, and one without rows', async () => {
    await renderImport();
    await act(async () => {
      fireEvent.change(fileInput(), {
        target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
      });
      await Promise.resolve();
    });
    await screen.findByText('This file is not a CSV or Excel (.xlsx) file.');
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [csvFile('name,phone\n', 'empty.csv')] } });
      await Promise.resolve();
    });
    await screen.findByText('This file has no rows under its header row.');
  });

  it('refuses a file over the size or row cap with a message naming the cap, before any preview', async () => {
    const { onImport } = await renderImport();
    const big = csvFile(`first name,phone\n${'Ada,+14155550123\n'.repeat(320_000)}`, 'big.csv');
    expect(big.size).toBeGreaterThan(5 * 1024 * 1024);
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [big] } });
      await Promise.resolve();
    });
    await screen.findByText(
      'This file is larger than 5 MB, the most one import takes. Split it into smaller files and import them one after another.',
    );
    const long = csvFile(`first name,phone\n${'Ada,+14155550123\n'.repeat(10_001)}`, 'long.csv');
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [long] } });
      await Promise.resolve();
    });
    await screen.findByText(
      'This file has more than 10,000 rows, the most one import takes. Split it into files of at most 10,000 rows.',
    );
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('reads an Excel file and lets the person pick its sheet', async () => {
    const bytes = readFileSync(resolve(process.cwd(), 'src/lib/tabular/fixtures/contacts.xlsx'));
    await renderImport();
    await choose(new File([bytes], 'contacts.xlsx'));
    expect(screen.getByText('contacts.xlsx: 3 rows')).toBeTruthy();
    const sheet = screen.getByRole('combobox', { name: 'Sheet' });
    expect(selectedText(sheet)).toBe('Contacts');
    // A phone typed as a number in Excel keeps its digits and passes the pattern.
    expect(within(previewRow(2)).getByText('14155550123')).toBeTruthy();
    expect(within(previewRow(3)).getByText('Phone: Please enter a valid phone number')).toBeTruthy();
    fireEvent.change(sheet, { target: { value: '1' } });
    await waitFor(() => {
      expect(screen.getByText('contacts.xlsx: 1 row')).toBeTruthy();
    });
  });

  it('takes a file dropped on the drop area', async () => {
    await renderImport();
    fireEvent.drop(screen.getByTestId('data-import-drop'), { dataTransfer: { files: [csvFile()] } });
    await screen.findByText('contacts.csv: 3 rows');
  });

  it('is usable from the keyboard: native controls with names, in the tab order', async () => {
    await renderImport();
    await choose(csvFile());
    const controls = [
      fileInput(),
      mappingSelect('First name'),
      mappingSelect('Phone'),
      mappingSelect('Email'),
      screen.getByRole('combobox', { name: 'Show' }),
      importButton(),
    ];
    for (const control of controls) {
      expect(control.tabIndex).toBeGreaterThanOrEqual(0);
      expect(control).toHaveProperty('disabled', false);
    }
    expect(screen.getByRole('region', { name: 'Preview' }).tabIndex).toBe(0);
    expect(fileInput().getAttribute('type')).toBe('file');
  });
});

describe('DataImportDialog', () => {
  it('opens with its title and closes with Escape or from Done after an import', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <DataImportDialog
        title="Import contacts"
        fields={fields}
        onImport={() => Promise.resolve({ kept: 1 })}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    await choose(csvFile());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 1 row' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(2);
    });
  });
});
