import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pendingFile, type PendingFile } from '../upload-config';
import { ConfigureUploadDialog } from './configure-upload-dialog';

afterEach(cleanup);

function Harness({ onUpload, onClose }: { onUpload: (f: PendingFile[]) => void; onClose: () => void }) {
  const [files, setFiles] = useState(() => [pendingFile(new Blob(['x'.repeat(1536)]), 'FY2025 Operating Budget.xlsx'), pendingFile(new Blob(['y']), 'Chase bank May.pdf')]);
  return <ConfigureUploadDialog open files={files} onFilesChange={setFiles} onAddMore={() => {}} onClose={onClose} onUpload={onUpload} />;
}

describe('Configure File Upload', () => {
  it('shows each file with its suggestions, previews the final name, and uploads when every name is filled', async () => {
    const onUpload = vi.fn();
    render(<Harness onUpload={onUpload} onClose={() => {}} />);
    expect(screen.getByText('1.50 KB')).toBeTruthy();
    expect(screen.getByText('Budgets-FY2025.xlsx')).toBeTruthy();
    expect(screen.getByText('Bank Statements.pdf')).toBeTruthy();
    const names = screen.getAllByLabelText('File name') as HTMLInputElement[];
    await userEvent.clear(names[0]!);
    expect(screen.getByText('Please enter a filename')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload 2 File(s)' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    await userEvent.type(names[0]!, 'Operating budget');
    expect(upload.disabled).toBe(false);
    await userEvent.click(upload);
    expect(onUpload.mock.calls[0]![0].map((f: PendingFile) => f.config.customName)).toEqual(['Operating budget', 'Bank Statements']);
  });

  it('subcategory is N/A unless the category is Others', async () => {
    render(<Harness onUpload={() => {}} onClose={() => {}} />);
    const subs = screen.getAllByLabelText('Subcategory') as HTMLSelectElement[];
    expect(subs[0]!.disabled).toBe(true);
    expect(subs[0]!.value).toBe('n/a');
    expect(subs[1]!.disabled).toBe(false);
    expect(subs[1]!.value).toBe('bank-statements');
  });

  it('removing a file updates the count; cancelling with files asks first', async () => {
    const onClose = vi.fn();
    render(<Harness onUpload={() => {}} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chase bank May.pdf' }));
    expect(screen.getByRole('button', { name: 'Upload 1 File(s)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Close Upload Configuration?')).toBeTruthy());
    expect(screen.getByText('All configurations will be lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
