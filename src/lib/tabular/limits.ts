// Past these sizes a file is more likely an export of something else (or hostile) than a list to import.

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

// Every row is checked, previewed and sent in one request, all in the page's memory.
export const MAX_ROWS = 10_000;

// Each field offers every column in a select: thousands would freeze it.
export const MAX_COLUMNS = 500;

// A zip bomb is refused from the sizes its directory declares; the unzipper never writes past those.
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

export const MAX_ZIP_ENTRIES = 2_000;

export const MIB = 1024 * 1024;
