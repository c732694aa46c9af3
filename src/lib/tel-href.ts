/** A tel: link for a phone number written for people ('+90 312 555 01 23' -> 'tel:+903125550123'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
