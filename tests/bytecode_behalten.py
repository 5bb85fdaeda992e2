"""pytest-Plugin, als erstes geladen (``-p tests.bytecode_behalten`` in pyproject.toml).

pytest legt die Module, deren asserts es umschreibt, in ``__pycache__`` ab, außer Bytecode
darf nicht geschrieben werden (PYTHONDONTWRITEBYTECODE, auf diesen Maschinen gesetzt). Dann
schrieb jeder pytest-Prozess (jeder xdist-Worker, jedes ``lernlabor teste``) alle Testmodule
und 64 Module der Plugins (xdist, anyio, pytest-markdown-docs) neu um. Die Plugins lädt pytest
vor conftest.py; darum steht die Erlaubnis hier, vor allen anderen ``-p``. Die Dateien
ignoriert git; einen Ordner ohne Schreibrecht überspringt pytest.
"""

import sys

sys.dont_write_bytecode = False
