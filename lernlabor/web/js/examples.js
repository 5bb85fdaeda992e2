// Runnable examples: each Python block that CI runs (wrapped by examples.py in
// [data-beispiel]) gets "Ausführen", "Bearbeiten", "Zurücksetzen" and "Stopp". Running block N
// sends blocks 1…N to the worker; Python (lernlabor.pruefen.beispiel.Seitenlauf) runs the ones
// not yet run with this code silently, then N, in one namespace per page, as the tests do.
// The buttons of a block (example.js) are made when it comes near the viewport or the reader
// reaches into it (focus), the others when the browser is idle (schedule.js); until then the
// block is the highlighted code the server rendered.

import strings from "../strings.json";
import { Example } from "./example.js";
import { busy, failureText, MAX_CHARS, MAX_LINES, onState, runExample } from "./runtime.js";
import { Upgrades } from "./schedule.js";
import { fill } from "./text.js";

const text = strings.example;
let current = null; // the examples of the page on screen
let pages = 0; // each page shown gets its own namespace key, so coming back starts fresh
const examples = new Map(); // root element -> its Example, until its buttons are made
const bars = new Upgrades((root) => {
  examples.get(root)?.build();
  examples.delete(root);
});

class PageExamples {
  constructor(roots) {
    this.key = `${location.pathname}#${++pages}`;
    this.examples = roots.map((root, index) => new Example(root, this, index));
    for (const example of this.examples) examples.set(example.root, example);
    this.job = null;
    this.running = null;
  }

  /** The reader reached into a block before its buttons were made: make them now. */
  reach(example) {
    bars.take(example.root);
    examples.delete(example.root);
    example.build();
  }

  signature(index) {
    return JSON.stringify(this.examples.slice(0, index + 1).map((example) => example.code()));
  }

  /** Outputs made from code that has changed since are marked, not silently kept. */
  refreshStale() {
    for (const example of this.examples) {
      if (example.shownWith === null) continue;
      const stale = example.shownWith !== this.signature(example.index);
      if (stale === example.root.classList.contains("ll-veraltet")) continue;
      example.root.classList.toggle("ll-veraltet", stale);
      // Back to the code the output came from (e.g. an edit undone): the old verdict holds.
      if (stale) example.setStatus(text.stale, "veraltet", false);
      else example.setStatus(...example.lastStatus);
    }
  }

  setRunning(example) {
    const focused = document.activeElement;
    const previous = this.running;
    this.running = example;
    for (const other of this.examples) {
      if (!other.built) continue; // build() sets its buttons from this.job
      other.buttons.run.disabled = example !== null;
      other.buttons.stop.disabled = other !== example;
      other.root.classList.toggle("ll-laeuft", other === example);
    }
    // A disabled button drops the keyboard focus to <body>: "Stopp" takes it over during the
    // run and hands it back to "Ausführen" afterwards, as in an exercise (exercise.js).
    if (example?.built && focused === example.buttons.run) example.buttons.stop.focus();
    else if (!example && previous?.built && focused === previous.buttons.stop) previous.buttons.run.focus();
  }

  stop() {
    this.job?.stop();
  }

  async run(example) {
    if (this.job) return;
    const blocks = this.examples
      .slice(0, example.index + 1)
      .map((block) => ({ code: block.code(), dokumentiert: block.documented }));
    const signature = this.signature(example.index);
    const limit = Number.parseFloat(example.root.dataset.timeLimit) || 10;
    example.status.setAttribute("aria-busy", "true");
    example.setStatus(busy() ? strings.waitingForOther : strings.waiting, null);
    const unsubscribe = onState(({ stage }) => {
      if (this.running === example && !this.started && strings.boot[stage]) {
        example.setStatus(strings.boot[stage], null);
      }
    });
    this.started = false;
    this.setRunning(example);
    this.job = runExample(this.key, blocks, {
      timeLimit: limit,
      onStart: () => {
        this.started = true;
        example.setStatus(text.running, null);
      },
    });
    const outcome = await this.job.done;
    unsubscribe();
    this.job = null;
    this.setRunning(null);
    example.status.removeAttribute("aria-busy");
    this.show(example, outcome, limit, signature);
    this.refreshStale();
  }

  show(example, outcome, limit, signature) {
    if (outcome.kind === "aborted") {
      const template = outcome.reason === "stop" ? strings.result.stopped : strings.result.timeout;
      example.showOutput(null);
      example.setStatus(fill(template, { sekunden: limit.toLocaleString("de-DE") }), "abgebrochen");
      return;
    }
    if (outcome.kind !== "result") {
      example.showOutput(null);
      example.setStatus(failureText(outcome), "fehler");
      return;
    }
    const data = outcome.result;
    if (data.gescheitert !== null && data.gescheitert !== example.index) {
      const failed = this.examples[data.gescheitert];
      example.showOutput(null);
      example.setStatus(fill(text.earlierFailed, { nummer: failed.number, fehler: data.fehler }), "fehler");
      return;
    }
    const note = data.gekuerzt ? `${fill(strings.truncated, { zeilen: MAX_LINES, zeichen: MAX_CHARS })}\n` : "";
    example.showOutput(data.ausgabe + note, signature, data.stderr);
    if (data.gescheitert !== null) {
      const where = Number.isInteger(data.zeile) ? fill(text.errorLine, { zeile: data.zeile }) : "";
      const explained = data.erklaerung ? ` ${data.erklaerung}` : "";
      example.setStatus(fill(text.error, { fehler: data.fehler, wo: where }) + explained, "fehler");
      if (Number.isInteger(data.zeile)) example.editor?.markError(data.zeile);
    } else if (data.wie_dokumentiert) {
      example.setStatus(data.erwartet ? text.documentedError : text.documented, "wie-dokumentiert");
    } else if (example.edited()) {
      example.setStatus(data.ausgabe ? text.edited : `${text.edited} ${text.noOutput}`, "geaendert");
    } else if (example.documented === null) {
      example.setStatus(data.ausgabe ? text.done : text.noOutput, "fertig");
    } else {
      // Not this block but an edited one above it changed the output: say which.
      const edited = this.examples.slice(0, example.index).find((earlier) => earlier.edited());
      const message = edited ? fill(text.differsAfterEdit, { nummer: edited.number }) : text.differs;
      example.setStatus(message, "abweichend");
    }
  }
}

/** Set up the runnable examples of the page on screen; returns their wrappers. */
export function setupExamples() {
  if (current && !current.examples[0].root.isConnected) {
    current.stop(); // the reader left the page: its program must not hold up the next
    current = null;
  }
  for (const root of examples.keys()) if (!root.isConnected) examples.delete(root);
  // setup() may run twice for one page: blocks known already (waiting or built) stay as they are.
  const known = (root) => examples.has(root) || root.classList.contains("ll-aktiv");
  const roots = [...document.querySelectorAll("[data-beispiel]")].filter((root) => !known(root));
  if (roots.length === 0) return roots;
  try {
    current = new PageExamples(roots);
    bars.add(roots);
  } catch (error) {
    console.error("Lernlabor: Beispiele konnten nicht gestartet werden", error);
  }
  return roots;
}
