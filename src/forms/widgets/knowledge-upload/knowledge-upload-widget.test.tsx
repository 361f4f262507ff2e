import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { knowledgeUploadForm } from '../../registry.gen';
import { ThemedForm } from '../../themed-form';
import { useFormTexts } from '../../use-form-texts';

const schema: RJSFSchema = {
  type: 'object',
  properties: { knowledgeFile: { type: 'string', title: 'Knowledge file' } },
};
const uiSchema: UiSchema = { knowledgeFile: { 'ui:widget': 'knowledgeUpload' } };

function renderForm(onChange: (file: unknown) => void) {
  return renderWithProviders(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      onChange={({ formData }) => onChange((formData as { knowledgeFile?: unknown }).knowledgeFile)}
    />,
  );
}

const pdf = new File(['%PDF'], 'Accepted-insurance-plans.pdf', { type: 'application/pdf' });
const mp3 = new File(['ID3'], 'Front-desk-greeting.mp3', { type: 'audio/mpeg' });

describe('KnowledgeUploadWidget in an RJSF form', () => {
  it('is a real file input named by the field label and described by the drop area', async () => {
    await renderForm(vi.fn());
    const input = screen.getByLabelText('Knowledge file');
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('Click or drag file to this area to upload')).toBeTruthy();
    expect(screen.getByText('Supported files: PDF, DOCX, TXT, MP3, MP4, etc.')).toBeTruthy();
  });

  it('holds the chosen File as its value; a new choice replaces it, remove clears it', async () => {
    const onChange = vi.fn();
    await renderForm(onChange);
    const input = screen.getByLabelText('Knowledge file');

    fireEvent.change(input, { target: { files: [pdf] } });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(pdf));
    expect((await screen.findByRole('group', { name: 'Chosen file' })).textContent).toContain(pdf.name);

    fireEvent.change(input, { target: { files: [mp3] } });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(mp3));
    await vi.waitFor(() =>
      expect(screen.getByRole('group', { name: 'Chosen file' }).textContent).toContain(mp3.name),
    );
    expect(screen.getAllByRole('group', { name: 'Chosen file' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: `Remove ${mp3.name}` }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('group', { name: 'Chosen file' })).toBeNull();
  });

  it('takes the first of several dropped files', async () => {
    const onChange = vi.fn();
    await renderForm(onChange);
    fireEvent.drop(screen.getByTestId('knowledge-dropzone'), { dataTransfer: { files: [mp3, pdf] } });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(mp3));
  });

  it.each([
    [
      'an SVG image',
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'diagram.svg', {
        type: 'image/svg+xml',
      }),
      'diagram.svg was refused: web pages, SVG images and scripts cannot be uploaded.',
    ],
    [
      'HTML passed off as a PDF',
      new File(['<!doctype html><script>alert(1)</script>'], 'plans.pdf', { type: 'application/pdf' }),
      'plans.pdf was refused: web pages, SVG images and scripts cannot be uploaded.',
    ],
    [
      'a text file typed as HTML',
      new File(['hello'], 'notes.txt', { type: 'text/html' }),
      'notes.txt was refused: web pages, SVG images and scripts cannot be uploaded.',
    ],
    [
      'an image',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
        type: 'image/png',
      }),
      'logo.png is not a supported file: choose a document, an audio or a video file.',
    ],
    ['an empty file', new File([], 'empty.txt', { type: 'text/plain' }), 'empty.txt is empty.'],
    [
      'a file over 25 MB',
      new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'tour.mp4', { type: 'video/mp4' }),
      'tour.mp4 is larger than 25 MB.',
    ],
  ])('refuses %s, saying why, and keeps the file chosen before', async (_, refused, message) => {
    const onChange = vi.fn();
    await renderForm(onChange);
    const input = screen.getByLabelText('Knowledge file');
    fireEvent.change(input, { target: { files: [pdf] } });
    await vi.waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(pdf));

    fireEvent.change(input, { target: { files: [refused] } });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    // Files compare equal by value: identity tells them apart.
    expect(onChange.mock.calls.some(([value]) => value === refused)).toBe(false);
    expect(onChange.mock.lastCall?.[0]).toBe(pdf);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Chosen file' }).textContent).toContain(pdf.name);

    fireEvent.change(input, { target: { files: [mp3] } });
    await vi.waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(mp3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function UploadForm({ onSubmit }: { onSubmit: (file: unknown) => void }) {
  const { uiSchema: texts, transformErrors } = useFormTexts(knowledgeUploadForm.uiSchema);
  return (
    <ThemedForm
      schema={knowledgeUploadForm.schema}
      validator={knowledgeUploadForm.validator}
      uiSchema={texts}
      transformErrors={transformErrors}
      noHtml5Validate
      showErrorList={false}
      onSubmit={({ formData }) => onSubmit((formData as { file?: unknown }).file)}
      onError={() => undefined}
    >
      <button type="submit">Upload</button>
    </ThemedForm>
  );
}

describe('the knowledge upload form of forms/', () => {
  const renderUploadForm = (onSubmit: (file: unknown) => void) =>
    renderWithProviders(<UploadForm onSubmit={onSubmit} />);

  it("refuses to submit without a file, saying 'Please select a file first'", async () => {
    const onSubmit = vi.fn();
    await renderUploadForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen File, its input named by the drop area text (precompiled validator)', async () => {
    const onSubmit = vi.fn();
    await renderUploadForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Click or drag file to this area to upload'), {
      target: { files: [pdf] },
    });
    // The file is read before it is taken.
    await screen.findByRole('group', { name: 'Chosen file' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(pdf));
    expect(screen.queryByText('Please select a file first')).toBeNull();
  });
});
