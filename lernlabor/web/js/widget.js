// Turns each server-rendered exercise (fence.py) into an editor with buttons. loader.js
// imports it where a page has something to run and calls setup() on every page from then
// on; the worker in runtime.js is shared by all pages of the tab. The buttons work at once;
// the editors come one by one as their exercises come near (lazy-editor.js), so setting up a
// page never holds the main thread for long.

import { Exercise } from "./exercise.js";
import { loadEditor } from "./lazy-editor.js";
import { setupExamples } from "./examples.js";
import { bootEarly, ensureWorker, warmUp } from "./runtime.js";
import { counted, markNavigation } from "./progress.js";
import { Upgrades, whenSettled, yieldToMain } from "./schedule.js";
import strings from "../strings.json";
import { onStorageFailure, rememberPage, storageFails } from "./storage.js";

let observer = null;
let active = []; // widgets of the page on screen; their listeners go when the page goes
const boxes = new Map(); // code box -> its widget, for the editor upgrades
const seen = new WeakSet(); // exercises set up or being set up (setup may run twice a page)
// An editor is made when its exercise comes near the viewport or the reader reaches for it:
// one CodeMirror view holds the main thread for tens of ms (hundreds on a phone), too much to
// make every editor of a long page at load. Idle time only loads CodeMirror, so that the
// first editor then stands at once.
const editors = new Upgrades((box) => boxes.get(box)?.editor.prepare(), {
  margin: "50% 0px",
  idle: loadEditor,
});

// Storage blocked or full: say so once per page, above the first exercise, since neither
// code nor ticks survive a reload. The first failed write (rememberPage below, on the first
// page with exercises) calls it; later pages of the tab ask storageFails.
function warnNotSaved() {
  const first = document.querySelector(".ll-uebung[data-exercise]");
  if (!first || document.querySelector(".ll-nicht-gespeichert")) return;
  const note = document.createElement("p");
  note.className = "ll-nicht-gespeichert";
  note.setAttribute("role", "note");
  note.textContent = strings.notSaved;
  first.before(note);
}
onStorageFailure(warnNotSaved);

/** Set up the widgets of the page on screen; loader.js calls it after each navigation. */
export async function setup() {
  if (storageFails()) warnNotSaved();
  // Widgets whose page is gone (instant navigation): stop their program, drop listeners.
  for (const widget of active) {
    if (widget.root.isConnected) continue;
    widget.job?.stop(); // the learner left the page: its program must not hold up the next
    widget.unsubscribe();
    boxes.delete(widget.q(".ll-code"));
  }
  active = active.filter((widget) => widget.root.isConnected);
  const roots = [...document.querySelectorAll(".ll-uebung[data-exercise]")].filter((root) => !seen.has(root));
  for (const root of roots) seen.add(root);
  const made = [];
  for (const root of roots) {
    if (!root.isConnected) continue; // the page went while this one was set up
    try {
      const widget = new Exercise(root, editors);
      boxes.set(widget.q(".ll-code"), widget);
      made.push(widget);
    } catch (error) {
      console.error("Lernlabor: Übung konnte nicht gestartet werden", root.dataset.exercise, error);
    }
    await yieldToMain();
  }
  active.push(...made);
  if (made.length) {
    const optional = (widget) => "freiwillig" in widget.root.dataset;
    rememberPage(
      location.pathname,
      counted(active, optional).map((widget) => widget.id),
    );
    // Python starts once the page has loaded and settled (its boot, WebAssembly compiled on
    // every core, slowed the page's own start on two cores), or earlier when an exercise
    // comes into view or was the link target.
    whenSettled(() => bootEarly());
    warmUp(active.map((widget) => widget.id));
    observer?.disconnect();
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          ensureWorker().catch(() => {});
        }
      },
      { rootMargin: "200px" },
    );
    for (const widget of made) observer.observe(widget.root);
    editors.add(made.map((widget) => widget.q(".ll-code")));
  }
  await setupExamples(); // runnable examples (examples.js): Python boots on first intent, not on view
  markNavigation();
}
