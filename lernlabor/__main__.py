"""``python -m lernlabor`` ist dasselbe wie der Befehl ``lernlabor``."""

from lernlabor.cli import main

raise SystemExit(main())
