// The code editor: CodeMirror 6 with Python highlighting in Material's code colours,
// line numbers, Tab indents (Esc then Tab leaves the editor), Ctrl/Cmd+Enter runs.

import { EditorState, Prec, StateEffect, StateField } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  HighlightStyle,
  bracketMatching,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from "@codemirror/language";
import { pythonLanguage } from "@codemirror/lang-python";
import { tags as t } from "@lezer/highlight";

// Material's Pygments colours, so the editor matches the code blocks in light and dark mode.
const hl = (name) => `var(--md-code-hl-${name}-color)`;
const materialColours = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword], color: hl("keyword") },
  { tag: [t.string, t.special(t.string)], color: hl("string") },
  { tag: [t.number, t.bool, t.null], color: hl("number") },
  { tag: t.comment, color: hl("comment"), fontStyle: "italic" },
  { tag: [t.operator, t.compareOperator, t.arithmeticOperator], color: hl("operator") },
  { tag: [t.punctuation, t.paren, t.bracket, t.brace, t.separator], color: hl("punctuation") },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: hl("function") },
  { tag: [t.className, t.definition(t.className)], color: hl("function") },
  { tag: [t.standard(t.variableName), t.self], color: hl("constant") },
  { tag: t.special(t.variableName), color: hl("special") },
]);

const setErrorLine = StateEffect.define();
const errorLine = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const n = effect.value;
      if (n === null || n < 1 || n > tr.state.doc.lines) return Decoration.none;
      const line = tr.state.doc.line(n);
      return Decoration.set([Decoration.line({ class: "ll-fehlerzeile" }).range(line.from)]);
    }
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * The state of an editor holding `doc` (its Python already parsed): the first half of making
 * an editor, so that lazy-editor.js can do the two halves in separate tasks.
 * `onChange(code)` fires after edits, `onRun()` on Ctrl/Cmd+Enter.
 */
export function createState(doc, { label, onChange, onRun }) {
  return EditorState.create({
    doc,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      drawSelection(),
      history(),
      indentOnInput(),
      bracketMatching(),
      indentUnit.of("    "),
      EditorState.tabSize.of(4),
      pythonLanguage,
      syntaxHighlighting(materialColours),
      errorLine,
      Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (onRun(), true) }])),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      // tabindex: axe counts a contenteditable only with it as focusable content of the
      // scroller (scrollable-region-focusable); Tab order stays the same.
      EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
    ],
  });
}

/**
 * Put CodeMirror's style sheets into the page, by a view that never joins it. Without this
 * the first editor inserts them and measures itself in the same task: the whole page is
 * restyled inside that task (issue 22). After this call the browser restyles in its own
 * rendering step, and the first editor's task lays out only itself.
 */
export function mountStyles() {
  const options = { label: "", onChange() {}, onRun() {} };
  new EditorView({ state: createState("", options) }).destroy();
}

/** Create an editor in `parent` holding `doc` (a string, or a state from createState). */
export function createEditor(parent, doc, options) {
  const state = typeof doc === "string" ? createState(doc, options) : doc;
  const view = new EditorView({ parent, state });
  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    /** Mark line `n` (1-based, editor numbering) as the error line; null clears it. */
    markError(n) {
      view.dispatch({ effects: setErrorLine.of(n) });
    },
  };
}
