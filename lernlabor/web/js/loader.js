// The only script on every page (mkdocs.yml extra_javascript), kept tiny: progress marks,
// fixes to Material's markup, and the widget bundle only where a page has something to run.

import { markNavigation, showCourseProgress } from "./progress.js";

const NEEDS_WIDGET = ".ll-uebung[data-exercise], [data-beispiel]";
const NEEDS_CALCULATOR = "form[data-kostenrechner]";
const widgetUrl = new URL("widget.js", import.meta.url).href;
const calculatorUrl = new URL("kostenrechner.js", import.meta.url).href;
const cssUrl = new URL("widget.css", import.meta.url).href;
let widget = null; // the widget module, once imported

// Material's code-copy bar is a <nav> per code block: dozens of unnamed landmarks.
function unlandmark(root) {
  for (const nav of root.querySelectorAll("nav.md-code__nav")) nav.setAttribute("role", "none");
}
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node.nodeType !== 1) continue;
      if (node.matches("nav.md-code__nav")) node.setAttribute("role", "none");
      else unlandmark(node);
    }
  }
}).observe(document.body, { childList: true, subtree: true });

// Material's one-key shortcuts (n and p: next and previous page, s, f and /: search) act on
// any key typed outside a text field, and they cannot be switched off: a slip of the finger
// or speech input leaves the page (WCAG 2.1.4). Stopped here, before Material's listener.
const MATERIAL_KEYS = new Set(["n", "p", ".", ",", "s", "f", "/"]);
const TEXT_FIELD = "input, textarea, select, [contenteditable], [role=textbox]";
window.addEventListener(
  "keydown",
  (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !MATERIAL_KEYS.has(event.key)) return;
    if (event.target instanceof Element && event.target.closest(TEXT_FIELD)) return;
    event.stopPropagation();
  },
  true,
);

function loadCss() {
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === cssUrl)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = cssUrl;
  document.head.append(link);
}

function onPage() {
  unlandmark(document);
  markNavigation();
  showCourseProgress();
  if (document.querySelector(NEEDS_CALCULATOR)) {
    import(calculatorUrl)
      .then((module) => module.start())
      .catch((error) => console.error("Lernlabor:", error));
  }
  // Once loaded, the widget module also hears about pages without widgets: it stops the
  // programs of the page the learner just left.
  if (!widget && !document.querySelector(NEEDS_WIDGET)) return;
  loadCss();
  widget ??= import(widgetUrl);
  const hash = location.hash;
  widget
    .then((module) => module.setup())
    .then(() => {
      // The toolbars change the height of the page: keep a link target on screen.
      if (hash && hash === location.hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    })
    .catch((error) => console.error("Lernlabor:", error));
}

// A module script runs once the page is parsed: start now, before Material's own start-up
// work; document$ repeats it after each instant navigation.
onPage();
window.document$?.subscribe(onPage);
