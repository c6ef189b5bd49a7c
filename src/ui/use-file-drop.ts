// Files dropped on an element: the handlers to spread on it, and whether something is being
// dragged over it (for the highlight).
import { useState, type DragEvent } from 'react';

export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        onFiles([...e.dataTransfer.files]);
      },
    },
  };
}
