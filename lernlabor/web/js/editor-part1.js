// First part of CodeMirror, evaluated on its own (lazy-editor.js, loadEditor): the editor
// state and the Python parser. esbuild puts what these names need into a shared chunk.

export { EditorState } from "@codemirror/state";
export { tags } from "@lezer/highlight";
export { parser } from "@lezer/python";
