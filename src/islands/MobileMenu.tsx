/**
 * Mobile menu (< 768 px, SPEC §2 and §4): the hamburger toggles it, the close icon, choosing
 * an item or Esc closes it; submenus expand by their arrow; focus stays inside while open and
 * returns to the hamburger when it closes. Hydrated only on narrow screens (client:media).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../content/schemas';

interface Props {
  items: MenuItem[];
  currentPath: string;
  labels: { open: string; close: string; menu: string; submenu: string };
}

export default function MobileMenu({ items, currentPath, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(items.map((item) => [item.index, item.expanded])),
  );
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
    document.documentElement.classList.toggle('overflow-hidden', open);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('a, button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="md:hidden" data-mobile-menu>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-md border border-white/40"
        data-menu-toggle
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-label={labels.menu}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 overflow-y-auto bg-navy-950 px-6 pt-4 pb-10 text-white"
          data-menu-panel
        >
          <div className="mb-6 flex justify-end">
            <button
              type="button"
              aria-label={labels.close}
              onClick={() => setOpen(false)}
              className="flex h-10 w-10 items-center justify-center rounded-md border border-white/40"
              data-menu-close
            >
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label={labels.menu}>
            <ul className="divide-y divide-white/10">
              {items.map((item) => {
                const subId = `${panelId}-sub-${item.index}`;
                const isExpanded = expanded[item.index] ?? false;
                return (
                  <li key={item.index}>
                    <div className="flex items-center justify-between">
                      <a
                        href={item.url}
                        aria-current={item.url === currentPath ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                        className="block flex-1 py-3 text-lg aria-[current=page]:text-accent-400"
                      >
                        {item.text}
                      </a>
                      {item.subMenu && (
                        <button
                          type="button"
                          aria-expanded={isExpanded}
                          aria-controls={subId}
                          aria-label={`${item.text} ${labels.submenu}`}
                          onClick={() => setExpanded((state) => ({ ...state, [item.index]: !isExpanded }))}
                          className="flex h-11 w-11 items-center justify-center"
                        >
                          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 12 12" fill="currentColor" className={isExpanded ? 'rotate-180' : ''}>
                            <path d="M2 4l4 4 4-4z" />
                          </svg>
                        </button>
                      )}
                    </div>
                    {item.subMenu && isExpanded && (
                      <ul id={subId} className="mb-3 ms-3 border-s border-white/20 ps-4">
                        {item.subMenu.map((sub) => (
                          <li key={sub.index}>
                            <a
                              href={sub.url}
                              aria-current={sub.url === currentPath ? 'page' : undefined}
                              onClick={() => setOpen(false)}
                              className="block py-2 text-steel-200 aria-[current=page]:text-accent-400"
                            >
                              {sub.text}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
