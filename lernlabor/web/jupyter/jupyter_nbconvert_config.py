"""nbconvert settings for the site build: cell outputs come from the shared cache.

mkdocs-jupyter loads the user's nbconvert configuration; ``notebook_cache.use_build_kernel``
puts this folder on ``JUPYTER_CONFIG_PATH``. Its exporter then runs
``CachedExecutePreprocessor`` where nbconvert's ExecutePreprocessor would run, so Material
and Zensical show the outputs of one execution (``lernlabor/web/notebook_cache.py``).
"""

from nbconvert.exporters.exporter import Exporter

EXECUTE = "nbconvert.preprocessors.ExecutePreprocessor"
CACHED = "lernlabor.web.notebook_cache.CachedExecutePreprocessor"

c = get_config()  # noqa: F821 – defined by traitlets when it loads this file
defaults = Exporter.class_traits()["default_preprocessors"].default()
if EXECUTE not in defaults:  # caught by hooks.on_page_content: the page got no outputs
    raise RuntimeError(f"{EXECUTE} is no longer among nbconvert's default preprocessors")
c.Exporter.default_preprocessors = [CACHED if name == EXECUTE else name for name in defaults]
