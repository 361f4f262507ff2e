import { useMemo, useRef, useState } from 'react';
import { autoMap, carryMapping, unmappedRequired } from '@/lib/tabular/mapping';
import { readTabularFile, TabularFileError, type TabularProblem } from '@/lib/tabular/read-file';
import { toCsvBlob } from '@/lib/tabular/to-csv';
import type { ColumnMapping, ImportField, TableSheet } from '@/lib/tabular/types';
import { checkTable } from '@/lib/tabular/validate';
import type { ImportBatch, ImportResult } from './types';

export type ReadProblem = TabularProblem | 'empty';

interface Loaded {
  file: File;
  sheets: TableSheet[];
  sheetIndex: number;
}

export function useDataImport(
  fields: readonly ImportField[],
  onImport: (batch: ImportBatch) => Promise<ImportResult>,
) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [reading, setReading] = useState(false);
  const [readProblem, setReadProblem] = useState<ReadProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const readId = useRef(0);

  const sheet = loaded ? loaded.sheets[loaded.sheetIndex] : undefined;
  const table = sheet?.table;
  const headers = useMemo(() => table?.headers ?? [], [table]);
  const checked = useMemo(
    () => (table ? checkTable(table, fields, mapping) : null),
    [table, fields, mapping],
  );
  const missing = useMemo(() => unmappedRequired(fields, mapping), [fields, mapping]);

  const applySheet = (next: Loaded) => {
    const nextHeaders = next.sheets[next.sheetIndex]?.table.headers ?? [];
    setMapping(loaded ? carryMapping(mapping, headers, nextHeaders, fields) : autoMap(nextHeaders, fields));
    setLoaded(next);
    setFailure(null);
  };

  const chooseFile = async (file: File) => {
    readId.current += 1;
    const id = readId.current;
    setReading(true);
    setReadProblem(null);
    setResult(null);
    try {
      const sheets = await readTabularFile(file);
      if (id !== readId.current) return;
      const first = sheets.findIndex((candidate) => candidate.table.rows.length > 0);
      if (first === -1) {
        setReadProblem('empty');
        return;
      }
      applySheet({ file, sheets, sheetIndex: first });
    } catch (error) {
      if (id !== readId.current) return;
      setReadProblem(error instanceof TabularFileError ? error.reason : 'unreadable');
    } finally {
      if (id === readId.current) setReading(false);
    }
  };

  const chooseSheet = (index: number) => {
    if (loaded) applySheet({ ...loaded, sheetIndex: index });
  };

  const mapField = (field: string, column: number | null) => {
    setMapping((current) => ({ ...current, [field]: column }));
    setFailure(null);
  };

  const send = async () => {
    if (!loaded || !checked || checked.good.length === 0 || missing.length > 0 || sending) return;
    const rows = checked.good.map((row) => row.values);
    const columns: Record<string, string | null> = {};
    for (const field of fields) {
      const column = mapping[field.name] ?? null;
      columns[field.name] = column === null ? null : (headers[column] ?? null);
    }
    setSending(true);
    setFailure(null);
    try {
      const outcome = await onImport({
        rows,
        // The batch is data for the server, which parses it: a phone "+1415…" or a price "-0.5"
        // must arrive as typed. The server neutralises formulas in what it exports
        // (deploy/README.md, "Spreadsheet exports").
        csv: toCsvBlob(rows, fields, { formulas: 'keep' }),
        fileName: loaded.file.name,
        file: loaded.file,
        columns,
        refused: checked.bad,
        originalRow: (csvLine) => checked.good[csvLine - 2]?.rowNumber,
      });
      setResult(outcome);
    } catch (error) {
      setFailure({ error });
    } finally {
      setSending(false);
    }
  };

  const startOver = () => {
    setResult(null);
    setFailure(null);
    setLoaded(null);
  };

  return {
    file: loaded?.file ?? null,
    sheets: loaded?.sheets ?? [],
    sheetIndex: loaded?.sheetIndex ?? 0,
    headers,
    mapping,
    checked,
    missing,
    reading,
    readProblem,
    sending,
    failure,
    result,
    chooseFile,
    chooseSheet,
    mapField,
    send,
    startOver,
  };
}

export type DataImportState = ReturnType<typeof useDataImport>;
