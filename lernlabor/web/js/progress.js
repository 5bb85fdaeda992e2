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

/** The exercises a page's tick waits for: the required ones, or all when it has only optional
 * ones (Zusatzübungen). The overview and "Weiter" count the required ones alone. */
export function counted(items, isOptional) {
  const required = items.filter((item) => !isOptional(item));
  return required.length ? required : items;
}

/** Fill in "n von m bestanden" per lesson and point "Weiter" at the first open exercise, in
 * every course overview of the page (the start page holds one per track). */
export function showCourseProgress() {
  for (const course of document.querySelectorAll(".ll-kurs")) showProgressOf(course);
}

function showProgressOf(course) {
  let next = null;
  let optionalOpen = false;
  for (const cell of course.querySelectorAll("[data-uebungen]")) {
    const all = exercisesOf(cell);
    const optional = (item) => item.freiwillig === true;
    optionalOpen ||= all.some((item) => optional(item) && !loadExercise(item.id).passed);
    const required = all.filter((item) => !optional(item));
    const exercises = counted(all, optional);
    const passed = exercises.filter((item) => loadExercise(item.id).passed).length;
    const lesson = cell.closest("tr")?.querySelector("a[href]");
    const which = required.length ? "" : "freiwilligen ";
    cell.textContent =
      exercises.length === 0
        ? "–"
        : `${passed} von ${exercises.length} ${which}bestanden${passed === exercises.length ? " ✓" : ""}`;
    cell.dataset.bestanden = String(passed);
    const open = required.find((item) => !loadExercise(item.id).passed);
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
