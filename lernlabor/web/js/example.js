// One runnable example (examples.py wraps it in [data-beispiel]): its buttons, status line
// and output, made by build() when examples.js asks, and its editor after "Bearbeiten".

import strings from "../strings.json";
import { loadEditor } from "./lazy-editor.js";
import { ensureWorker } from "./runtime.js";
import { fill } from "./text.js";

const text = strings.example;

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

export class Example {
  constructor(root, page, index) {
    this.root = root;
    this.page = page;
    this.index = index;
    this.number = Number(root.dataset.beispiel);
    this.source = root.dataset.source ?? "";
    this.documented = root.dataset.documented ?? null;
    this.editor = null;
    this.shownWith = null; // the code of blocks 1…N when the output shown was made
    this.built = false;
    root.addEventListener("focusin", () => page.reach(this)); // e.g. Tab to the copy button
  }

  /** Make the buttons, status line and output area of the block (once). */
  build() {
    if (this.built) return;
    this.built = true;
    const { root, page } = this;
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
    this.buttons.run.disabled = page.job !== null;
    root.classList.add("ll-aktiv");
  }

  code() {
    return this.editor ? this.editor.getCode() : this.source;
  }

  edited() {
    return this.code() !== this.source;
  }

  async edit() {
    if (this.editor || this.opening) return;
    this.opening = true;
    const { createEditor } = await loadEditor().finally(() => (this.opening = false));
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
