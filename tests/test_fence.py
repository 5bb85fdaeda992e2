"""The ```uebung fence (lernlabor/web/fence.py): widget markup from the registry, bad input.

Markdown goes through Python-Markdown with superfences configured as in mkdocs.yml; the HTML
is read back with html.parser, so the checks see what a browser sees.
"""

import html
import json
from html.parser import HTMLParser

import markdown
import pytest
from pymdownx.superfences import SuperFencesException

from lernlabor.uebung import alle, finde
from lernlabor.web import fence
from tests.repo_kopie import unbekannte_uebung

BUTTONS = ["Ausführen", "Prüfen", "Stopp", "Zurücksetzen", "Hinweis", "Lösung anzeigen"]
IDS = [uebung.id for uebung in alle()]


class Page(HTMLParser):
    """Collects every element (tag, attributes, own text) in document order."""

    def __init__(self, source):
        super().__init__(convert_charrefs=True)
        self.elements = []
        self.stack = []
        self.feed(source)

    def handle_starttag(self, tag, attrs):
        element = {"tag": tag, "attrs": dict(attrs), "text": ""}
        self.elements.append(element)
        if tag not in ("input", "br", "img", "meta", "link"):
            self.stack.append(element)

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()["tag"] == tag:
                break

    def handle_data(self, data):
        for element in self.stack:
            element["text"] += data

    def find(self, tag=None, **attrs):
        """Elements with this tag (any when None) whose attributes include ``attrs``."""
        return [
            e
            for e in self.elements
            if (tag is None or e["tag"] == tag)
            and all(e["attrs"].get(k.replace("_", "-")) == v for k, v in attrs.items())
        ]


def render(text):
    """Markdown to HTML with the fence wired up exactly as in mkdocs.yml."""
    fences = [
        {
            "name": "uebung",
            "class": "uebung",
            "validator": fence.validate,
            "format": fence.format_exercise,
        }
    ]
    md = markdown.Markdown(
        extensions=["pymdownx.superfences"],
        extension_configs={"pymdownx.superfences": {"custom_fences": fences}},
    )
    return md.convert(text)


def fenced(body):
    return f"Text davor.\n\n```uebung\n{body}\n```\n\nText danach.\n"


@pytest.mark.parametrize("uebung_id", IDS)
def test_widget_contract(uebung_id):
    uebung = finde(uebung_id)
    page = Page(render(fenced(f"id: {uebung_id}")))
    (root,) = page.find("div", data_exercise=uebung_id)
    assert root["attrs"]["data-time-limit"] == f"{float(uebung.zeitlimit):g}"
    assert [b["text"] for b in page.find("button")] == BUTTONS
    assert all(b["attrs"]["type"] == "button" for b in page.find("button"))
    (status,) = page.find(role="status")
    assert "data-result" not in status["attrs"]
    # Buttons and output of several exercises on one page are told apart by the title.
    (group,) = page.find(role="group")
    assert group["attrs"]["aria-label"] == f"Aktionen für die Übung „{uebung.titel}“"
    (output,) = page.find(role="region")
    assert output["attrs"]["aria-label"] == f"Ausgabe der Übung „{uebung.titel}“"
    assert uebung.titel in root["text"]
    assert uebung.stufe in root["text"]
    # Editor seed: the exact starter travels as a JSON attribute (no <script>: see fence.py).
    assert page.find("script") == []
    data = json.loads(root["attrs"]["data-config"])
    assert data == {
        "id": uebung_id,
        "titel": uebung.titel,
        "starter": uebung.starter,
        "zeitlimit": float(uebung.zeitlimit),
    }


@pytest.mark.parametrize("uebung_id", IDS)
def test_no_js_fallback_is_readable(uebung_id):
    """Without JavaScript: starter code, hints and a collapsible solution, all as text."""
    uebung = finde(uebung_id)
    page = Page(render(fenced(f"id: {uebung_id}")))
    (code_box,) = page.find("div", **{"class": "ll-code"})
    assert code_box["text"].strip().endswith(uebung.starter.strip())
    (solution,) = page.find("details", **{"class": "ll-loesung"})
    assert "open" not in solution["attrs"]
    assert uebung.loesung.strip() in solution["text"]
    (hints,) = page.find("details", **{"class": "ll-hinweise"})
    items = [li["text"] for li in page.elements if li["tag"] == "li"]
    regeln = [r.text for r in uebung.vertrag.regeln] if uebung.vertrag else list(uebung.regeln)
    # Zuerst die Regeln (des Vertrags oder der Übung, nummeriert wie in den Meldungen), dann die
    # Hinweise.
    assert items == [r.replace("`", "") for r in regeln] + [
        hint.replace("`", "") for hint in uebung.hinweise
    ]
    assert str(len(uebung.hinweise)) in hints["text"]
    # The interactive parts wait, hidden, for the script.
    assert "hidden" in page.find("div", **{"class": "ll-leiste"})[0]["attrs"]


