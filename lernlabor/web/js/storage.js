// Progress in localStorage, namespaced and versioned. Anything unreadable is ignored:
// a broken or foreign entry must never stop a learner from working.

const PREFIX = "lernlabor:v1:";
const RESULTS = new Set(["bestanden", "nicht-bestanden", "fehler", "abgebrochen"]);

function storage() {
  try {
    return window.localStorage; // throws when storage is blocked (privacy settings)
  } catch {
    return null;
  }
}

function readJson(key) {
  try {
    const value = JSON.parse(storage()?.getItem(key) ?? "null");
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

let failed = false; // true once storage refused a write
const failureListeners = new Set();

function refused() {
  if (failed) return;
  failed = true;
  for (const listener of failureListeners) listener();
}

function writeJson(key, value) {
  try {
    const store = storage();
    if (!store) throw new Error("no localStorage");
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the page still works, but the learner must know
    // that nothing is kept (onStorageFailure).
    refused();
  }
}

/** True once storage refused a write (blocked or full): nothing is kept for the site. */
export function storageFails() {
  return failed;
}

/** Call `listener` when a write fails for the first time (blocked, or the quota filled up). */
export function onStorageFailure(listener) {
  failureListeners.add(listener);
}

/** Call `listener(state)` when another tab saves exercise `id`; returns the unsubscribe. */
export function onOtherTab(id, listener) {
  const handle = (event) => {
    if (event.key === PREFIX + id) listener(loadExercise(id));
  };
  window.addEventListener("storage", handle);
  return () => window.removeEventListener("storage", handle);
}

/** The last check's verdict as the widget showed it, if every part has the right type. */
function readVerdict(raw) {
  if (!raw || typeof raw !== "object" || !RESULTS.has(raw.result)) return null;
  const { title, messages } = raw;
  if (typeof title !== "string" || !Array.isArray(messages)) return null;
  if (!messages.every((message) => typeof message === "string")) return null;
  return { result: raw.result, title, messages };
}

/** The saved state of one exercise, with only the fields that have the right type. */
export function loadExercise(id) {
  const raw = readJson(PREFIX + id) ?? {};
  return {
    code: typeof raw.code === "string" ? raw.code : null,
    result: RESULTS.has(raw.result) ? raw.result : null,
    passed: raw.passed === true,
    hints: Number.isInteger(raw.hints) && raw.hints >= 0 ? raw.hints : 0,
    verdict: readVerdict(raw.verdict),
  };
}

/** Merge `changes` into the saved state of one exercise. */
export function saveExercise(id, changes) {
  writeJson(PREFIX + id, { ...loadExercise(id), ...changes });
}

function pageKey(pathname) {
  return `${PREFIX}seite:${pathname.replace(/index\.html$/, "")}`;
}

/** Remember which exercises a page holds, so the navigation can mark finished pages. */
export function rememberPage(pathname, ids) {
  writeJson(pageKey(pathname), { exercises: ids });
}

/** True when every exercise of a page seen before has been passed. */
export function pagePassed(pathname) {
  const ids = readJson(pageKey(pathname))?.exercises;
  if (!Array.isArray(ids) || ids.length === 0) return false;
  return ids.every((id) => typeof id === "string" && loadExercise(id).passed);
}
