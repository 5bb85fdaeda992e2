"""Pyodide for the site and the tests: the pinned npm runtime and a zip of ``lernlabor``.

Pyodide comes from the npm package pinned in ``package-lock.json`` and is self-hosted, so
the site never loads code from a third-party origin. The ``lernlabor`` package reaches the
browser as a zip that the worker unpacks into site-packages (``js/unzip.mjs``); then
``import lernlabor`` runs the very same code as CPython does.
"""

import io
import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

# What loadPyodide({indexURL}) fetches from 314.0.7: the loader, the Emscripten module, the
# wasm, the stdlib and the lock file (read at start even when no package is loaded). The npm
# package also ships pyodide.js (classic-script loader), source maps, consoles and .d.ts
# files; the site needs none of them (module workers import pyodide.mjs).
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# Fixed time stamp (the earliest a zip can store), so equal sources give equal bytes.
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
_NPM_CI = ("npm", "ci", "--no-audit", "--no-fund")


class PyodideAssetsError(RuntimeError):
    """Pyodide could not be provided: npm missing or failing, or the lock file is broken."""


def pinned_pyodide_version(root: Path) -> str:
    """The Pyodide version that ``package-lock.json`` pins; the single source of truth."""
    lock = Path(root) / "package-lock.json"
    try:
        data = json.loads(lock.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise PyodideAssetsError(
            f"{lock} is missing. It pins the Pyodide version; restore it from git."
        ) from None
    except ValueError as error:
        raise PyodideAssetsError(f"{lock} is not valid JSON: {error}") from None
    packages = data.get("packages") if isinstance(data, dict) else None
    entry = packages.get("node_modules/pyodide") if isinstance(packages, dict) else None
    if not isinstance(entry, dict) or not entry.get("version"):
        raise PyodideAssetsError(
            f"{lock} pins no 'node_modules/pyodide' package. Run `npm install` in {root}."
        )
    return entry["version"]


def installed_pyodide_version(root: Path) -> str | None:
    """The Pyodide version in ``node_modules``, or None when it is absent or unreadable."""
    manifest = Path(root) / "node_modules" / "pyodide" / "package.json"
    try:
        return json.loads(manifest.read_text(encoding="utf-8")).get("version")
    except (OSError, ValueError, AttributeError):
        return None


def ensure_node_modules(root: Path) -> Path:
    """Make sure the pinned Pyodide is in ``node_modules`` and return its directory.

    Exists so that ``mkdocs serve``/``build`` and the tests work from a fresh clone: when the
    installed version differs from the lock file or a runtime file is missing, it runs
    ``npm ci`` (exactly the locked packages) itself.
    """
    root = Path(root)
    wanted = pinned_pyodide_version(root)
    pyodide_dir = root / "node_modules" / "pyodide"
    if _is_complete(pyodide_dir, root, wanted):
        return pyodide_dir
    npm = shutil.which("npm")
    if npm is None:
        raise PyodideAssetsError(
            f"Pyodide {wanted} is not installed in {pyodide_dir} and `npm` was not found. "
            "Install Node.js (>= 18, it brings npm), then run `npm ci` in the repository."
        )
    try:
        result = subprocess.run(
            [npm, *_NPM_CI[1:]], cwd=root, capture_output=True, text=True, check=False
        )
    except OSError as error:
        raise PyodideAssetsError(f"Could not start `{' '.join(_NPM_CI)}`: {error}") from None
    if result.returncode != 0:
        output = (result.stderr or result.stdout).strip()[-2000:]
        raise PyodideAssetsError(
            f"`{' '.join(_NPM_CI)}` failed in {root} (exit code {result.returncode}):\n{output}"
        )
    if not _is_complete(pyodide_dir, root, wanted):
        raise PyodideAssetsError(
            f"`{' '.join(_NPM_CI)}` succeeded, but {pyodide_dir} still does not hold Pyodide "
            f"{wanted} with {', '.join(PYODIDE_RUNTIME_FILES)}. Is package.json in sync with "
            "package-lock.json?"
        )
    return pyodide_dir


def _is_complete(pyodide_dir: Path, root: Path, wanted: str) -> bool:
    """True when the pinned Pyodide with every runtime file and all locked packages are present.

    Checking every package (not only Pyodide) lets an older node_modules, say one from before
    the editor's packages were added, be repaired by the same ``npm ci``.
    """
    return (
        installed_pyodide_version(root) == wanted
        and all((pyodide_dir / name).is_file() for name in PYODIDE_RUNTIME_FILES)
        and not _missing_locked_packages(root)
    )


def _missing_locked_packages(root: Path) -> list[str]:
    """Locked packages whose installed version differs; optional ones depend on the platform."""
    packages = json.loads((root / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    missing = []
    for path, entry in packages.items():
        if not path.startswith("node_modules/") or entry.get("optional"):
            continue
        try:
            manifest = json.loads((root / path / "package.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            manifest = {}
        if manifest.get("version") != entry.get("version"):
            missing.append(path)
    return missing


def lernlabor_zip_members(root: Path) -> list[str]:
    """The archive paths of the zip, sorted: what Pyodide gets of the ``lernlabor`` package.

    ``lernlabor/web/`` is build-time machinery and never runs in the browser; caches, compiled
    files and hidden files (editor swap files, .DS_Store) are local noise.
    """
    root = Path(root)
    package = root / "lernlabor"
    if not (package / "__init__.py").is_file():
        raise PyodideAssetsError(f"{package} is not a Python package (no __init__.py).")
    members = []
    for path in package.rglob("*"):
        parts = path.relative_to(root).parts
        if (
            not path.is_file()
            or parts[:2] == ("lernlabor", "web")
            or "__pycache__" in parts
            or any(part.startswith(".") for part in parts)
            or path.suffix in (".pyc", ".pyo")
        ):
            continue
        members.append("/".join(parts))
    return sorted(members)


def build_lernlabor_zip(root: Path) -> bytes:
    """A deterministic zip of ``lernlabor`` for the worker's ``unpackZip`` (``js/unzip.mjs``).

    Same sources give the same bytes (fixed time stamps and permissions, sorted entries), so
    site builds are reproducible and browser caches only refetch it when the code changed.
    """
    return write_zip(lernlabor_zip_entries(root))


def lernlabor_zip_entries(root: Path) -> dict[str, bytes]:
    """The zip's files, archive path -> bytes, before they are zipped (``bytecode`` adds some)."""
    root = Path(root)
    return {name: (root / name).read_bytes() for name in lernlabor_zip_members(root)}


# Where an exercise's files lie in the zip: its folder under lernlabor/uebung or a track's
# uebungen (also for ``bytecode.EXERCISE_TEXT``).
EXERCISE_FOLDER = r"lernlabor/(?:uebung|tracks/\w+/uebungen)/.*/"
# The wrong and other answers beside each exercise. The browser reads of a wrong answer only
# its docstring, "Regel N: Diagnose" (``irrtuemer_von``), and of an other answer nothing; their
# code is for the tests, which run it in Pyodide from the whole zip (tests/test_pruefen_pyodide.py).
_ANSWER = re.compile(EXERCISE_FOLDER + r"(?:falsch|anders)_\w+\.py")


def site_zip_entries(root: Path) -> dict[str, bytes]:
    """``lernlabor_zip_entries`` as the site serves them: each wrong answer cut to its docstring
    (``kopf_des_irrtums``), each other answer empty. The names stay, so an exercise loads in the
    browser as it does here; the zip is about 30 % smaller (1.66 → 1.15 MB)."""
    return {name: served(name, data) for name, data in lernlabor_zip_entries(root).items()}


def served(name: str, data: bytes) -> bytes:
    """What the site serves of the file ``name`` (a path from the repository's root): of an
    answer beside an exercise what the check reads (``was_die_pruefung_liest``), else all."""
    if not _ANSWER.fullmatch(name):
        return data
    from lernlabor.pruefen.vertrag import was_die_pruefung_liest

    return was_die_pruefung_liest(name, data)


def write_zip(entries: dict[str, bytes]) -> bytes:
    """Zip ``entries`` (archive path -> bytes) sorted, with fixed time stamps and permissions."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are read as such
            archive.writestr(info, entries[name], compresslevel=9)
    return buffer.getvalue()
