/**
 * An image sent to the staff API from the file button or a drop, and what the field says about
 * it (its status line): uploading, done with the name the editor knows the file by, or refused.
 */
import { useRef, useState } from 'react';
import { fill } from '../../../strings';
import { uploadImage } from '../../base/api';
import type { StudioStrings } from '../../base/strings';

interface UploadStatus {
  kind: 'idle' | 'busy' | 'done' | 'failed';
  message: string;
}

export function useImageUpload(texts: StudioStrings['image'], onChange: (src: string) => void, handleError: (error: unknown) => boolean) {
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle', message: '' });
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy', message: texts.uploading });
    try {
      const result = await uploadImage(file);
      if (result.ok) {
        onChange(result.image.src);
        // The server made a new file without the photo's metadata: the editor is told, with the name they know it by.
        setStatus({ kind: 'done', message: fill(texts.uploaded, { name: result.image.originalName ?? file.name }) });
      } else setStatus({ kind: 'failed', message: fill(texts.uploadFailed, { message: result.message }) });
    } catch (error) {
      if (!handleError(error))
        setStatus({ kind: 'failed', message: fill(texts.uploadFailed, { message: String((error as Error).message) }) });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return { status, upload, fileInput };
}
