// The code box of an exercise: the highlighted code the server rendered (fence.py) stands in
// for the editor until the editor is made, so the page shows its code at once and CodeMirror
// costs nothing before it is needed. widget.js makes the editors one by one in the background
// (schedule.js), and at once when the reader reaches for the code: focus (Tab or a click) opens
// the editor, with the caret where the click was; keys typed while CodeMirror loads are kept.

import { yieldToMain } from "./schedule.js";

let loaded = null; // editor.js, once evaluated
let loading = null;

/**
 * Load CodeMirror (editor.js). Its parts are evaluated in separate tasks: the whole bundle at
 * once held the main thread longer than a frame (issue 22).
 */
export function loadEditor() {
  loading ??= (async () => {
    await import("./editor-part1.js"); // @codemirror/state, @lezer/*
    await yieldToMain();
    await import("./editor-part2.js"); // @codemirror/view
    await yieldToMain();
    const module = await import("./editor.js");
    await yieldToMain();
    module.mountStyles();
    await yieldToMain(); // the first editor is made in a task of its own
    loaded = module;
    return loaded;
  })();
  return loading;
}

export class LazyEditor {
  /**
   * `box` holds the server's `.highlight` block; `code` is the learner's code (it may differ
   * from the block: saved work). `options` go to createEditor; `onIntent()` is called when
   * the reader reaches for the code and should lead to `open()`.
   */
  constructor(box, code, options, onIntent) {
    this.box = box;
    this.code = code;
    this.options = options;
    this.editor = null;
    this.errorLine = null;
    this.caret = null; // where a click asked for the caret
    this.typed = "";
    const block = box.querySelector(".highlight code");
    this.block = block;
    this.starterHtml = block?.innerHTML ?? "";
    this.starter = block?.textContent ?? "";
    if (!block) return;
    this.showCode(code);
    block.tabIndex = 0;
    block.setAttribute("role", "textbox");
    block.setAttribute("aria-multiline", "true");
    block.setAttribute("aria-label", options.label);
    // A click focuses the block (tabindex) and so opens the editor, with the caret where the
    // pointer went down. A finger that only scrolls focuses nothing: no keyboard pops up.
    block.addEventListener("pointerdown", (event) => {
      if (event.button === 0) this.caret = { x: event.clientX, y: event.clientY };
    });
    block.addEventListener("pointercancel", () => (this.caret = null));
    block.addEventListener("focus", () => onIntent());
    block.addEventListener("keydown", (event) => {
      // Only while CodeMirror loads: the key belongs to the editor that is about to appear.
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) this.typed += event.key;
      else if (event.key !== "Enter") return;
      event.preventDefault();
      event.stopPropagation(); // Material's one-key shortcuts ("n": next page) listen on window
      onIntent();
    });
  }

  showCode(code) {
    // A saved code has no server highlighting: plain text until the editor colours it.
    const same = code.replace(/\n+$/, "") === this.starter.replace(/\n+$/, "");
    if (same) this.block.innerHTML = this.starterHtml;
    else this.block.textContent = code;
  }

  /**
   * Make the editor in the background: CodeMirror's loading, the parsed state and the view
   * each in a task of its own. Resolves when the editor stands.
   */
  async prepare() {
    if (!loaded) await loadEditor();
    if (this.editor) return;
    this.state ??= loaded.createState(this.code, this.options);
    await yieldToMain();
    this.open();
  }

  /** Make the editor now if CodeMirror is loaded, else once it is; resolves when it stands. */
  open() {
    if (this.editor) return null;
    if (!loaded) return loadEditor().then(() => this.open());
    const focused = this.box.contains(document.activeElement);
    this.box.replaceChildren();
    // A state made before the code changed (reset) is stale: make the editor from the code.
    const fresh = this.state?.doc.toString() === this.code ? this.state : this.code;
    this.state = null;
    this.editor = loaded.createEditor(this.box, fresh, this.options);
    const view = this.editor.view;
    if (this.errorLine !== null) this.editor.markError(this.errorLine);
    if (this.caret) {
      const at = view.posAtCoords(this.caret) ?? 0;
      view.dispatch({ selection: { anchor: at } });
    }
    if (this.typed) view.dispatch(view.state.replaceSelection(this.typed));
    if (focused || this.caret || this.typed) view.focus();
    this.caret = null;
    this.typed = "";
    return null;
  }

  getCode() {
    return this.editor ? this.editor.getCode() : this.code;
  }

  setCode(code) {
    if (this.editor) return this.editor.setCode(code);
    this.code = code;
    if (this.block) this.showCode(code);
    return null;
  }

  /** Mark line `n` as the error line (null clears it), now or once the editor stands. */
  markError(n) {
    if (this.editor) this.editor.markError(n);
    else this.errorLine = n;
  }
}
