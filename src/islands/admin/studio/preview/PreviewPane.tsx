/**
 * The live preview beside the form (below it under 1024 px): the page the unit shows, rendered by
 * the server from the draft as typed (a native form post into a frame, adminApi.pagePreview), in
 * the language of the column last worked in, at a phone's or a desktop's width, scaled to fit.
 * It follows the typing a moment after the last key; a click on a text or a photo in it moves the
 * focus to that field. The page runs no script of its own: this island reads it and listens to it.
 */
import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { PREVIEW_FIELD_ATTRIBUTE, PREVIEW_NOT_SHOWN_META } from '../../../../admin-api/contract';
import type { DocumentKey } from '../../../../content/documents';
import type { FieldDescription } from '../../../../content/field-meta';
import { fieldProblemIn, type FieldProblem } from '../../../../content/field-problems';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { adminApi, type Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { parseFieldPath, pathLabel, type Data } from '../unit/unit-data';
import { focusField } from './focus-field';
import { initialFrames, loaded, nextFrame, posted, refused, type FrameIndex, type PaneFrames } from './pane-frames';
import { previewStrings } from './preview-strings';
import { postDelay } from './post-timing';

const DEVICE_WIDTHS = { phone: 375, desktop: 1280 } as const;
type Device = keyof typeof DEVICE_WIDTHS;
const DEVICE_KEY = 'studio.preview.device';
const FIELD_SELECTOR = `[${PREVIEW_FIELD_ATTRIBUTE}]`;
const NOT_SHOWN_SELECTOR = `meta[name="${PREVIEW_NOT_SHOWN_META}"]`;
/** What the pane's page shows where a click would go to a field (a sheet of the pane's own, allowed by the page's policy). */
const FIELD_LOOK = `${FIELD_SELECTOR}{cursor:pointer}${FIELD_SELECTOR}:hover{outline:2px dashed #1d4ed8;outline-offset:2px}`;

interface Props {
  ui: AdminLang;
  docKey: DocumentKey;
  item: string | null;
  /** The languages whose columns the form shows; the pane shows `lang`, one of them. */
  langs: readonly Lang[];
  lang: Lang;
  setLang: (lang: Lang) => void;
  languageName: (lang: Lang) => string;
  draft: Data;
  fields: readonly FieldDescription[];
  /** The column that holds the facts every language shares. */
  sharedIn: Lang;
}

type Outcome = { kind: 'shown'; notShown: FieldProblem[] } | { kind: 'failed'; reason: string };

type FramesEvent = { kind: 'posted' } | { kind: 'loaded' | 'refused'; frame: FrameIndex };
const framesEvent = (state: PaneFrames, event: FramesEvent): PaneFrames =>
  event.kind === 'posted' ? posted(state) : event.kind === 'loaded' ? loaded(state, event.frame) : refused(state, event.frame);

function storedDevice(): Device {
  try {
    return localStorage.getItem(DEVICE_KEY) === 'desktop' ? 'desktop' : 'phone';
  } catch {
    return 'phone';
  }
}

/** What a loaded frame holds: the page (and the fields it could not show), or the server's refusal. */
function outcomeOf(page: Document): Outcome {
  if (page.contentType === 'text/html') {
    const notShown = page.querySelector<HTMLMetaElement>(NOT_SHOWN_SELECTOR)?.content;
    return { kind: 'shown', notShown: notShown ? (JSON.parse(notShown) as FieldProblem[]) : [] };
  }
  const text = page.body?.textContent ?? '';
  try {
    return { kind: 'failed', reason: String((JSON.parse(text) as { error?: unknown }).error ?? text) };
  } catch {
    return { kind: 'failed', reason: text.slice(0, 200) };
  }
}

/** Makes the page answer clicks as the pane does: a field's text focuses it; links and forms stay put. */
function listen(page: Document, onField: (path: string) => void) {
  page.addEventListener('click', (event) => {
    event.preventDefault();
    const target = event.target as Element | null;
    const path = target?.closest?.(FIELD_SELECTOR)?.getAttribute(PREVIEW_FIELD_ATTRIBUTE);
    if (path) onField(path);
  });
  page.addEventListener('submit', (event) => event.preventDefault());
  const view = page.defaultView as (Window & typeof globalThis) | null;
  if (!view) return;
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(FIELD_LOOK);
    page.adoptedStyleSheets = [...page.adoptedStyleSheets, sheet];
  } catch {
    // A browser without constructed sheets still focuses the field on a click.
  }
}

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="min-h-11 rounded-md border border-steel-500 px-3 text-sm font-semibold aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

