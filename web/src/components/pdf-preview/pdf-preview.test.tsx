import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfBlob } from '@/test/pdf-browser-mock';
import { renderWithProviders } from '@/test/render';
import { PdfPreview } from './pdf-preview';

// The viewer's code cannot load, as after a release that renamed its chunk.
vi.mock('./pdf-viewer', () => ({
  default: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('the PDF preview', () => {
  it('says the PDF failed to load when the viewer cannot, and keeps its actions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PdfPreview
        title="Sample"
        file={{ blob: pdfBlob(), fileName: 'Sample_Hisaab.pdf' }}
        generating={false}
        error={null}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load PDF');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('says the preview is not available when there is no file', () => {
    renderWithProviders(<PdfPreview title="Sample" file={undefined} generating={false} error={null} />);
    expect(screen.getByText('Preview Not Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
