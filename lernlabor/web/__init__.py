"""Site machinery, used at build time only: Markdown extension, widget assets, build hooks.

Never imported inside Pyodide. Importing this package (mkdocs.yml names it through a
``!!python/name`` tag, so it loads while the YAML is parsed, before the theme) silences
Material's end-of-life notice, which would otherwise print on every build.
"""

import os

os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
