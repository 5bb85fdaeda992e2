"""Jeder Link der gebauten Website sagt, wohin er führt (Lighthouse-Audit „link-text“, SEO).

Lighthouse 12.2.3 bemängelte auf jeder Lektion den Link „Start“ der Navigation (seine Liste
nichtssagender Wörter galt damals für alle Sprachen). Dieser Test prüft mehr als Lighthouse:
auch Links innerhalb der Seite (die Lighthouse auslässt), also die „¶“ hinter jeder
Überschrift, und deutsche Allerweltswörter wie „hier“ oder „Link“. Maßgeblich ist der Name,
den ein Screenreader vorliest: ``aria-label``, sonst der Text (mit dem ``alt`` von Bildern),
sonst ``title``.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import markdown
import pytest

# Die Listen von Lighthouse 12.8.2 für Englisch und Deutsch
# (node_modules/lighthouse/core/audits/seo/link-text.js), dazu eigene deutsche Wörter.
NICHTSSAGEND = {
    *("click here", "click this", "go", "here", "information", "learn more", "more"),
    *("more info", "more information", "right here", "read more", "see more", "start", "this"),
    *("klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen"),
    *("link", "dieser link", "klick", "klicken", "mehr erfahren", "mehr info", "weiter"),
    *("zurück", "seite", "details", "info"),
}
RAND = " \t\n.,:;!?…–—-»«„“”\"'()[]"


class Links(HTMLParser):
    """Sammelt jeden ``<a href>`` einer Seite mit Attributen und Text (auch ``alt``)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.offen: list[tuple[dict, list[str]]] = []
        self.links: list[tuple[dict, str]] = []

    def handle_starttag(self, tag, attrs):
        attribute = {name: value or "" for name, value in attrs}
        if tag == "a":
            self.offen.append((attribute, []))
        elif tag == "img" and self.offen:
            self.offen[-1][1].append(" " + attribute.get("alt", "") + " ")

    def handle_endtag(self, tag):
        if tag == "a" and self.offen:
            attribute, text = self.offen.pop()
            if "href" in attribute:
                self.links.append((attribute, "".join(text)))

    def handle_data(self, data):
        for _, text in self.offen:
            text.append(data)


def links_der_seite(html: str) -> list[tuple[str, str]]:
    """Ziel und vorgelesener Name jedes Links: aria-label, sonst Text, sonst title."""
    sammler = Links()
    sammler.feed(html)
    ergebnis = []
    for attribute, text in sammler.links:
        name = attribute.get("aria-label", "").strip() or " ".join(text.split())
        ergebnis.append((attribute["href"], name or attribute.get("title", "").strip()))
    return ergebnis


def mangel(name: str) -> str | None:
    """Warum ein Linkname nichts über sein Ziel sagt, oder None, wenn er es tut."""
    kern = name.strip(RAND).lower()
    if not kern:
        return "hat keinen Namen"
    if not re.search(r"[^\W_]", kern):  # kein Buchstabe, keine Ziffer
        return f"heißt nur {name!r} (kein Wort)"
    if kern in NICHTSSAGEND:
        return f"heißt nur {name!r}"
    return None


@pytest.mark.parametrize(
    ("html", "grund"),
    [
        ('<a href="/x/">hier</a>', "heißt nur 'hier'"),
        ('<a href="/x/"> Mehr … </a>', "heißt nur 'Mehr …'"),
        ('<a href="/x/">Link</a>', "heißt nur 'Link'"),
        ('<a href="../..">Start</a>', "heißt nur 'Start'"),
        ('<a href="#a" class="headerlink" title="Permanent link">&para;</a>', "kein Wort"),
        ('<a href="#a">#</a>', "kein Wort"),
        ('<a href="/x/"><svg></svg></a>', "hat keinen Namen"),
        ('<a href="/x/" aria-label="hier"><span>Preisliste</span></a>', "heißt nur 'hier'"),
        ('<a href="/x/"><img src="a.svg" alt=""></a>', "hat keinen Namen"),
    ],
)
def test_nichtssagende_links_werden_erkannt(html, grund):
    ((_, name),) = links_der_seite(html)
    assert grund in mangel(name)


@pytest.mark.parametrize(
    "html",
    [
        '<a href="/x/">Preisliste</a>',
        '<a href="#a" class="headerlink" aria-label="Link zum Abschnitt „Fallen“">¶</a>',
        '<a href="/x/" title="Startseite"><svg></svg></a>',
        '<a href="/x/"><img src="a.svg" alt="Diagramm der Kosten"></a>',
        '<a href="/x/">Weiter: Übung „Zählen“</a>',
        '<a href="https://example.org/#fn1">Dokumentation von uv</a>',
    ],
)
def test_beschreibende_links_sind_in_ordnung(html):
    ((_, name),) = links_der_seite(html)
    assert mangel(name) is None


def test_anker_ohne_href_ist_kein_link():
    assert links_der_seite('<a id="oben"></a><a name="x">hier</a>') == []


def test_permalink_heisst_nach_seiner_ueberschrift():
    html = markdown.markdown(
        "## Schritt 2: `input_tokens` & Kosten\n\n### Ohne <b>Wort</b>\n",
        extensions=["toc", "lernlabor.web.permalinks"],
        extension_configs={"toc": {"permalink": True}},
    )
    namen = [name for _, name in links_der_seite(html)]
    assert namen == [
        "Link zum Abschnitt „Schritt 2: input_tokens & Kosten“",
        "Link zum Abschnitt „Ohne Wort“",
    ]
    assert "Permanent link" not in html


def test_jeder_link_der_website_sagt_wohin_er_fuehrt(site):
    fehler = []
    seiten = sorted(site.rglob("*.html"))
    assert len(seiten) >= 9
    for seite in seiten:
        for ziel, name in links_der_seite(seite.read_text("utf-8")):
            grund = mangel(name)
            if grund:
                fehler.append(f"{seite.relative_to(site)}: Link nach {ziel} {grund}")
    assert fehler == [], "\n".join(fehler[:20]) + f"\n({len(fehler)} Links)"
