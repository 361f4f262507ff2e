// What an import takes, checked before the work it would cost. A 10,000-row contact list is
// under 2 MiB as CSV; past these sizes a file is far more likely an export of something else (or
// a hostile file) than a list to import, and reading it would hold the tab for seconds.

/** The largest file read at all (CSV or .xlsx), checked before a byte of it is read. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Data rows of a sheet: every row is checked, previewed and sent in one request, all in the
 * page's memory; split lists beyond this.
 */
export const MAX_ROWS = 10_000;

/** Each field offers every column in a select: thousands of columns would freeze it. */
export const MAX_COLUMNS = 500;

/**
 * What the XML inside an .xlsx may unpack to. A 10,000-row sheet is a few MiB of XML; a zip bomb
 * is a few KiB that unpack to gigabytes, refused from the sizes its directory declares (the
 * unzipper never writes past a declared size).
 */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

/** Entries of an .xlsx: a workbook has a few dozen parts. */
export const MAX_ZIP_ENTRIES = 2_000;

export const MIB = 1024 * 1024;
