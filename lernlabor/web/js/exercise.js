// One exercise on the page (fence.py renders it): its buttons, hints, solution, the runs and
// checks in the worker (runtime.js), and its editor, which stands in as highlighted code until
// widget.js has it made (lazy-editor.js).

import strings from "../strings.json";
import { LazyEditor } from "./lazy-editor.js";
import {
  busy,
  check,
  describeTimeout,
  ensureWorker,
  failureText,
  onState,
  MAX_CHARS,
  MAX_LINES,
} from "./runtime.js";
import { markNavigation } from "./progress.js";
import { loadExercise, onOtherTab, saveExercise } from "./storage.js";
import { fill } from "./text.js";

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The checker's messages as a list under the verdict line; none: nothing. */
function messageList(messages) {
  if (!messages.length) return [];
  const list = el("ul", "ll-meldungen");
  for (const message of messages) list.append(el("li", "", message));
  return [list];
}

export class Exercise {
  /** `editors` (Upgrades, schedule.js) makes the editor in the background unless reached first. */
  constructor(root, editors) {
    this.editors = editors;
    this.root = root;
    this.data = JSON.parse(root.dataset.config);
    this.id = this.data.id;
    this.q = (selector) => root.querySelector(selector);
    this.buttons = {};
    for (const button of root.querySelectorAll("button[data-action]")) {
      this.buttons[button.dataset.action] = button;
    }
    this.output = this.q(".ll-ausgabe");
    this.status = this.q(".ll-ergebnis");
    // The verdict of the last check before a reload; not in the live status, so that a page
    // with saved verdicts does not announce them all while it loads.
    this.earlier = el("div", "ll-frueher");
    this.earlier.hidden = true;
    this.status.before(this.earlier);
    this.loading = this.q(".ll-laden");
    this.job = null;
    const saved = loadExercise(this.id);
    this.buildEditor(saved.code ?? this.data.starter);
    this.buildHints(saved.hints);
    this.buildSolution();
    this.showPassed(saved.passed);
    this.showEarlier(saved.verdict);
    this.buttons.run.addEventListener("click", () => this.start("run"));
    this.buttons.check.addEventListener("click", () => this.start("check"));
    this.buttons.stop.addEventListener("click", () => this.job?.stop());
    this.buttons.reset.addEventListener("click", () => this.reset());
    this.buttons.stop.disabled = true;
    this.q(".ll-leiste").hidden = false;
    root.classList.add("ll-aktiv");
    const stopBoot = onState((state) => this.showBoot(state));
    const stopSync = onOtherTab(this.id, (state) => this.takeOver(state));
    this.unsubscribe = () => {
      stopBoot();
      stopSync();
    };
  }

  /** Another tab saved this exercise: show its code and verdict here too, so that neither
   * tab silently overwrites what the learner did in the other. */
  takeOver(saved) {
    if (saved.code !== null && saved.code !== this.editor.getCode()) {
      this.syncing = true; // the other tab saved it already, with its verdict
      try {
        this.editor.setCode(saved.code);
      } finally {
        this.syncing = false;
      }
    }
    this.showPassed(saved.passed);
    this.showEarlier(saved.verdict);
    markNavigation();
  }

  buildEditor(code) {
    const box = this.q(".ll-code");
    const options = {
      label: fill(strings.editorLabel, { titel: this.data.titel }),
      onChange: (text) => {
        if (this.syncing) return;
        saveExercise(this.id, { code: text, verdict: null }); // it judged the code before
        this.showEarlier(null);
      },
      onRun: () => this.start("run"),
    };
    const reached = () => {
      this.editors.take(box);
      Promise.resolve(this.editor.open()).catch((error) => console.error("Lernlabor:", error));
    };
    this.editor = new LazyEditor(box, code, options, reached);
    box.addEventListener("focusin", () => ensureWorker().catch(() => {}), { once: true });
    // How to leave the editor, for everyone who sees it (the label tells screen readers).
    const keys = el("p", "ll-tasten", strings.editorKeys);
    keys.setAttribute("aria-hidden", "true");
    box.after(keys);
  }

