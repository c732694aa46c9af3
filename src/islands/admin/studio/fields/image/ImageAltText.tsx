/** The image's alt text in the field's language, under the image it describes. */
import type { Lang } from '../../../../../i18n/routes';

export interface AltText {
  value: string;
  onChange: (text: string) => void;
  problem: string | undefined;
}

interface Props {
  /** The image field's id: the alt text's box is named with the field's label too. */
  id: string;
  heading: string;
  contentLang: Lang;
  alt: AltText;
}

export function ImageAltText({ id, heading, contentLang, alt }: Props) {
  const altId = `${id}-alt`;
  return (
    <div className="mt-3">
      <label htmlFor={altId} id={`${altId}-label`} className="block text-sm font-medium">
        {heading}
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
  );
}
