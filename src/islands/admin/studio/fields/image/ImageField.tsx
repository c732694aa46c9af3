/**
 * An image field: a preview, an upload by file button or by dropping a photo on it, a pick
 * from the images already uploaded or in the site, and the image's alt text in the field's
 * language beside it (required: a page must describe every image to those who cannot see it).
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { UPLOADS_PATH } from '../../../../../lib/content-images-folder';
import { adminApi, adminApiPath, type Lang } from '../../../../../i18n/routes';
import { fill } from '../../../strings';
import { fetchUploads, uploadImage } from '../../base/api';
import type { StudioStrings } from '../../base/strings';
import type { ImagePreviews } from '../kind/field-kind';

const fileName = (src: string) => src.split('/').at(-1) ?? src;

/** What the browser can show for an image path: a built preview, an upload not built yet, or the path itself. */
function previewSource(src: string, previews: ImagePreviews): string {
  if (previews[src]) return previews[src];
  if (src.startsWith(`${UPLOADS_PATH}/`)) return adminApiPath(adminApi.mediaFile, { name: src.slice(UPLOADS_PATH.length + 1) });
  return src;
}

interface Props {
  id: string;
  label: string;
  contentLang: Lang;
  value: string;
  onChange: (src: string) => void;
  problem: string | undefined;
  alt: { value: string; onChange: (text: string) => void; problem: string | undefined } | null;
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
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'failed'; message: string }>({ kind: 'idle', message: '' });
  const [choices, setChoices] = useState<{ src: string; name: string }[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();

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

  const openPicker = async () => {
    dialog.current?.showModal();
    try {
      const uploads = (await fetchUploads()).map(({ src, originalName }) => ({ src, name: originalName ?? fileName(src) }));
      const own = Object.keys(previews).filter((src) => !uploads.some((upload) => upload.src === src));
      setChoices([...uploads, ...own.map((src) => ({ src, name: fileName(src) }))]);
    } catch (error) {
      // Without the uploads list the site's own images can still be picked.
      if (!handleError(error)) setChoices(Object.keys(previews).map((src) => ({ src, name: fileName(src) })));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const problemId = `${id}-problem`;
  const altId = `${id}-alt`;
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
                aria-describedby={[problem ? problemId : '', shownAt ? `${id}-where` : ''].filter(Boolean).join(' ') || undefined}
                className="mt-1 block w-full rounded-md border border-steel-500 px-2 py-1.5 font-mono text-sm"
                spellCheck={false}
              />
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-navy-900 px-3 font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy-700 hover:bg-navy-700">
                <span id={`${id}-upload`}>{texts.upload}</span>
                <input
                  ref={fileInput}
                  type="file"
                  aria-labelledby={`${id}-upload ${id}-label`}
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="sr-only"
                  onChange={(event) => void upload(event.target.files?.[0])}
                  aria-describedby={statusId}
                  data-image-upload
                />
              </label>
              <span className="text-sm text-steel-700">{texts.dropHere}</span>
              <button
                type="button"
                onClick={() => void openPicker()}
                className="min-h-11 rounded-md px-3 font-semibold text-navy-900 ring-1 ring-steel-500 hover:bg-steel-100"
              >
                {texts.pick}
              </button>
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
        )}
      </div>
      {problem && (
        <p id={problemId} className="mt-1 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {alt && (
        <div className="mt-3">
          <label htmlFor={altId} id={`${altId}-label`} className="block text-sm font-medium">
            {texts.alt}
          </label>
          <input
            id={altId}
            aria-labelledby={`${altId}-label ${id}-label`}
            lang={contentLang}
            value={alt.value}
            onChange={(event) => alt.onChange(event.target.value)}
            aria-invalid={alt.problem ? true : undefined}
            aria-describedby={alt.problem ? `${altId}-problem` : undefined}
            className="mt-1 block w-full rounded-md border border-steel-500 px-2 py-1.5"
            data-image-alt
          />
          {alt.problem && (
            <p id={`${altId}-problem`} className="mt-1 text-sm font-medium text-red-800">
              {alt.problem}
            </p>
          )}
        </div>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-pick`}
        className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-lg p-0 backdrop:bg-navy-950/60"
      >
        <div className="p-4">
          <h2 id={`${id}-pick`} className="text-lg font-bold">
            {texts.pickHeading}
          </h2>
          {choices === null && <p role="status">{texts.loading}</p>}
          {choices?.length === 0 && <p className="mt-2">{texts.noUploads}</p>}
          {choices && choices.length > 0 && (
            <ul className="mt-3 grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
              {choices.map(({ src, name }) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(src);
                      dialog.current?.close();
                    }}
                    className="block w-full rounded-md p-1 text-start ring-1 ring-steel-200 hover:ring-navy-700"
                    aria-label={`${texts.choose}: ${name}`}
                    title={src}
                  >
                    <img
                      src={previewSource(src, previews)}
                      alt=""
                      className="h-20 w-full rounded bg-steel-100 object-contain"
                      loading="lazy"
                    />
                    <span className="mt-1 block truncate text-xs" data-image-name>
                      {name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form method="dialog" className="mt-4 text-end">
            <button className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700">{texts.close}</button>
          </form>
        </div>
      </dialog>
    </div>
  );
}
