import type { ReactNode } from 'react';

// Stands in for markdown-to-jsx (about 22 KiB gzip, a sixth of the form runtime), which RJSF
// imports for three things: descriptions and help a form marks as markdown (no form of forms/
// does, and a test keeps it so), and its own developer messages (a broken schema, a file list),
// which read fine as plain text. React escapes the text, as markdown-to-jsx did without raw HTML.
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
