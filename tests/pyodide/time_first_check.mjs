// Benchmark helper (tests/benchmark_bytecode.py): in a fresh Pyodide, time what the worker does
// after loadPyodide: unpack the lernlabor zip, import the checker, run the first check.
//   node time_first_check.mjs LERNLABOR.zip EXERCISE_ID CODE_FILE
//   prints {"unpack": ms, "import": ms, "check": ms, "verdict": "..."}
import { readFileSync } from "node:fs";
import { unpackZip } from "../../lernlabor/web/js/unzip.mjs";

const [zipPath, exercise, codeFile] = process.argv.slice(2);
const { loadPyodide } = await import("pyodide");
const pyodide = await loadPyodide();
const archive = new Uint8Array(readFileSync(zipPath));
const code = readFileSync(codeFile, "utf8");
const start = performance.now();
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
unpackZip(pyodide.FS, archive, sitePackages);
const unpacked = performance.now();
const api = pyodide.pyimport("lernlabor.pruefen.im_browser"); // what worker.js imports
const imported = performance.now();
const verdict = JSON.parse(api.pruefe_als_json(exercise, code)).ergebnis;
const checked = performance.now();
const ms = (a, b) => Math.round((b - a) * 10) / 10;
console.log(JSON.stringify({ unpack: ms(start, unpacked), import: ms(unpacked, imported), check: ms(imported, checked), verdict }));
