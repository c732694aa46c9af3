/** The list of fields to fix above the form, each a link to its field, as the native post's answer shows it. */
import type { RefusedField } from '../../content/contact-fields';
import type { UiStrings } from '../../i18n/ui';
import { inputId } from './ids';

interface Props {
  refused: readonly { field: RefusedField['field']; label: string; text: string }[];
  strings: UiStrings['contactForm'];
}

export default function ErrorSummary({ refused, strings }: Props) {
  return (
    <div role="alert" className="rounded-lg border-s-4 border-red-600 bg-red-50 p-6 text-red-900" data-contact-errors>
      <p className="font-bold">{strings.invalidHeader}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {refused.map(({ field, label, text }) => (
          <li key={field}>
            <a href={`#${inputId(field)}`} className="underline">
              {strings.fieldProblem.replace('{label}', label).replace('{problem}', text)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
