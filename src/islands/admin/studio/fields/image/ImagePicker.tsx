/**
 * "Pick an uploaded image": a button that opens a dialog of the images already uploaded and the
 * site's own (those with a built preview), each a button that sets the field to it.
 */
import { useRef, useState } from 'react';
import { fetchUploads } from '../../base/api';
import type { StudioStrings } from '../../base/strings';
import type { ImagePreviews } from '../kind/field-kind';
import { fileName, previewSource } from './image-sources';

interface Props {
  id: string;
  texts: StudioStrings['image'];
  previews: ImagePreviews;
  onPick: (src: string) => void;
  handleError: (error: unknown) => boolean;
}

export function ImagePicker({ id, texts, previews, onPick, handleError }: Props) {
  const [choices, setChoices] = useState<{ src: string; name: string }[] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

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

  return (
    <>
      <button
        type="button"
        onClick={() => void openPicker()}
        className="min-h-11 rounded-md px-3 font-semibold text-navy-900 ring-1 ring-steel-500 hover:bg-steel-100"
      >
        {texts.pick}
      </button>
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
                      onPick(src);
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
    </>
  );
}
