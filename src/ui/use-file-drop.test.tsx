import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useFileDrop } from './use-file-drop';

afterEach(cleanup);

function Zone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { dragging, dropHandlers } = useFileDrop(onFiles);
  return (
    <div data-testid="zone" data-dragging={dragging} {...dropHandlers}>
      drop here
    </div>
  );
}

describe('a drop zone', () => {
  it('is highlighted while files are dragged over it, and hands the dropped files over', () => {
    const got: File[][] = [];
    render(<Zone onFiles={(files) => got.push(files)} />);
    const zone = screen.getByTestId('zone');
    expect(zone.dataset.dragging).toBe('false');
    fireEvent.dragOver(zone);
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.dragLeave(zone);
    expect(zone.dataset.dragging).toBe('false');
    const files = [new File(['a'], 'Budget.csv'), new File(['b'], 'Letter.pdf')];
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone.dataset.dragging).toBe('false');
    expect(got).toEqual([files]);
  });

  it('keeps the browser from opening a dropped file', () => {
    render(<Zone onFiles={() => undefined} />);
    const zone = screen.getByTestId('zone');
    expect(fireEvent.dragOver(zone)).toBe(false);
    expect(fireEvent.drop(zone, { dataTransfer: { files: [] } })).toBe(false);
  });
});
