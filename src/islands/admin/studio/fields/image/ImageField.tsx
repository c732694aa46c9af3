/**
 * An image field: a preview, an upload by file button or by dropping a photo on it, a pick
 * from the images already uploaded or in the site, and the image's alt text in the field's
 * language beside it (required: a page must describe every image to those who cannot see it).
 */
import { useState, type DragEvent } from 'react';
import type { Lang } from '../../../../../i18n/routes';
import { fill } from '../../../strings';
import type { StudioStrings } from '../../base/strings';
import type { ImagePreviews } from '../kind/field-kind';
import { ImageAltText, type AltText } from './ImageAltText';
import { ImageControls } from './ImageControls';
import { previewSource } from './image-sources';
import { useImageUpload } from './use-image-upload';

interface Props {
  id: string;
  label: string;
  contentLang: Lang;
  value: string;
  onChange: (src: string) => void;
  problem: string | undefined;
  alt: AltText | null;
  strings: StudioStrings;
  previews: ImagePreviews;
  handleError: (error: unknown) => boolean;
  optional: boolean;
  /** Where the site shows this image (from the schema), said under its name. */
  shownAt?: string | undefined;
  /**
   * A fact set once, chosen in another language's column (its name): here only its alt text,
   * which is this language's, is edited; the image is shown for the alt text to describe.
   */
  chosenIn?: string | undefined;
}

export function ImageField({
  id,
  label,
  contentLang,
  value,
  onChange,
  problem,
  alt,
  strings,
  previews,
  handleError,
  optional,
  shownAt,
  chosenIn,
}: Props) {
  const texts = strings.image;
  const [dragging, setDragging] = useState(false);
  const upload = useImageUpload(texts, onChange, handleError);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload.upload(event.dataTransfer.files[0]);
  };

  return (
    <div
      // Dashed: a place to drop a photo, which a column that only describes the image is not.
      className={`rounded-md border-2 p-3 ${chosenIn === undefined ? 'border-dashed' : 'border-solid'} ${dragging ? 'border-navy-700 bg-accent-400/30' : 'border-steel-500 bg-white'}`}
      {...(chosenIn === undefined && {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop,
      })}
      data-image-field={id}
    >
      <p id={`${id}-label`} className="font-medium">
        {label}
        {optional && <span className="ms-1 text-sm font-normal text-steel-700">({strings.editor.optional})</span>}
      </p>
      {shownAt && (
        <p id={`${id}-where`} className="mt-1 max-w-prose text-sm text-steel-700" data-image-where>
          {shownAt}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-start gap-3">
        {value ? (
          <img
            src={previewSource(value, previews)}
            alt={alt?.value || texts.preview}
            className="h-24 w-32 rounded bg-steel-100 object-contain ring-1 ring-steel-200"
            data-image-preview
          />
        ) : (
          <p className="flex h-24 w-32 items-center justify-center rounded bg-steel-100 p-2 text-center text-sm text-steel-700">
            {texts.noImage}
          </p>
        )}
        {chosenIn !== undefined ? (
          <p className="min-w-0 flex-1 basis-48 text-sm text-steel-700" data-image-chosen-in>
            {fill(texts.chosenIn, { lang: chosenIn })}
          </p>
        ) : (
          <ImageControls
            id={id}
            value={value}
            onChange={onChange}
            problem={problem}
            optional={optional}
            saysWhere={Boolean(shownAt)}
            texts={texts}
            previews={previews}
            handleError={handleError}
            upload={upload}
          />
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {alt && <ImageAltText id={id} heading={texts.alt} contentLang={contentLang} alt={alt} />}
    </div>
  );
}
