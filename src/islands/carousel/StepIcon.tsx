/** The chevron on a "previous" or "next" button, drawn once for the carousels and the photo viewer. */
const CHEVRONS = { previous: 'M9 2L4 7l5 5', next: 'M5 2l5 5-5 5' } as const;

export function StepIcon({ direction }: { direction: keyof typeof CHEVRONS }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={CHEVRONS[direction]} />
    </svg>
  );
}
