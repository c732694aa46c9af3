/**
 * How long an open request has waited, counted in the business hours of the office it went to
 * (its language's lead office), as of when the card was drawn.
 */
import type { OpeningHours } from '../../content/schemas';
import { businessMinutesBetween } from '../../lib/business-time';
import type { InboxItem } from './api';
import { fill, formatWait, type AdminStrings } from './strings';

interface Props {
  item: InboxItem;
  office: OpeningHours;
  strings: AdminStrings;
  className: string;
  labelClass: string;
}

export function RequestWaiting({ item, office, strings, className, labelClass }: Props) {
  const minutes = Math.floor(businessMinutesBetween(new Date(item.createDate), new Date(), office));
  return (
    <div className={className}>
      <dt className={labelClass}>{strings.request.waiting}</dt>
      <dd data-request-waiting={minutes}>{fill(strings.request.waitingFor, { time: formatWait(minutes, strings) })}</dd>
    </div>
  );
}
