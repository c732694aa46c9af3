/**
 * What replaces the form while it is sent and after (SPEC §4): 'sending' (with the files'
 * progress and a cancel that gives the form back as it was), 'sent', 'not sent' and 'too many',
 * the last two with the other channels and a retry. It takes the focus, as it replaces the
 * button that was pressed.
 */
import type { Ref } from 'react';
import type { ContactPage } from '../../content/schemas';
import type { UiStrings } from '../../i18n/ui';
import { formatFileSize } from '../../lib/attachment-labels';
import OtherChannels, { type Channels } from './OtherChannels';
import type { Phase } from './status';

interface Props {
  phase: Exclude<Phase, { kind: 'editing' }>;
  lang: string;
  content: ContactPage;
  strings: UiStrings['contactForm'];
  channels: Channels;
  alertRef: Ref<HTMLDivElement>;
  onCancel: () => void;
  onRetry: () => void;
}

const TONES = {
  calm: 'border-sky-600 bg-sky-50 text-sky-900',
  good: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  bad: 'border-red-600 bg-red-50 text-red-900',
};
const BUTTON = 'mt-6 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-700';

export const tryAgainIn = (strings: UiStrings['contactForm'], lang: string, minutes: number) =>
  strings.tryAgainIn[new Intl.PluralRules(lang).select(minutes) === 'one' ? 'one' : 'other'].replace('{minutes}', String(minutes));

function Progress({ loaded, total, lang, strings }: { loaded: number; total: number; lang: string; strings: UiStrings['contactForm'] }) {
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  const text = strings.uploadProgress
    .replace('{sent}', formatFileSize(loaded, lang))
    .replace('{total}', formatFileSize(total, lang))
    .replace('{percent}', String(percent));
  return (
    <div className="mt-4" data-upload-progress>
      <progress
        className="h-3 w-full accent-sky-700"
        max={total}
        value={loaded}
        aria-label={strings.uploadProgressLabel}
        aria-valuetext={text}
      />
      <p className="mt-1 text-sm" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

export default function FormAlert({ phase, lang, content, strings, channels, alertRef, onCancel, onRetry }: Props) {
  const alert = {
    sending: { role: 'status', tone: TONES.calm, header: content.sendingAlertHeader, text: content.sendingAlertText },
    sent: { role: 'status', tone: TONES.good, header: content.sentAlertHeader, text: content.sentAlertText },
    notSent: { role: 'alert', tone: TONES.bad, header: content.notSentAlertHeader, text: content.notSentAlertText },
    tooMany: {
      role: 'alert',
      tone: TONES.bad,
      header: strings.tooManyHeader,
      text: phase.kind === 'tooMany' ? tryAgainIn(strings, lang, phase.minutes) : '',
    },
  }[phase.kind];
  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role={alert.role}
      className={`rounded-lg border-s-4 p-6 outline-none ${alert.tone}`}
      data-contact-alert={phase.kind}
    >
      <p className="text-lg font-bold">{alert.header}</p>
      <p className="mt-2">{alert.text}</p>
      {phase.kind === 'sending' && (
        <>
          {phase.upload && <Progress {...phase.upload} lang={lang} strings={strings} />}
          <button type="button" onClick={onCancel} className={BUTTON} data-contact-cancel>
            {strings.cancel}
          </button>
        </>
      )}
      {phase.kind === 'sent' && <p className="mt-4 italic">{content.signing}</p>}
      {(phase.kind === 'notSent' || phase.kind === 'tooMany') && (
        <>
          <OtherChannels intro={strings.otherChannels} channels={channels} />
          <button type="button" onClick={onRetry} className={BUTTON} data-contact-retry>
            {strings.retry}
          </button>
        </>
      )}
    </div>
  );
}
