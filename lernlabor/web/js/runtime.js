// One Pyodide worker per tab, kept in this module so it survives Material's instant
// navigation. Runs go one at a time; Stopp and the time limit terminate the worker and
// start a fresh one, because without cross-origin isolation Python cannot be interrupted.

import strings from "../strings.json";
import { whenIdle } from "./schedule.js";
import { fill } from "./text.js";

const workerUrl = new URL("worker.js", import.meta.url).href;
const WORKER_OPTIONS = { type: "module", name: "lernlabor-python" };
const WORKER_FAILED = strings.boot.workerFailed;
export const MAX_LINES = 2000;
export const MAX_CHARS = 200000;

let worker = null;
let ready = null; // promise of the booted worker
let state = { stage: "idle", message: "" };
let current = null; // the run the worker is busy with
let queue = Promise.resolve();
let nextId = 1;
let waiting = 0; // runs submitted but not yet sent to the worker
let warmTargets = []; // the exercises of the page on screen, for warmUp
const listeners = new Set();

function setState(stage, message = "") {
  state = { stage, message };
  for (const listener of listeners) listener(state);
}

/** Get told about boot progress: idle, start, pyodide, package, ready, restart, failed. */
export function onState(listener) {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

/**
 * The worker the page's <head> started while the page was parsed (theme/main.html), with the
 * messages it sent before this module was loaded; null if there is none. Taken only once.
 */
function takeEarlyWorker() {
  const early = window.lernlaborWorker;
  window.lernlaborWorker = null;
  return early?.worker ? early : null;
}

/** Start the worker if there is none; resolves once Python and lernlabor are loaded. */
export function ensureWorker(restart = false) {
  if (ready) return ready;
  setState(restart ? "restart" : "start");
  const early = restart ? null : takeEarlyWorker();
  const created = early?.worker ?? new Worker(workerUrl, WORKER_OPTIONS);
  worker = created;
  ready = new Promise((resolve, reject) => {
    const receive = (data) => {
      // A restart (after Stopp or a time-out) says so until ready, not "loading Python".
      if (data.type === "progress") setState(restart ? "restart" : data.stage);
      else if (data.type === "ready") {
        setState("ready");
        resolve(created);
        if (!data.snapshot) keepSnapshotLater(created);
        warmLater(created);
      } else if (data.type === "bootFailed") fail(data.message || WORKER_FAILED);
      else if (data.type === "warm") warmed(created, data);
      else current?.handle(data);
    };
    const fail = (message) => {
      if (worker !== created) return;
      discard();
      current?.finish({ kind: "failure", message });
      setState("failed", message);
      reject(new Error(message));
    };
    created.onmessage = ({ data }) => receive(data);
    created.onerror = (event) => {
      event.preventDefault();
      fail(event.message || WORKER_FAILED);
    };
    for (const data of early?.messages ?? []) receive(data); // in order, before any newer one
  });
  ready.catch(() => {}); // callers see the error through their own await
  return ready;
}

/**
 * Boot in the background on a page with exercises: the learner is there to work on them.
 * widget.js calls it once the page has settled; a worker the <head> started meanwhile (page
 * opened at an anchor, partials/python-start.html) is taken over by ensureWorker.
 * With Data Saver on, the 10 MB wait until an exercise comes into view or an example is used.
 */
export function bootEarly() {
  if (navigator.connection?.saveData) return;
  ensureWorker().catch(() => {}); // the widgets show a failed boot themselves
}

/**
 * Python started without the memory snapshot (the first visit, see worker.js): once the page
 * is idle, the worker downloads it into the Cache Storage, so the next page load, a new tab
 * and the restart after "Stopp" start from it. Not with Data Saver on: it is 6 MB.
 */
function keepSnapshotLater(target) {
  if (navigator.connection?.saveData) return;
  whenIdle(() => {
    if (worker === target) target.postMessage({ type: "keepSnapshot" });
  });
}

// A fresh worker runs WebAssembly from code compiled fast but poorly; V8 compiles a function
// well only once it ran often. Checking a reference a few times while the page is idle does
// that before the learner's first checks (M4·02 Übung 1: its re-check took 60 ms instead of
// 33 until then). A round takes tens of ms, so a click during one waits that long at most.
const WARM_DELAY_MS = 10000; // after "ready": who checks before that warms it with their own checks
const WARM_ROUNDS = 8; // rounds per worker; later rounds gained nothing (benchmark_widget.py)
const WARM_RETRY_MS = 3000; // after the learner's own check: a pause before the next round
const WARM_SLOW_MS = 1000; // a round that slow holds clicks up too long …
const WARM_SLOW_ROUNDS = 2; // … once may be a busy moment of the device, twice is the device: stop
let warm = null; // the current worker's warm-up: {target, rounds, slow, warmed, id, exercise, idle}

/** Let the page's exercises warm the worker (widget.js, on each page with exercises). */
export function warmUp(exercises) {
  warmTargets = exercises;
  if (warm?.idle) {
    warm.idle = false; // it had run out of exercises; these may be new to it
    whenIdle(warmRound);
  }
}

function warmLater(target) {
  warm = { target, rounds: 0, slow: 0, warmed: new Set(), id: null, exercise: null, idle: false };
  setTimeout(() => whenIdle(warmRound), WARM_DELAY_MS);
}

function warmRound() {
  if (warm === null || warm.target !== worker || warm.id !== null) return;
  const fresh = warmTargets.find((exercise) => !warm.warmed.has(exercise));
  const next = fresh ?? (warm.rounds < WARM_ROUNDS ? warmTargets[warm.rounds % warmTargets.length] : null);
  if (!next) {
    warm.idle = true;
    return;
  }
  if (current !== null || waiting > 0 || document.visibilityState !== "visible") {
    setTimeout(() => whenIdle(warmRound), WARM_RETRY_MS); // the learner's turn; later again
    return;
  }
  warm.id = nextId++;
  warm.exercise = next;
  warm.target.postMessage({ type: "warmUp", id: warm.id, exercise: next });
}

function warmed(target, { id, ms }) {
  if (warm?.target !== target || warm.id !== id) return;
  warm.id = null;
  warm.rounds += 1;
  warm.warmed.add(warm.exercise);
  if (ms === null) warm = null; // broken: the learner's check will say more
  else if (ms <= WARM_SLOW_MS) whenIdle(warmRound);
  else if (++warm.slow >= WARM_SLOW_ROUNDS) warm = null; // a device too slow
  else setTimeout(() => whenIdle(warmRound), WARM_RETRY_MS); // the device may be busy: later
}

function discard() {
  worker?.terminate();
  worker = null;
  ready = null;
}

/**
 * Check `code` against exercise `exercise` in the worker.
 * Resolves to {kind: "result", result} | {kind: "aborted", reason: "stop"|"timeout"}
 * | {kind: "failure", message, tooDeep} | {kind: "bootFailed", message}.
 * `onOutput(chunks, truncated)` receives the output while the program runs;
 * `onStart()` is called when the program really starts (after boot and queue).
 */
export function check(exercise, code, options) {
  return submit({ type: "check", exercise, code }, options);
}

/**
 * Run the last of `blocks` ([{code, dokumentiert}]) in the namespace of `page`, the earlier
 * ones first if needed (lernlabor.pruefen.beispiel.Seitenlauf). Resolves like `check`.
 */
export function runExample(page, blocks, options) {
  return submit({ type: "example", page, blocks }, options);
}

/**
 * The German message for a check that the time limit ended at `step` (from the aborted
 * outcome), computed by the next worker; resolves to the text, or null if none came.
 */
export function describeTimeout(exercise, step, seconds) {
  const unit = seconds === 1 ? "Sekunde" : "Sekunden";
  const duration = `${seconds.toLocaleString("de-DE")} ${unit}`;
  const { done } = submit({ type: "describe", exercise, step, duration }, { timeLimit: 30 });
  return done.then((outcome) => (outcome.kind === "result" ? String(outcome.result) : null));
}

function submit(message, { timeLimit, onOutput, onStart }) {
  const job = {};
  const done = new Promise((resolve) => {
    job.finish = (value) => {
      if (job.finished) return;
      job.finished = true;
      clearTimeout(job.timer);
      if (current === job) current = null;
      resolve(value);
    };
  });
  job.stop = () => abort(job, "stop");
  waiting += 1;
  const start = async () => {
    waiting -= 1;
    if (job.finished) return;
    let target;
    try {
      target = await ensureWorker();
    } catch (error) {
      job.finish({ kind: "bootFailed", message: error.message });
      return;
    }
    if (job.finished) return;
    const id = nextId++;
    current = job;
    job.handle = (data) => {
      if (data.id !== id) return;
      if (data.type === "step") job.step = data.step;
      else if (data.type === "output") onOutput?.(data.chunks, data.truncated);
      else if (data.type === "result") job.finish({ kind: "result", result: data.result });
      else if (data.type === "failure") {
        // pruefe never raises for learner mistakes, so Pyodide itself may be broken: renew it.
        discard();
        const { message, tooDeep, exitCode } = data;
        job.finish({ kind: "failure", message, tooDeep: tooDeep === true, exitCode: exitCode ?? null });
        ensureWorker(true).catch(() => {});
      }
    };
    job.timer = setTimeout(() => abort(job, "timeout"), timeLimit * 1000);
    onStart?.();
    target.postMessage({ ...message, id, maxLines: MAX_LINES, maxChars: MAX_CHARS });
    await done;
  };
  queue = queue.then(start, start);
  return { done, stop: job.stop };
}

/** True while a program runs in the worker: a new run waits in the queue behind it. */
export function busy() {
  return current !== null;
}

/** The German text for an outcome without a result from Python. */
export function failureText(outcome) {
  if (outcome.kind === "bootFailed") {
    return fill(strings.result.bootFailed, { grund: outcome.message || strings.boot.noReason });
  }
  if (Number.isInteger(outcome.exitCode)) return fill(strings.result.exited, { code: outcome.exitCode });
  if (outcome.tooDeep) return strings.result.tooDeep;
  return fill(strings.result.internal, { grund: outcome.message });
}

function abort(job, reason) {
  if (job.finished) return;
  if (current === job) {
    // The worker is stuck in this program: throw it away and boot a fresh one right away.
    discard();
    job.finish({ kind: "aborted", reason, step: job.step ?? null });
    ensureWorker(true).catch(() => {});
  } else {
    job.finish({ kind: "aborted", reason });
  }
}