def test_rules_of_an_exercise_without_a_contract_are_shown_numbered(monkeypatch):
    """Without a contract the exercise's own ``regeln`` stand above the editor, numbered as its
    messages cite them, without a line of signatures; with neither there is no rule box."""
    uebung = finde("m4-02-zusatz")
    assert uebung.vertrag is None and len(uebung.regeln) == 2
    page = Page(render(fenced("id: m4-02-zusatz")))
    (box,) = page.find("div", **{"class": "ll-regeln"})
    assert "Regeln" in box["text"] and "So heißen die Funktionen" not in box["text"]
    nummern = [li["attrs"].get("value") for li in page.elements if li["tag"] == "li"]
    assert nummern[:2] == ["1", "2"]
    ohne = type(uebung)(
        **{f: getattr(uebung, f) for f in uebung.__dataclass_fields__} | {"regeln": ()}
    )
    monkeypatch.setattr(fence, "find_exercise", lambda _id: ohne)
    assert Page(render(fenced("id: m4-02-zusatz"))).find("div", **{"class": "ll-regeln"}) == []


def test_an_exercise_with_a_contract_takes_no_second_list_of_rules():
    uebung = finde("m4-04-uebung-1")
    felder = {f: getattr(uebung, f) for f in uebung.__dataclass_fields__}
    with pytest.raises(ValueError, match="Ihre Regeln stehen im Vertrag"):
        type(uebung)(**felder | {"regeln": ("Noch eine Regel.",)})


def test_text_from_the_registry_is_escaped(monkeypatch):
    """Titles, code and hints are text: '<' in them never becomes markup."""
    uebung = finde(IDS[0])
    evil = "<script>alert(1)</script>"
    tricky = type(uebung)(
        **{
            **{f: getattr(uebung, f) for f in uebung.__dataclass_fields__},
            "titel": f"Titel {evil}",
            "starter": f"print('{evil}')\n",
            "loesung": f"# {evil}\n",
            "hinweise": (f"Nimm `{evil}` nicht.",),
        }
    )
    monkeypatch.setattr(fence, "find_exercise", lambda _id: tricky)
    output = render(fenced(f"id: {uebung.id}"))
    assert "<script>alert" not in output
    page = Page(output)
    assert page.find("script") == []
    (root,) = page.find("div", data_exercise=uebung.id)
    assert json.loads(root["attrs"]["data-config"])["starter"] == tricky.starter
    assert html.escape(evil) in output


def test_unknown_id_stops_the_build_and_lists_known_ids():
    unknown = unbekannte_uebung()  # unknown, even after an author adds one
    with pytest.raises(SuperFencesException) as caught:
        render(fenced(f"id: {unknown}"))
    message = str(caught.value)
    assert unknown in message
    assert IDS[0] in message  # the registry's list of known ids


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("", "braucht eine Übungs-id"),
        ("id:", "braucht eine Übungs-id"),
        ("titel: x", "Unbekannter Schlüssel 'titel'"),
        ("m4-02-uebung-1", "erwartet ist „schlüssel: wert“"),
        (f"id: {IDS[0]}\nid: {IDS[0]}", "steht zweimal"),
    ],
)
def test_malformed_fence_body_stops_the_build(body, expected):
    with pytest.raises(SuperFencesException, match=expected):
        render(fenced(body))


def test_options_in_the_fence_header_stop_the_build():
    with pytest.raises(SuperFencesException, match="keine Optionen in der Kopfzeile"):
        render(f'```uebung id="{IDS[0]}"\n```\n')


def test_unexpected_errors_stop_the_build_instead_of_a_plain_code_block(monkeypatch):
    """superfences swallows ordinary exceptions and prints the fence as code; not with us."""

    def broken(_id):
        raise AttributeError("kaputt")

    monkeypatch.setattr(fence, "find_exercise", broken)
    with pytest.raises(SuperFencesException, match="AttributeError: kaputt"):
        render(fenced(f"id: {IDS[0]}"))


def test_every_button_label_comes_from_the_strings_file():
    labels = fence.strings()["button"]
    assert list(labels.values()) == BUTTONS
