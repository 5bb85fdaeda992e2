// Build step: compiles the Python files of a zip with the Python of the pinned Pyodide, so the
// browser imports bytecode instead of compiling every lernlabor module on the first check.
// The .pyc files are hash-checked (PEP 552): an unpacked zip has fresh time stamps, and a
// source that differs from its .pyc is simply compiled again.
//
//   node compile_bytecode.mjs PYODIDE_DIR IN.zip OUT.zip
//       OUT.zip gets only the __pycache__/*.pyc files, under the same paths as IN.zip.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const COMPILE = `
import compileall, pathlib, py_compile, zipfile
source = pathlib.Path("/tmp/lernlabor-src")
with zipfile.ZipFile("/tmp/in.zip") as archive:
    archive.extractall(source)
if not compileall.compile_dir(source, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
    raise SystemExit("compileall reported an error")
with zipfile.ZipFile("/tmp/out.zip", "w") as archive:
    for path in sorted(source.rglob("*.pyc")):
        archive.writestr(path.relative_to(source).as_posix(), path.read_bytes())
`;

const [pyodideDir, input, output] = process.argv.slice(2);
if (!output) {
  process.stderr.write("usage: node compile_bytecode.mjs PYODIDE_DIR IN.zip OUT.zip\n");
  process.exit(2);
}
try {
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL: pyodideDir });
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.runPython(COMPILE);
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
} catch (error) {
  process.stderr.write(`${error && error.message ? error.message : error}\n`);
  process.exit(1);
}