export function PreviewPane({ ui, docKey, item, langs, lang, setLang, languageName, draft, fields, sharedIn }: Props) {
  const texts = previewStrings[ui];
  const headingId = useId();
  const frameName = useId().replace(/[^\w-]/g, '');
  const [device, setDevice] = useState<Device>(storedDevice);
  const [frames, dispatch] = useReducer(framesEvent, initialFrames);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'shown', notShown: [] });
  const [box, setBox] = useState({ width: 0, height: 0 });
  const form = useRef<HTMLFormElement>(null);
  const unitInput = useRef<HTMLInputElement>(null);
  const draftInput = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const frameRefs = [useRef<HTMLIFrameElement>(null), useRef<HTMLIFrameElement>(null)] as const;
  const after = useRef<HTMLSpanElement>(null);
  const latest = useRef({ frames, fields, langs: [lang, sharedIn] });
  latest.current = { frames, fields, langs: [lang, sharedIn] };

  const unitText = JSON.stringify({ lang, key: docKey, item });
  const draftText = JSON.stringify(draft);
  // When the oldest change the pane has not asked for was made; null: it has asked for every one.
  const oldestChange = useRef<number | null>(null);
  const post = () => {
    oldestChange.current = null;
    if (!form.current || !unitInput.current || !draftInput.current) return;
    unitInput.current.value = unitText;
    draftInput.current.value = draftText;
    form.current.target = `${frameName}-${nextFrame(latest.current.frames)}`;
    dispatch({ kind: 'posted' });
    form.current.submit();
  };
  // The first page at once; then a moment after the typing pauses, or a while after the oldest change it has not shown.
  const first = useRef(true);
  useEffect(() => {
    const now = Date.now();
    oldestChange.current ??= now;
    const timer = setTimeout(post, first.current ? 0 : postDelay(now, oldestChange.current));
    first.current = false;
    return () => clearTimeout(timer);
    // post reads the texts it sends from this render: they are the effect's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unitText, draftText]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onLoad = (index: FrameIndex) => {
    const frame = frameRefs[index].current;
    if (!frame || latest.current.frames.loading !== index) return;
    // A frame's first, empty document loads too: only a page the pane asked for counts. The
    // browser's own error page (no server) is another origin's: the pane cannot read it.
    const page = frame.contentDocument;
    if (page?.URL === 'about:blank') return;
    const outcome: Outcome = page ? outcomeOf(page) : { kind: 'failed', reason: texts.unreachable };
    setOutcome(outcome);
    if (outcome.kind === 'failed' || !page) return dispatch({ kind: 'refused', frame: index });
    const shownWindow = frameRefs[latest.current.frames.shown].current?.contentWindow;
    frame.contentWindow?.scrollTo(0, shownWindow?.scrollY ?? 0);
    listen(page, (path) => focusField(latest.current.fields, path, latest.current.langs));
    dispatch({ kind: 'loaded', frame: index });
  };

  const chooseDevice = (next: Device) => {
    setDevice(next);
    try {
      localStorage.setItem(DEVICE_KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts as long as the page.
    }
  };

  const deviceWidth = DEVICE_WIDTHS[device];
  const scale = box.width > 0 ? Math.min(1, box.width / deviceWidth) : 1;
  const frameStyle = {
    width: deviceWidth,
    height: scale > 0 ? box.height / scale : box.height,
    transform: `scale(${scale})`,
    left: Math.max(0, (box.width - deviceWidth * scale) / 2),
  };

  return (
    <section
      aria-labelledby={headingId}
      data-preview-pane
      className="mt-6 flex h-[75vh] min-h-96 flex-col rounded-lg border border-steel-300 bg-white lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:h-[calc(100vh-2rem)]"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-steel-300 p-3">
        <h2 id={headingId} className="text-lg font-bold">
          {texts.heading}
        </h2>
        <button
          type="button"
          className="sr-only focus:not-sr-only focus:rounded-md focus:bg-navy-900 focus:px-3 focus:py-2 focus:text-white"
          onClick={() => after.current?.focus()}
        >
          {texts.skip}
        </button>
        {langs.length > 1 && (
          <div role="group" aria-label={texts.language} className="flex gap-1">
            {langs.map((each) => (
              <Toggle key={each} pressed={each === lang} onClick={() => setLang(each)}>
                <span lang={each}>{languageName(each)}</span>
              </Toggle>
            ))}
          </div>
        )}
        <div role="group" aria-label={texts.width} className="flex gap-1">
          {(Object.keys(DEVICE_WIDTHS) as Device[]).map((each) => (
            <Toggle key={each} pressed={each === device} onClick={() => chooseDevice(each)}>
              {texts[each]}
            </Toggle>
          ))}
        </div>
        <p className="w-full text-sm text-steel-700">{texts.hint}</p>
        <p role="status" className="w-full text-sm empty:hidden">
          {frames.loading !== null ? texts.updating : ''}
        </p>
        {outcome.kind === 'failed' && (
          <p className="w-full text-sm font-medium text-red-800">
            {fill(texts.failed, { reason: outcome.reason })}{' '}
            <button type="button" onClick={post} className="underline">
              {texts.retry}
            </button>
          </p>
        )}
        {outcome.kind === 'shown' && outcome.notShown.length > 0 && (
          <div className="w-full text-sm" data-preview-not-shown>
            <p className="font-medium">{texts.notShown}</p>
            <ul className="list-disc pl-5">
              {outcome.notShown.map((problem) => (
                <li key={problem.field}>
                  {problem.field === '(document)' ? texts.wholeDocument : pathLabel(fields, parseFieldPath(problem.field), ui)}:{' '}
                  {fieldProblemIn(problem, ui)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div ref={area} className="relative min-h-0 flex-1 overflow-hidden bg-steel-100">
        {([0, 1] as const).map((index) => (
          <iframe
            key={index}
            ref={frameRefs[index]}
            name={`${frameName}-${index}`}
            title={fill(texts.frameTitle, { lang: languageName(lang) })}
            data-preview-frame={index === frames.shown ? '' : undefined}
            // The page may run nothing and go nowhere; the pane, at the same origin, reads it.
            sandbox="allow-same-origin"
            onLoad={() => onLoad(index)}
            tabIndex={index === frames.shown ? undefined : -1}
            aria-hidden={index === frames.shown ? undefined : true}
            className={`absolute top-0 origin-top-left border-0 bg-white ${index === frames.shown ? '' : 'invisible'}`}
            style={frameStyle}
          />
        ))}
      </div>
      <span ref={after} tabIndex={-1} />
      <form ref={form} method="post" action={adminApi.pagePreview} hidden>
        <input ref={unitInput} type="hidden" name="unit" />
        <input ref={draftInput} type="hidden" name="draft" />
      </form>
    </section>
  );
}
