/** The phone and e-mail a visitor can use when the form could not send: the leading office's first of each. */
import { Fragment } from 'react';
import { emailBreakParts } from '../../lib/line-breaks';

interface Props {
  intro: string;
  channels: Channels;
}

export interface Channels {
  phone: string;
  phoneHref: string;
  email: string;
}

export default function OtherChannels({ intro, channels: { phone, phoneHref, email } }: Props) {
  return (
    <>
      <p className="mt-4">{intro}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={phoneHref} className="font-semibold whitespace-nowrap underline">
            {phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} className="font-semibold break-words underline">
            {emailBreakParts(email).map((part, i) => (
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
