/** How long an open request has waited, in the business hours of the office it went to, as the staff API counted it. */
import type { AdminLang } from '../../i18n/admin-languages';
import { waitText, type RequestStrings, type RequestWait } from './request-strings';

interface Props {
  /** Business minutes, and where the request came outside the hours, when they start to count. */
  wait: RequestWait;
  lang: AdminLang;
  strings: RequestStrings;
  className: string;
  labelClass: string;
}

export function RequestWaiting({ wait, lang, strings, className, labelClass }: Props) {
  return (
    <div className={className}>
      <dt className={labelClass}>{strings.request.waiting}</dt>
      <dd data-request-waiting={wait.waited} data-wait-starts={wait.waitStarts}>
        {waitText(wait, lang)}
      </dd>
    </div>
  );
}
