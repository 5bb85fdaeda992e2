// Work on the page cut into pieces, so none of it holds the main thread for long: a reader
// who scrolls or types while the page sets itself up gets an answer at once (issue 22).

/** Give the main thread back (input, rendering), continue in a fresh task. */
export function yieldToMain() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  // A message task runs before timers (no 4 ms clamp), after input already queued.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Call `callback` once the browser has nothing else to do, at the latest after `timeout` ms. */
export function whenIdle(callback, timeout = 3000) {
  if (window.requestIdleCallback) return window.requestIdleCallback(callback, { timeout });
  return setTimeout(callback, 300); // Safari before 2025: no idle callbacks
}

/**
 * Call `callback` once the page has loaded and then settled: the first idle period after the
 * load event in which the browser has nothing else planned (a full idle slice), at the latest
 * `timeout` ms after the load event. For work that is not the page's own, such as booting
 * Python, which compiles 10 MB of WebAssembly on every core the device has.
 */
export function whenSettled(callback, timeout = 5000) {
  const start = () => {
    const until = performance.now() + timeout;
    const check = (deadline) => {
      const full = !deadline || deadline.didTimeout || deadline.timeRemaining() >= 40;
      if (full || performance.now() >= until) callback();
      else whenIdle(check, Math.max(1, until - performance.now()));
    };
    whenIdle(check, timeout);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

const SLICE_MS = 8; // one task's share of upgrades; a long task begins at 50 ms

/**
 * Upgrades of page elements (an editor instead of highlighted code, a button bar), a few
 * milliseconds per task: first those within a screen height of the viewport, then the others
 * in the browser's idle time. When the reader reaches for one first, the caller upgrades it
 * and `take`s it out. `upgrade(element)` may return a promise; the next upgrade waits for it.
 * One instance serves all pages of the tab (Material's instant navigation).
 *
 * Options: `margin`, how near the viewport an element counts as near (IntersectionObserver
 * rootMargin); `idle`, when given, is called once in idle time *instead of* upgrading the far
 * elements: for an upgrade too heavy to do for every element at load (a CodeMirror editor
 * holds the main thread for tens of ms), the idle time only prepares it, and each element is
 * upgraded when it comes near or the reader reaches for it.
 */
export class Upgrades {
  constructor(upgrade, { margin = "100% 0px", idle = null } = {}) {
    this.upgrade = upgrade;
    this.idle = idle; // the far elements wait for the reader; idle time prepares (once)
    this.farInIdle = !idle;
    this.waiting = new Set(); // in page order
    this.near = new Set();
    this.running = false;
    this.wake = null; // ends the wait for idle time early
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && this.waiting.has(entry.target)) this.near.add(entry.target);
        }
        if (this.near.size) this.wake?.();
        this.work();
      },
      { rootMargin: margin },
    );
  }

  /** Queue `elements`; they are upgraded in the background from now on. */
  add(elements) {
    for (const element of elements) {
      this.waiting.add(element);
      this.observer.observe(element);
    }
    this.work();
  }

  /** Leave `element` out from now on (the reader reached for it first); false if not queued. */
  take(element) {
    if (!this.waiting.delete(element)) return false;
    this.near.delete(element);
    this.observer.unobserve(element);
    return true;
  }

  async work() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.size) {
        if (this.near.size) {
          await yieldToMain();
          await this.slice(this.near);
          continue;
        }
        // Far elements of a heavy kind wait; the observer calls work() again when one nears.
        if (!this.farInIdle && !this.idle) break;
        // The others in the browser's idle time, as many slices as fit into it; an element
        // that comes near meanwhile wakes the loop (wake) and goes first.
        const deadline = await new Promise((resolve) => {
          this.wake = resolve;
          whenIdle(resolve);
        });
        this.wake = null;
        if (this.near.size) continue;
        if (!this.farInIdle) {
          const prepare = this.idle;
          this.idle = null;
          try {
            await prepare();
          } catch (error) {
            console.error("Lernlabor:", error); // the upgrade itself loads what it needs
          }
          continue;
        }
        await this.slice(this.waiting);
        while (this.waiting.size && !this.near.size && deadline?.timeRemaining() > 0) {
          await yieldToMain();
          await this.slice(this.waiting);
        }
      }
    } finally {
      this.running = false;
    }
  }

  // Upgrades from `set` for at most SLICE_MS (at least one), in the task this runs in.
  async slice(set) {
    const start = performance.now();
    do {
      const [next] = set;
      // An element of a page left by instant navigation is dropped, not upgraded.
      if (!next || !this.take(next) || !next.isConnected) continue;
      try {
        await this.upgrade(next);
      } catch (error) {
        console.error("Lernlabor:", error); // the element stays as the server made it
      }
    } while (set.size && performance.now() - start < SLICE_MS);
  }
}
