/** How long an open request has waited, in the business hours of the office it went to, as the staff API counted it. */
import { formatWait, type RequestStrings } from './request-strings';
import { fill } from './strings';

interface Props {
  /** Business minutes. */
  waited: number;
  strings: RequestStrings;
  className: string;
  labelClass: string;
}

export function RequestWaiting({ waited, strings, className, labelClass }: Props) {
  return (
    <div className={className}>
      <dt className={labelClass}>{strings.request.waiting}</dt>
      <dd data-request-waiting={waited}>{fill(strings.request.waitingFor, { time: formatWait(waited, strings) })}</dd>
    </div>
  );
}
