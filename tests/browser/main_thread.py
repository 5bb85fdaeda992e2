"""Which main-thread tasks of a page load our own scripts (assets/lernlabor/…) made, and how long.

Two sources, because neither alone answers it in Chromium:

- Long Animation Frames (``PerformanceObserver`` type ``long-animation-frame``) name the script
  of each piece of JavaScript in a long frame: its URL, how it was called (module evaluation,
  promise, timer, event) and its wall time. A CDP trace does not: module evaluation and promise
  callbacks carry no URL there.
- The CDP trace (``Browser.start_tracing``) has every task of the renderer's main thread with
  its wall time and its thread time (CPU). On a shared machine the two differ by a factor of 5
  and more, because the thread waits for a core; only the thread time is the page's own work.

Each script entry of ours is placed in the trace task it ran in (a ``performance.mark`` ties
the two clocks). Our share of a task is the wall time of our entries in it, scaled by the
task's thread time / wall time. Tasks with a share over ``LIMIT_MS`` are what the test rejects.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

OURS = "/assets/lernlabor/"
LIMIT_MS = 50  # a long task, as the Long Tasks API and Lighthouse count it
MARK = "lernlabor-uhr"
CATEGORIES = ["disabled-by-default-devtools.timeline", "blink.user_timing"]
# An init script: keeps the script entries of long frames that come from our files.
RECORD_FRAMES = f"""
window.lernlaborSkripte = [];
new PerformanceObserver((list) => {{
  for (const frame of list.getEntries()) {{
    for (const script of frame.scripts) {{
      if (!script.sourceURL.includes("{OURS}")) continue;
      window.lernlaborSkripte.push({{
        start: script.startTime, duration: script.duration, url: script.sourceURL,
        invoker: script.invokerType + " " + script.invoker,
        forced: script.forcedStyleAndLayoutDuration,
      }});
    }}
  }}
}}).observe({{type: "long-animation-frame", buffered: true}});
"""


@dataclass
class Task:
    """A main-thread task with script entries of ours: wall and thread time in ms."""

    start_ms: float  # page clock (performance.now())
    wall_ms: float
    cpu_ms: float
    scripts: list[dict] = field(default_factory=list)

    @property
    def ours_ms(self) -> float:
        """Our scripts' share of the task's thread time."""
        ours = sum(script["duration"] for script in self.scripts)
        return min(ours, self.wall_ms) * (self.cpu_ms / self.wall_ms if self.wall_ms else 1)

    def describe(self) -> str:
        entries = ", ".join(
            f"{s['url'].rsplit('/', 1)[-1]} ({s['invoker'][:40]}) {s['duration']:.0f} ms"
            for s in self.scripts
        )
        return (
            f"task at {self.start_ms:.0f} ms: {self.ours_ms:.0f} ms ours of "
            f"{self.cpu_ms:.0f} ms CPU, {self.wall_ms:.0f} ms wall; {entries}"
        )


def tasks_with_our_scripts(page, trace: bytes) -> list[Task]:
    """Our script entries of the load, grouped into the trace tasks they ran in.

    The page's context had ``RECORD_FRAMES`` as an init script; ``trace`` is what
    ``browser.stop_tracing()`` returned, after ``set_mark`` put the clock mark into the page.
    """
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    marks = [e for e in events if e.get("name") == MARK and "ts" in e]
    if len(marks) != 1:
        raise AssertionError(f"the trace holds {len(marks)} clock marks, expected 1")
    mark = marks[0]
    offset_us = (
        mark["ts"] - page.evaluate(f"performance.getEntriesByName('{MARK}')[0].startTime") * 1000
    )
    thread = (mark["pid"], mark["tid"])  # the mark was set on the page's main thread
    runs = sorted(
        (e for e in events if e.get("name") == "RunTask" and (e["pid"], e["tid"]) == thread),
        key=lambda e: e["ts"],
    )
    found: dict[int, Task] = {}
    for script in page.evaluate("window.lernlaborSkripte"):
        middle = (script["start"] + script["duration"] / 2) * 1000 + offset_us
        run = next((r for r in runs if r["ts"] <= middle <= r["ts"] + r.get("dur", 0)), None)
        if run is None:
            raise AssertionError(f"no trace task holds the script entry {script}")
        task = found.setdefault(
            id(run),
            Task(
                (run["ts"] - offset_us) / 1000,
                run["dur"] / 1000,
                run.get("tdur", run["dur"]) / 1000,
            ),
        )
        task.scripts.append(script)
    return sorted(found.values(), key=lambda task: task.start_ms)


def set_mark(page) -> None:
    """Put the clock mark into the page and the trace (see ``tasks_with_our_scripts``)."""
    page.evaluate(f"performance.mark('{MARK}')")
