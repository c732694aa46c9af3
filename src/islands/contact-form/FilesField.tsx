/**
 * The drawings a quote may carry: the input, the accepted kinds and limits, why files were
 * refused, the files chosen (with a way to remove them), and which to choose again when the
 * browser could not keep them (a reload, or a native post's answer).
 */
import { useEffect, useRef } from 'react';
import { ATTACHMENTS_FIELD, ATTACHMENT_ACCEPT, type FileProblem } from '../../content/attachments';
import type { Lang } from '../../i18n/routes';
import type { UiStrings } from '../../i18n/ui';
import { formatFileSize } from '../../lib/attachment-labels';
import { fileText } from '../../lib/chosen-files';
import { FILES_ERROR_ID, FILES_HINT_ID, FILES_INPUT_ID } from './ids';

interface Props {
  label: string;
  lang: Lang;
  strings: UiStrings['contactForm'];
  files: readonly File[];
  problem: FileProblem | undefined;
  /** The native post's answer: files were sent and not kept, their names unknown. */
  dropped: boolean;
  /** Files chosen before a reload, by name. */
  toChooseAgain: readonly string[];
  onChoose: (files: File[]) => void;
}

export default function FilesField({ label, lang, strings, files, problem, dropped, toChooseAgain, onChoose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The form comes back after 'not sent' or a cancel with a new input: the files chosen go back into it.
  useEffect(() => {
    const element = input.current;
    if (!element || files.length === 0 || element.files?.length) return;
    const chosen = new DataTransfer();
    for (const file of files) chosen.items.add(file);
    element.files = chosen.files;
  }, [files]);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChoose([]);
    input.current?.focus();
  };
  return (
    <div data-contact-files>
      <label htmlFor={FILES_INPUT_ID} className="font-medium text-navy-900">
        {label}
      </label>
      <p id={FILES_HINT_ID} className="text-sm text-steel-500">
        {fileText(strings.attachmentsHint, lang)}
      </p>
      <input
        ref={input}
        id={FILES_INPUT_ID}
        type="file"
        name={ATTACHMENTS_FIELD}
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={(e) => onChoose([...(e.currentTarget.files ?? [])])}
        aria-describedby={problem ? `${FILES_ERROR_ID} ${FILES_HINT_ID}` : FILES_HINT_ID}
        {...(problem ? { 'aria-invalid': true } : {})}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-900 file:me-3 file:rounded file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:font-semibold file:text-white ${problem ? 'border-2 border-red-700' : 'border-steel-200'}`}
      />
      {problem && (
        <p id={FILES_ERROR_ID} role="alert" className="mt-1 text-sm font-medium text-red-700" data-field-error={ATTACHMENTS_FIELD}>
          {fileText(strings.fileProblems[problem.reason], lang, problem.name)}
        </p>
      )}
      {files.length === 0 && toChooseAgain.length > 0 && (
        <p className="mt-1 text-sm font-medium text-navy-900" data-files-dropped>
          {strings.chooseNamedFilesAgain.replace('{names}', new Intl.ListFormat(lang, { type: 'conjunction' }).format(toChooseAgain))}
        </p>
      )}
      {files.length === 0 && toChooseAgain.length === 0 && dropped && (
        <p className="mt-1 text-sm font-medium text-navy-900" data-files-dropped>
          {strings.chooseFilesAgain}
        </p>
      )}
      {files.length > 0 && (
        <div className="mt-2 text-sm text-navy-900">
          <p className="font-medium">{strings.chosenFiles}</p>
          <ul className="mt-1 space-y-0.5" data-chosen-files>
            {files.map((file, i) => (
              <li key={`${i}-${file.name}`} className="break-words">
                {file.name} <span className="whitespace-nowrap text-steel-500">({formatFileSize(file.size, lang)})</span>
              </li>
            ))}
          </ul>
          <button type="button" onClick={remove} className="mt-2 font-semibold text-navy-700 underline">
            {strings.removeFiles}
          </button>
        </div>
      )}
    </div>
  );
}
