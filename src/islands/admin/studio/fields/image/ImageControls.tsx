/**
 * How an editor sets the image of a column where it is chosen: its path typed, a file uploaded,
 * one picked from those already there, or (an optional image) none; and what the upload says.
 */
import { useId } from 'react';
import type { StudioStrings } from '../../base/strings';
import type { ImagePreviews } from '../kind/field-kind';
import { ImagePicker } from './ImagePicker';
import type { useImageUpload } from './use-image-upload';

interface Props {
  id: string;
  value: string;
  onChange: (src: string) => void;
  problem: string | undefined;
  optional: boolean;
  /** Whether the field says where the site shows the image (its paragraph describes the path too). */
  saysWhere: boolean;
  texts: StudioStrings['image'];
  previews: ImagePreviews;
  handleError: (error: unknown) => boolean;
  upload: ReturnType<typeof useImageUpload>;
}

export function ImageControls({ id, value, onChange, problem, optional, saysWhere, texts, previews, handleError, upload }: Props) {
  const statusId = useId();
  const { status } = upload;
  return (
    <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
      <label className="block text-sm">
        <span id={`${id}-path`} className="text-steel-700">
          {texts.path}
        </span>
        <input
          id={id}
          // Every image field has these controls: each is named with its field and language.
          aria-labelledby={`${id}-path ${id}-label`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? `${id}-problem` : '', saysWhere ? `${id}-where` : ''].filter(Boolean).join(' ') || undefined}
          className="mt-1 block w-full rounded-md border border-steel-500 px-2 py-1.5 font-mono text-sm"
          spellCheck={false}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-navy-900 px-3 font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy-700 hover:bg-navy-700">
          <span id={`${id}-upload`}>{texts.upload}</span>
          <input
            ref={upload.fileInput}
            type="file"
            aria-labelledby={`${id}-upload ${id}-label`}
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            onChange={(event) => void upload.upload(event.target.files?.[0])}
            aria-describedby={statusId}
            data-image-upload
          />
        </label>
        <span className="text-sm text-steel-700">{texts.dropHere}</span>
        <ImagePicker id={id} texts={texts} previews={previews} onPick={onChange} handleError={handleError} />
        {value && optional && (
          <button type="button" onClick={() => onChange('')} className="min-h-11 rounded-md px-3 text-red-800 underline">
            {texts.remove}
          </button>
        )}
      </div>
      <p
        id={statusId}
        role="status"
        className={`text-sm ${status.kind === 'failed' ? 'text-red-800' : 'text-steel-700'}`}
        data-image-status={status.kind}
      >
        {status.message}
      </p>
    </div>
  );
}
