// Runnable examples: each Python block that CI runs (wrapped by examples.py in
// [data-beispiel]) gets "Ausführen", "Bearbeiten", "Zurücksetzen" and "Stopp". Running block N
// sends blocks 1…N to the worker; Python (lernlabor.pruefen.beispiel.Seitenlauf) runs the ones
// not yet run with this code silently, then N, in one namespace per page, as the tests do.

import strings from "../strings.json";
import { createEditor } from "./editor.js";
import { ensureWorker, MAX_CHARS, MAX_LINES, onState, runExample } from "./runtime.js";

const text = strings.example;
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (m, key) => values[key] ?? m);
let current = null; // the examples of the page on screen
let pages = 0; // each page shown gets its own namespace key, so coming back starts fresh

function el(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

function button(label, name, primary = false) {
  const node = el("button", `md-button ll-knopf${primary ? " ll-knopf--haupt" : ""}`, label);
  node.type = "button";
  node.setAttribute("aria-label", name);
  return node;
}

class Example {
  constructor(root, page, index) {
    this.root = root;
    this.page = page;
    this.index = index;
    this.number = Number(root.dataset.beispiel);
    this.source = root.dataset.source ?? "";
    this.documented = root.dataset.documented ?? null;
    this.editor = null;
    this.shownWith = null; // the code of blocks 1…N when the output shown was made
    const values = { nummer: this.number };
    this.codeView = root.querySelector(".highlight");
    this.bar = el("div", "ll-beispiel-leiste");
    this.bar.setAttribute("role", "group");
    this.bar.setAttribute("aria-label", fill(text.toolbarLabel, values));
    this.buttons = {
      run: button(text.run, fill(text.runLabel, values), true),
      edit: button(text.edit, fill(text.editLabel, values)),
      reset: button(text.reset, fill(text.resetLabel, values)),
      stop: button(text.stop, fill(text.stopLabel, values)),
    };
    this.buttons.reset.hidden = true;
    this.buttons.stop.disabled = true;
    this.bar.append(...Object.values(this.buttons));
    this.status = el("p", "ll-beispiel-status");
    this.status.setAttribute("role", "status");
    this.output = el("pre", "ll-ausgabe");
    this.output.dataset.beispielAusgabe = "";
    this.output.setAttribute("role", "region");
    this.output.setAttribute("aria-label", fill(text.outputLabel, values));
    this.output.tabIndex = 0; // long output scrolls: keyboard users must reach it
    this.output.hidden = true;
    this.stderr = el("pre", "ll-ausgabe ll-stderr"); // shown, never compared (as in the tests)
    this.stderr.hidden = true;
    root.append(this.bar, this.status, this.output, this.stderr);
    this.buttons.run.addEventListener("click", () => page.run(this));
    this.buttons.edit.addEventListener("click", () => this.edit());
    this.buttons.reset.addEventListener("click", () => this.reset());
    this.buttons.stop.addEventListener("click", () => page.stop());
    // Boot Python when the reader shows intent, so the first run does not wait for all of it.
    for (const kind of ["pointerenter", "focusin"]) {
      this.bar.addEventListener(kind, () => ensureWorker().catch(() => {}), { once: true });
    }
    root.classList.add("ll-aktiv");
  }

  code() {
    return this.editor ? this.editor.getCode() : this.source;
  }

  edited() {
    return this.code() !== this.source;
  }

  edit() {
    if (this.editor) return;
    this.box = el("div", "ll-code");
    this.codeView.hidden = true;
    this.codeView.after(this.box);
    this.editor = createEditor(this.box, this.source, {
      label: fill(strings.editorLabel, { titel: fill(text.editorTitle, { nummer: this.number }) }),
      onChange: () => this.page.refreshStale(),
      onRun: () => this.page.run(this),
    });
    this.buttons.edit.hidden = true;
    this.buttons.reset.hidden = false;
    this.editor.view.focus();
  }

  reset() {
    if (this.page.job && this.page.running === this) this.page.stop();
    this.editor?.view.destroy();
    this.box?.remove();
    this.editor = this.box = null;
    this.codeView.hidden = false;
    this.buttons.reset.hidden = true;
    this.buttons.edit.hidden = false;
    this.buttons.edit.focus(); // the reset button is gone: keep the keyboard focus nearby
    this.showOutput(null);
    this.setStatus(text.resetDone, null);
    this.page.refreshStale();
  }

  setStatus(message, result, remember = true) {
    if (remember) this.lastStatus = [message, result];
    this.status.textContent = message;
    if (result) this.status.dataset.result = result;
    else this.status.removeAttribute("data-result");
  }

  showOutput(content, signature = null, stderr = "") {
    this.output.textContent = content ?? "";
    this.output.hidden = content === null || content === "";
    this.stderr.textContent = stderr;
    this.stderr.hidden = !stderr;
    this.editor?.markError(null);
    this.shownWith = content === null ? null : signature;
    this.root.classList.remove("ll-veraltet");
  }
}

class PageExamples {
  constructor(roots) {
    this.key = `${location.pathname}#${++pages}`;
    this.examples = roots.map((root, index) => new Example(root, this, index));
    this.job = null;
    this.running = null;
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
    this.running = example;
    for (const other of this.examples) {
      other.buttons.run.disabled = example !== null;
      other.buttons.stop.disabled = other !== example;
      other.root.classList.toggle("ll-laeuft", other === example);
    }
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
    example.setStatus(strings.waiting, null);
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
      const template = outcome.kind === "bootFailed" ? strings.result.bootFailed : strings.result.internal;
      example.showOutput(null);
      example.setStatus(fill(template, { grund: outcome.message }), "fehler");
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
      example.setStatus(fill(text.error, { fehler: data.fehler, wo: where }), "fehler");
      if (Number.isInteger(data.zeile)) example.editor?.markError(data.zeile);
    } else if (data.wie_dokumentiert) {
      example.setStatus(data.erwartet ? text.documentedError : text.documented, "wie-dokumentiert");
    } else if (example.edited()) {
      example.setStatus(data.ausgabe ? text.edited : `${text.edited} ${text.noOutput}`, "geaendert");
    } else if (example.documented === null) {
      example.setStatus(data.ausgabe ? text.done : text.noOutput, "fertig");
    } else {
      example.setStatus(text.differs, "abweichend");
    }
  }
}

/** Set up the runnable examples of the page on screen; returns their wrappers. */
export function setupExamples() {
  if (current && !current.examples[0].root.isConnected) {
    current.stop(); // the reader left the page: its program must not hold up the next
    current = null;
  }
  const roots = [...document.querySelectorAll("[data-beispiel]:not(.ll-aktiv)")];
  if (roots.length === 0) return roots;
  try {
    current = new PageExamples(roots);
  } catch (error) {
    console.error("Lernlabor: Beispiele konnten nicht gestartet werden", error);
  }
  return roots;
}
