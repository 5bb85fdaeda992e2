// Unpacks the lernlabor zip into Pyodide's file system, in JavaScript. Pyodide's
// unpackArchive does it in Python, one file at a time (shutil), after Python has started.
// Here the worker inflates the zip (fflate) as soon as it has arrived, while Pyodide still
// loads, and only writes the files once Python is there. The worker, the snapshot build and
// the Node harness of the tests all use this module.
import { unzipSync } from "fflate";

/** The entries of the zip `zipBytes` (ArrayBuffer or Uint8Array): name -> contents. */
export function readZip(zipBytes) {
  const bytes = zipBytes instanceof Uint8Array ? zipBytes : new Uint8Array(zipBytes);
  let entries;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw new Error(`lernlabor.zip ist beschädigt (${error.message})`);
  }
  for (const name of Object.keys(entries)) {
    // Our own build writes the zip; a name that leaves the target would be a broken build.
    if (name.startsWith("/") || name.split("/").includes("..")) {
      throw new Error(`lernlabor.zip: unzulässiger Pfad ${name}`);
    }
  }
  return entries;
}

/** Write the entries of `readZip` below the folder `target` of Emscripten's `FS`. */
export function writeEntries(FS, entries, target) {
  const made = new Set();
  const makeFolder = (folder) => {
    if (!made.has(folder)) FS.mkdirTree(folder);
    made.add(folder);
  };
  makeFolder(target);
  for (const [name, content] of Object.entries(entries)) {
    const path = `${target}/${name}`.replace(/\/$/, "");
    if (name.endsWith("/")) {
      makeFolder(path);
      continue;
    }
    makeFolder(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, content);
  }
}

/** Both at once: unpack the zip `zipBytes` below `target`. */
export function unpackZip(FS, zipBytes, target) {
  writeEntries(FS, readZip(zipBytes), target);
}
