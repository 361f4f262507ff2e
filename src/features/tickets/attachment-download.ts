import { fetchUploadedFile } from '@/api/uploaded-file';

// Never opened on the console's origin, where an HTML or SVG file would run with the session's token:
// the saved copy has an opaque type, whatever the server said the file was.
export async function downloadAttachment(href: string, fileName: string): Promise<void> {
  const data = await fetchUploadedFile(href);
  const address = URL.createObjectURL(new Blob([data], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName.trim() || 'attachment';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns; a minute is plenty for a local copy.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
