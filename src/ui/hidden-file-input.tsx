// The file input behind a visible 'Choose…' button: out of sight and out of the tab order (the
// button is what people reach), handing over the chosen files and clearing itself so that the
// same file can be chosen again.
import type { Ref } from 'react';

export function HiddenFileInput({
  ref,
  accept,
  multiple,
  camera,
  testId,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  /** Opens the phone's rear camera rather than the file picker. */
  camera?: boolean;
  testId?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={multiple}
      accept={accept}
      capture={camera ? 'environment' : undefined}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        onFiles([...(e.target.files ?? [])]);
        e.target.value = '';
      }}
    />
  );
}
