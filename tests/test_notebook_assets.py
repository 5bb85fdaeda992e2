"""Notebook pages lose mkdocs-jupyter's inline CSS and script; their images become files.

Small HTML pairs shaped like mkdocs-jupyter 0.27's output (notebook.html.j2); the built page
M4·04 is checked in tests/test_m4_04.py.
"""

import base64
import hashlib

import pytest

from lernlabor.web.notebook_assets import (
    NotebookAssetError,
    externalize_images,
    strip_inline_assets,
)

HEAD = (
    "<script>\n(function (global, factory) { /* clipboard.umd.js */ "
    "customElements.define('clipboard-copy', ClipboardCopyElement) })</script>\n"
    "<script>\n      document.addEventListener('clipboard-copy', function(event) {})\n"
    "</script>\n"
    '<style type="text/css">\npre { line-height: 125%; }\n</style>\n'
    '<style type="text/css">\n.jupyter-wrapper .jp-Cell { padding: 5px }\n'
    "table { width: max-content }\n</style>\n"
    '<style type="text/css">\n.jupyter-wrapper { --jp-cell-padding: 5px }\n</style>\n'
)
BODY = '<div class="jupyter-wrapper">\n<div class="jp-Notebook">text</div>\n</div>\n'


def test_styles_and_copy_script_before_the_notebook_are_removed():
    page = "<h1>Titel</h1>\n" + HEAD + BODY
    assert strip_inline_assets(page) == "<h1>Titel</h1>\n" + BODY


def test_text_cells_of_the_notebook_are_no_focus_stops():
    cell = '<div class="jp-Cell-inputWrapper" tabindex="0">\n<p>Text</p></div>\n'
    page = HEAD + '<div class="jupyter-wrapper">\n' + cell * 2 + "</div>\n"
    stripped = strip_inline_assets(page)
    assert stripped.count('<div class="jp-Cell-inputWrapper">\n<p>Text</p>') == 2
    assert "tabindex" not in stripped


def test_a_page_without_notebook_stays_as_it_is():
    page = HEAD + "<p>kein Notebook</p>"
    assert strip_inline_assets(page) == page


def test_styles_inside_the_notebook_are_left_to_the_author():
    inner = '<div class="jupyter-wrapper"><style type="text/css">.x{}</style></div>'
    assert strip_inline_assets(HEAD + inner) == inner


@pytest.mark.parametrize(
    ("mime", "suffix"), [("image/svg+xml", "svg"), ("image/png", "png"), ("image/jpeg", "jpg")]
)
def test_data_images_become_files_named_by_their_content(mime, suffix):
    data = b"<svg xmlns='http://www.w3.org/2000/svg'/>" if suffix == "svg" else b"\x89PNG..."
    encoded = base64.b64encode(data).decode()
    page = f'<figure><img alt="Diagramm" src="data:{mime};base64,{encoded}"></figure>'
    html, files = externalize_images(page, "docs/x.md")
    name = f"bild-{hashlib.sha256(data).hexdigest()[:12]}.{suffix}"
    assert html == f'<figure><img alt="Diagramm" src="{name}"></figure>'
    assert files == {name: data}


def test_the_same_image_twice_is_one_file_and_linked_images_stay():
    encoded = base64.b64encode(b"abc").decode()
    page = (
        f'<img src="data:image/png;base64,{encoded}"><img src="data:image/png;base64,{encoded}">'
        '<img src="../logo.png"><img src="data:image/webp;base64,AAAA">'
    )
    html, files = externalize_images(page, "docs/x.md")
    assert len(files) == 2 and sorted(n.rsplit(".", 1)[1] for n in files) == ["png", "webp"]
    png = next(n for n in files if n.endswith(".png"))
    assert html.count(f'src="{png}"') == 2
    assert '<img src="../logo.png">' in html and "data:" not in html


def test_broken_base64_stops_the_build_naming_the_page():
    with pytest.raises(NotebookAssetError, match=r"docs/ki/x\.md: an output image is not valid"):
        externalize_images('<img src="data:image/png;base64,ab$c">', "docs/ki/x.md")
