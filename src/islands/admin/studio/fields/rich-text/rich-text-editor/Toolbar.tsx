/**
 * The rich-text toolbar: its tools (marks, headings, lists and quote, link, undo and redo) and
 * one Tab stop with arrow keys, Home and End between its buttons.
 */
import { redo, undo } from 'prosemirror-history';
import type { Command } from 'prosemirror-state';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleItalic,
  toggleOrderedList,
  toggleUnderline,
  type ToolbarState,
} from './rich-text-commands';
import { toolbarClass, toolDividerClass } from './rich-text-frame';
import { headingLevels } from './rich-text-schema';
import type { useLinkForm } from './use-link-form';
import type { StudioStrings } from '../../../base/strings';

interface Tool {
  key: string;
  label: string;
  glyph: ReactNode;
  run: () => void;
  pressed?: boolean;
  /** Can't act now (nothing to undo): stays focusable in the toolbar, announced as unavailable. */
  unavailable?: boolean;
  /** The link button: whether its form is open, and whether the selection is in a link. */
  expanded?: boolean;
  active?: boolean;
  /** Ends a group: a divider follows. */
  groupEnd?: boolean;
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const icons = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4h1v5M4 9h2M4 14h2l-2 4h2',
  blockquote: 'M4 18h4l2-4V6H4v8h3zM14 18h4l2-4V6h-6v8h3z',
  link: 'M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
};

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold text-navy-900 hover:bg-steel-200 ' +
  'aria-pressed:bg-navy-900 aria-pressed:text-white aria-expanded:bg-navy-900 aria-expanded:text-white ' +
  'data-active:ring-2 data-active:ring-navy-700 data-active:ring-inset aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:cursor-not-allowed disabled:opacity-50';

interface ToolbarProps {
  /** The editable region's id: what the toolbar controls. */
  controls: string;
  t: StudioStrings['richText'];
  state: ToolbarState | null;
  /** Runs a command on the editor and gives it the focus back. */
  run: (command: Command) => void;
  link: ReturnType<typeof useLinkForm>;
  /** No editor yet, or the field is read only. */
  off: boolean;
}

export function Toolbar({ controls, t, state, run: runCommand, link, off }: ToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const run = (command: Command) => () => runCommand(command);

  const tools: Tool[] = [
    { key: 'bold', label: t.bold, glyph: <span className="font-bold">B</span>, pressed: !!state?.bold, run: run(toggleBold) },
    {
      key: 'italic',
      label: t.italic,
      glyph: <span className="font-serif italic">I</span>,
      pressed: !!state?.italic,
      run: run(toggleItalic),
    },
    {
      key: 'underline',
      label: t.underline,
      glyph: <span className="underline">U</span>,
      pressed: !!state?.underline,
      run: run(toggleUnderline),
      groupEnd: true,
    },
    ...headingLevels.map((level, index): Tool => ({
      key: `h${level}`,
      label: `${t.heading} ${level}`,
      glyph: <span>H{level}</span>,
      pressed: !!state?.headings[index],
      run: run(toggleHeading(level)),
      groupEnd: level === 4,
    })),
    {
      key: 'bulletList',
      label: t.bulletList,
      glyph: <Icon path={icons.bulletList} />,
      pressed: !!state?.bulletList,
      run: run(toggleBulletList),
    },
    {
      key: 'orderedList',
      label: t.orderedList,
      glyph: <Icon path={icons.orderedList} />,
      pressed: !!state?.orderedList,
      run: run(toggleOrderedList),
    },
    {
      key: 'blockquote',
      label: t.blockquote,
      glyph: <Icon path={icons.blockquote} />,
      pressed: !!state?.blockquote,
      run: run(toggleBlockquote),
      groupEnd: true,
    },
    {
      key: 'link',
      label: t.link,
      glyph: <Icon path={icons.link} />,
      expanded: link.form !== null,
      active: !!state?.link,
      run: link.toggle,
      groupEnd: true,
    },
    { key: 'undo', label: t.undo, glyph: <Icon path={icons.undo} />, unavailable: !state?.canUndo, run: run(undo) },
    { key: 'redo', label: t.redo, glyph: <Icon path={icons.redo} />, unavailable: !state?.canRedo, run: run(redo) },
  ];
  const tabStop = Math.min(current, tools.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = { ArrowRight: tabStop === last ? 0 : tabStop + 1, ArrowLeft: tabStop === 0 ? last : tabStop - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t.toolbar} aria-controls={controls} onKeyDown={onKeyDown} className={toolbarClass}>
      {tools.map((tool, index) => (
        <span key={tool.key} className="contents">
          <button
            ref={(element) => {
              buttons.current[index] = element;
              if (tool.key === 'link') link.button.current = element;
            }}
            type="button"
            tabIndex={index === tabStop ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            aria-expanded={tool.expanded}
            aria-controls={tool.expanded === undefined ? undefined : link.formId}
            aria-disabled={tool.unavailable || undefined}
            data-active={tool.active || undefined}
            disabled={off}
            onFocus={() => setCurrent(index)}
            onClick={() => !tool.unavailable && tool.run()}
            className={buttonClass}
            data-rich-text-tool={tool.key}
          >
            {tool.glyph}
          </button>
          {tool.groupEnd && <span aria-hidden="true" className={toolDividerClass} />}
        </span>
      ))}
    </div>
  );
}
