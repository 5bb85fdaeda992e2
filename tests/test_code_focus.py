"""Wide code blocks are keyboard stops before Material mounts them (lernlabor/web/code_focus.py).

With ``content.lazy`` Material sets the ``tabindex`` of an overflowing code block only when
the block comes into view; tests/test_barrierefreiheit.py audits the pages without scrolling
(axe: scrollable-region-focusable), this file the rule itself.
"""

import re

import markdown

from lernlabor.web.code_focus import WIDE, longest_line, mark_wide_code

BLOCK = '<div class="highlight"><pre><span></span><code>{}</code></pre></div>'


def test_a_block_with_a_line_over_the_limit_becomes_focusable():
    wide = BLOCK.format("x = 1\n" + "y" * (WIDE + 1) + "\n")
    assert '<code tabindex="0">' in mark_wide_code(wide)


def test_a_block_that_fits_stays_out_of_the_tab_order():
    narrow = BLOCK.format("x = 1\n" + "y" * WIDE + "\n")
    assert mark_wide_code(narrow) == narrow


def test_tags_and_entities_do_not_count_and_inline_code_is_left_alone():
    spans = '<span class="n">a</span>&lt;' * (WIDE // 2)  # 2 characters each, WIDE in all
    assert longest_line(spans) == WIDE
    inline = "<p><code>" + "z" * 200 + "</code></p>"
    assert mark_wide_code(inline) == inline


def test_a_tabindex_already_there_is_kept():
    given = '<pre><code tabindex="-1">' + "q" * 200 + "</code></pre>"
    assert mark_wide_code(given) == given


def test_the_extension_marks_highlighted_fences():
    text = "```python\nkurz = 1\n```\n\n```python\nlang = '" + "w" * 100 + "'\n```\n"
    page = markdown.markdown(
        text, extensions=["pymdownx.highlight", "pymdownx.superfences", "lernlabor.web.code_focus"]
    )
    assert re.findall(r"<code[^>]*>", page) == ["<code>", '<code tabindex="0">']


def test_every_wide_block_of_the_site_is_focusable(site):
    found = 0
    for page in site.rglob("*.html"):
        for attrs, body in re.findall(
            r"<pre\b[^>]*>(?:<span></span>)?<code\b([^>]*)>(.*?)</code>",
            page.read_text("utf-8"),
            re.S,
        ):
            if longest_line(body) > WIDE:
                found += 1
                assert 'tabindex="0"' in attrs, (page, body[:80])
    assert found >= 5  # the lessons do have such blocks
