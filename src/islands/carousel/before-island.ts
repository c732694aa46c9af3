/**
 * The carousels' controls work from the first paint, before their islands run (on idle, or when
 * seen) and before Swiper starts (on idle after that): until a carousel's row is
 * swiper-initialized, a press on its buttons scrolls the server-rendered row, which Swiper then
 * starts from, and the rotation button's choice stays on the button for the island to read.
 * Without JavaScript the buttons are not shown (site-rules.css). The indicators follow the row
 * however it moves (a button, a swipe, the keyboard) until Swiper does that. It also notes when each
 * carousel was first in view: its first automatic slide change comes one interval after that,
 * however late its island runs.
 */
import { rowScrollTarget, rowShownSlide, type RowMove } from './row-scroll';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The rotation button shows its state and says what pressing it does. */
function showRotation(button: HTMLElement, rotating: boolean) {
  button.dataset['autoplay'] = String(rotating);
  const label = rotating ? button.dataset['labelPause'] : button.dataset['labelPlay'];
  if (label) button.setAttribute('aria-label', label);
}

function moveOf(button: HTMLElement): RowMove | null {
  if (button.hasAttribute('data-carousel-next')) return 'next';
  if (button.hasAttribute('data-carousel-previous')) return 'previous';
  const indicator = button.dataset['carouselIndicator'];
  return indicator === undefined ? null : { to: Number(indicator) };
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-carousel] button') : null;
  const carousel = button?.closest<HTMLElement>('[data-carousel]');
  const row = carousel?.querySelector<HTMLElement>('.swiper');
  if (!button || !carousel || !row || row.classList.contains('swiper-initialized')) return;
  if (button.hasAttribute('data-carousel-rotation')) {
    showRotation(button, button.dataset['autoplay'] === 'false');
    return;
  }
  const move = moveOf(button);
  const slide = row.querySelector<HTMLElement>('.swiper-slide');
  if (!move || !slide) return;
  const geometry = {
    scrollLeft: row.scrollLeft,
    clientWidth: row.clientWidth,
    scrollWidth: row.scrollWidth,
    slideWidth: slide.offsetWidth,
  };
  row.scrollTo({
    left: rowScrollTarget(geometry, move, carousel.dataset['wrap'] !== 'false'),
    behavior: reducedMotion ? 'instant' : 'smooth',
  });
});

// Scroll events do not bubble: one listener, capturing, hears every row.
document.addEventListener(
  'scroll',
  (event) => {
    const row = event.target instanceof HTMLElement && event.target.classList.contains('swiper') ? event.target : null;
    const indicators = row?.closest('[data-carousel]')?.querySelectorAll<HTMLElement>('[data-carousel-indicator]');
    if (!row || !indicators?.length || row.classList.contains('swiper-initialized')) return;
    const slide = row.querySelector<HTMLElement>('.swiper-slide');
    const shown = rowShownSlide({ scrollLeft: row.scrollLeft, slideWidth: slide?.offsetWidth ?? 0 });
    for (const indicator of indicators) {
      if (indicator.dataset['carouselIndicator'] === String(shown)) indicator.setAttribute('aria-current', 'true');
      else indicator.removeAttribute('aria-current');
    }
  },
  { capture: true, passive: true },
);

const stampShown = (carousel: HTMLElement) => (carousel.dataset['shownAt'] = String(performance.now()));
const firstSeen = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
    stampShown(entry.target);
    firstSeen.unobserve(entry.target);
  }
});
for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  // In the first screen it is shown with the first paint, which this script follows; further down, once scrolled to.
  const { top, bottom } = carousel.getBoundingClientRect();
  if (top < window.innerHeight && bottom > 0) stampShown(carousel);
  else firstSeen.observe(carousel);
  // Nothing rotates under reduced motion until the visitor asks: the button says so from the start.
  if (reducedMotion) {
    const rotation = carousel.querySelector<HTMLElement>('[data-carousel-rotation]');
    if (rotation) showRotation(rotation, false);
  }
}