  buildHints(shown) {
    const details = this.q(".ll-hinweise");
    const button = this.buttons.hint;
    const items = details ? [...details.querySelectorAll("li")] : [];
    if (details) details.hidden = true;
    const list = el("ol", "ll-hinweise-offen");
    list.hidden = true;
    (details ?? this.status).after(list);
    let count = 0;
    const reveal = (n) => {
      while (count < Math.min(n, items.length)) list.append(items[count++]);
      list.hidden = count === 0;
      button.disabled = count >= items.length;
      button.title = button.disabled ? strings.noMoreHints : "";
    };
    reveal(shown);
    // Named, and read out when a hint appears; live only now, so that hints shown before a
    // reload are not read out while the page loads.
    list.setAttribute("aria-label", strings.hintsShown);
    list.setAttribute("aria-live", "polite");
    button.addEventListener("click", () => {
      const hadFocus = document.activeElement === button;
      reveal(count + 1);
      saveExercise(this.id, { hints: count });
      if (hadFocus && button.disabled) {
        // The last hint: the button goes dead, so the focus goes to that hint, not to <body>.
        const last = list.lastElementChild;
        last.tabIndex = -1;
        last.focus();
      }
    });
  }

  buildSolution() {
    const details = this.q(".ll-loesung");
    const button = this.buttons.solution;
    details.hidden = true;
    details.open = true;
    details.querySelector("summary").hidden = true;
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", () => {
      details.hidden = !details.hidden;
      button.setAttribute("aria-expanded", String(!details.hidden));
    });
  }

  showPassed(passed) {
    this.q(".ll-abzeichen").hidden = !passed;
    this.root.classList.toggle("ll-bestanden", passed);
  }

  /** Show the saved verdict of the last check (after a reload), or hide it (null). */
  showEarlier(verdict) {
    if (!verdict) {
      this.earlier.hidden = true;
      this.earlier.replaceChildren();
      delete this.earlier.dataset.result;
      return;
    }
    this.earlier.replaceChildren(
      el("p", "ll-verdikt", fill(strings.earlier.title, { verdikt: verdict.title })),
      ...messageList(verdict.messages),
      el("p", "ll-frueher-hinweis", strings.earlier.note),
    );
    this.earlier.dataset.result = verdict.result;
    this.earlier.hidden = false;
  }

  showBoot({ stage, message }) {
    const booting = ["start", "pyodide", "package", "restart"].includes(stage);
    this.loading.hidden = !booting && stage !== "failed";
    this.loading.querySelector("progress").hidden = !booting;
    const text = stage === "failed" ? failureText({ kind: "bootFailed", message }) : strings.boot[stage];
    this.loading.querySelector("span").textContent = text ?? "";
  }

  reset() {
    // The stopped run still ends in start(); its outcome must not cover the reset.
    this.discarded = this.job;
    this.job?.stop();
    this.editor.setCode(this.data.starter);
    this.editor.markError(null);
    this.output.replaceChildren();
    this.output.hidden = true;
    this.status.removeAttribute("data-result");
    this.status.replaceChildren(el("p", "ll-verdikt", strings.reset));
    saveExercise(this.id, { code: this.data.starter, result: null, verdict: null });
    this.showEarlier(null);
  }

  /** Run (mode "run") or check (mode "check") the editor's code in the worker. */
  async start(mode) {
    if (this.job) return;
    const code = this.editor.getCode();
    saveExercise(this.id, { code });
    this.editor.markError(null);
    this.output.replaceChildren();
    this.output.hidden = true;
    this.lines = 0;
    this.truncated = false;
    this.showEarlier(null);
    this.status.removeAttribute("data-result");
    this.status.setAttribute("aria-busy", "true");
    this.status.replaceChildren(el("p", "ll-verdikt", busy() ? strings.waitingForOther : strings.waiting));
    this.setRunning(true);
    const limit = Number.parseFloat(this.root.dataset.timeLimit) || this.data.zeitlimit || 10;
    const job = check(this.id, code, {
      timeLimit: limit,
      onStart: () => {
        const text = mode === "check" ? strings.checking : strings.running;
        this.status.replaceChildren(el("p", "ll-verdikt", text));
      },
      onOutput: (chunks, truncated) => this.appendOutput(chunks, truncated),
    });
    this.job = job;
    const outcome = await job.done;
    if (outcome.kind === "aborted" && outcome.reason === "timeout" && outcome.step) {
      // Where the check stood (the case and its rule): the next worker says it in German.
      outcome.detail = await describeTimeout(this.id, outcome.step, limit).catch(() => null);
    }
    this.job = null;
    this.setRunning(false);
    if (this.discarded === job) {
      this.discarded = null;
      this.status.removeAttribute("aria-busy");
      return;
    }
    this.showOutcome(mode, outcome, limit);
  }

  setRunning(running) {
    const focused = document.activeElement;
    const { run, check, stop } = this.buttons;
    run.disabled = running;
    check.disabled = running;
    stop.disabled = !running;
    this.root.classList.toggle("ll-laeuft", running);
    // A disabled button drops the keyboard focus to <body>: hand it to the button that works
    // now ("Stopp" while running, the one that started the run afterwards).
    if (running && (focused === run || focused === check)) {
      this.started = focused;
      stop.focus();
    } else if (!running && focused === stop) {
      (this.started ?? run).focus();
    }
  }

  appendOutput(chunks, truncated) {
    this.output.hidden = false;
    for (const [stream, text] of chunks) {
      if (this.truncated) break;
      let keep = text;
      // The worker caps too; this guard keeps the page safe even if it did not.
      const parts = keep.split("\n");
      if (this.lines + parts.length - 1 >= MAX_LINES) {
        keep = parts.slice(0, MAX_LINES - this.lines).join("\n") + "\n";
        this.truncated = true;
      }
      this.lines += keep.split("\n").length - 1;
      this.output.append(el("span", stream === "stderr" ? "ll-stderr" : "", keep));
    }
    if ((truncated || this.truncated) && !this.output.querySelector(".ll-gekuerzt")) {
      this.truncated = true;
      const note = fill(strings.truncated, { zeilen: MAX_LINES, zeichen: MAX_CHARS });
      this.output.append(el("span", "ll-gekuerzt", `${note}\n`));
    }
    this.output.scrollTop = this.output.scrollHeight;
  }

  showOutcome(mode, outcome, limit) {
    const parts = [];
    let result;
    let messages = [];
    if (outcome.kind === "aborted") {
      result = "abgebrochen";
      const text = outcome.reason === "stop" ? strings.result.stopped : strings.result.timeout;
      parts.push(el("p", "ll-verdikt", fill(text, { sekunden: limit.toLocaleString("de-DE") })));
      if (outcome.detail) {
        messages = [outcome.detail];
        parts.push(...messageList(messages));
      }
    } else if (outcome.kind !== "result") {
      result = "fehler";
      parts.push(el("p", "ll-verdikt", failureText(outcome)));
    } else {
      const data = outcome.result;
      result = data.ergebnis;
      if (result === "fehler" && data.fehler) {
        parts.push(el("p", "ll-verdikt", data.fehler.titel || strings.result.fehler));
        if (data.fehler.traceback) parts.push(el("pre", "ll-traceback", data.fehler.traceback));
        if (Number.isInteger(data.fehler.zeile)) this.editor.markError(data.fehler.zeile);
      } else {
        const key = result === "nicht-bestanden" && mode === "run" ? "nicht-bestanden-run" : result;
        parts.push(el("p", "ll-verdikt", strings.result[key] ?? result));
      }
      messages = Array.isArray(data.meldungen) ? data.meldungen.map(String) : [];
      // A run that fails keeps its explanation ("Hier wird durch null geteilt."); the first
      // message only repeats the title and traceback shown above.
      if (mode === "run") messages = result === "fehler" ? messages.slice(1) : [];
      parts.push(...messageList(messages));
    }
    this.status.replaceChildren(...parts);
    this.status.dataset.result = result;
    this.status.removeAttribute("aria-busy");
    const passed = result === "bestanden" || loadExercise(this.id).passed;
    saveExercise(this.id, { result, passed });
    if (mode === "check" && outcome.kind === "result") {
      // What the learner read, for the next visit: the verdict line and the list below it.
      saveExercise(this.id, { verdict: { result, title: parts[0].textContent, messages } });
    }
    this.showPassed(passed);
    markNavigation();
  }
}
