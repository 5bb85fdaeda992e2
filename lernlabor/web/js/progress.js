// Progress shown outside the widgets, from localStorage only (no editor, no Python):
// the ✓ marks in the navigation and the course overview of the start page (kurs.py).

import { loadExercise, pagePassed } from "./storage.js";

/** Mark navigation links to pages whose exercises are all passed. */
export function markNavigation() {
  for (const link of document.querySelectorAll(".md-nav__link[href]")) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.hash) continue;
    link.classList.toggle("ll-nav-bestanden", pagePassed(url.pathname));
  }
}

function exercisesOf(cell) {
  try {
    const list = JSON.parse(cell.dataset.uebungen);
    return Array.isArray(list) ? list.filter((item) => typeof item?.id === "string") : [];
  } catch {
    return [];
  }
}

/** The exercises that count: all but the optional ones, unless a lesson has only those. */
function counted(exercises) {
  const required = exercises.filter((item) => item.freiwillig !== true);
  return required.length ? required : exercises;
}

/** Fill in "n von m bestanden" per lesson and point "Weiter" at the first open exercise. */
export function showCourseProgress() {
  const course = document.querySelector(".ll-kurs");
  if (!course) return;
  let next = null;
  let optionalOpen = false;
  for (const cell of course.querySelectorAll("[data-uebungen]")) {
    const all = exercisesOf(cell);
    optionalOpen ||= all.some((item) => item.freiwillig === true && !loadExercise(item.id).passed);
    const exercises = counted(all);
    const passed = exercises.filter((item) => loadExercise(item.id).passed).length;
    const lesson = cell.closest("tr")?.querySelector("a[href]");
    cell.textContent =
      exercises.length === 0 ? "–" : `${passed} von ${exercises.length} bestanden${passed === exercises.length ? " ✓" : ""}`;
    cell.dataset.bestanden = String(passed);
    const open = exercises.find((item) => !loadExercise(item.id).passed);
    if (!next && open && lesson) next = { ...open, lesson };
  }
  const weiter = course.querySelector(".ll-weiter a");
  if (!weiter) return;
  if (next) {
    const url = new URL(next.lesson.href);
    url.hash = typeof next.anker === "string" ? next.anker : "";
    weiter.href = url.href;
    weiter.textContent = `Weiter: Übung „${next.titel}“ (${next.lesson.textContent})`;
  } else {
    weiter.removeAttribute("href");
    weiter.textContent = optionalOpen
      ? "Alle Pflichtübungen bestanden. Glückwunsch! Die freiwilligen warten noch auf dich."
      : "Alle Übungen bestanden. Glückwunsch!";
  }
}
