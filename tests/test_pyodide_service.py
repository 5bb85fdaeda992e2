"""The shared Pyodide of the tests (tests/pyodide/service.py) is as good as a fresh process.

Every call gets its own interpreter, equal to a booted one; a failure answers like the
harness (exit code 1, traceback on stderr); what cannot run is named, not hung on.
"""

import pytest

from tests.pyodide.service import ServiceError, shared_service
from tests.test_pyodide import pyodide_setup

__all__ = ["pyodide_setup"]  # a fixture, used by name


@pytest.fixture
def service(pyodide_setup):
    node, zip_path = pyodide_setup
    return shared_service(node), zip_path


def test_no_call_sees_what_an_earlier_one_imported_or_changed(service):
    pyodide, zip_path = service
    first = pyodide.run(
        "import sys, lernlabor\nsys.marke = 1\nprint('lernlabor' in sys.modules)", zip_path
    )
    second = pyodide.run(
        "import sys\nprint('lernlabor' in sys.modules, hasattr(sys, 'marke'))", zip_path
    )
    assert (first.returncode, first.stdout) == (0, "True\n")
    assert (second.returncode, second.stdout) == (0, "False False\n")


def test_a_restored_interpreter_has_the_path_of_a_booted_one(service):
    pyodide, zip_path = service
    done = pyodide.run("import sys\nprint(sys.path)", zip_path)
    assert done.stdout.strip() == (
        "['', '/lib/python314.zip', '/lib/python3.14/lib-dynload', '/lib/python3.14/site-packages']"
    )


def test_an_exception_answers_like_the_harness(service):
    pyodide, zip_path = service
    done = pyodide.run("print('vorher')\n{}['fehlt']", zip_path)
    assert done.returncode == 1
    assert done.stdout == "vorher\n"
    assert done.stderr.strip().splitlines()[-1] == "KeyError: 'fehlt'"
    assert 'File "<stdin>", line 2' in done.stderr


def test_snippets_share_an_interpreter_but_not_a_namespace(service):
    pyodide, zip_path = service
    results = pyodide.run_snippets(
        {
            "a": "import sys\nx = 1\nsys.marke = 2",
            "b": "import sys\nprint('x' in dir(), sys.marke)",
        },
        zip_path,
    )
    assert results["a"]["ok"] and results["b"] == {
        "ok": True,
        "stdout": "False 2\n",
        "stderr": "",
        "error": None,
    }


def test_a_missing_zip_is_named_and_the_service_goes_on(service, tmp_path):
    pyodide, zip_path = service
    missing = tmp_path / "fehlt.zip"
    with pytest.raises(ServiceError, match=r"could not run the request:[\s\S]*fehlt\.zip"):
        pyodide.run("print(1)", missing)
    assert pyodide.run("print(1)", zip_path).stdout == "1\n"
