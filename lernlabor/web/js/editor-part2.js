// Second part of CodeMirror, evaluated on its own (lazy-editor.js, loadEditor): the view.

export { EditorView } from "@codemirror/view";
