"""Die Zahlen-Kommentare der Lektionen (``17<!-- = ausdruck -->``) erscheinen nicht im HTML."""

import markdown

QUELLE = """Der Wert steigt auf 156<!-- = eingaben[2] --> und 2<!-- = len(a[1]["tool_calls"]) -->.

```python
print("<!-- = bleibt -->")
```
"""


def _html(erweiterungen):
    return markdown.markdown(QUELLE, extensions=erweiterungen)


def test_zahl_bleibt_kommentar_faellt_weg():
    html = _html(["pymdownx.superfences", "lernlabor.web.number_notes"])
    assert "156 und 2." in html
    assert "eingaben" not in html and "tool_calls" not in html


def test_code_behaelt_seinen_text():
    html = _html(["pymdownx.superfences", "lernlabor.web.number_notes"])
    assert "bleibt" in html


def test_ohne_erweiterung_stuende_der_ausdruck_im_html():
    """Gegenprobe: Ohne die Erweiterung landet der Ausdruck samt Klammern in der Seite."""
    assert "tool_calls" in _html(["pymdownx.superfences"])
