/** The phone and e-mail a visitor can use when the form could not send: the first of each the contact page lists. */
import { Fragment } from 'react';
import type { ContactPage } from '../../content/schemas';
import { emailBreakParts } from '../../lib/line-breaks';

interface Props {
  intro: string;
  content: Pick<ContactPage, 'phoneNumbers' | 'emails'>;
  phoneHref: string;
}

export default function OtherChannels({ intro, content, phoneHref }: Props) {
  return (
    <>
      <p className="mt-4">{intro}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={phoneHref} className="font-semibold whitespace-nowrap underline">
            {content.phoneNumbers[0]}
          </a>
        </li>
        <li>
          <a href={`mailto:${content.emails[0]}`} className="font-semibold break-words underline">
            {emailBreakParts(content.emails[0] ?? '').map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </a>
        </li>
      </ul>
    </>
  );
}
