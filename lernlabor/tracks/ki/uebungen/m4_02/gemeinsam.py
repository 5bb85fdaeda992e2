"""Was die Verträge der Lektion teilen: die Antworten eines Skripts (je Antwort Texte und
Tool-Wünsche), eine Schleife unter Beobachtung und Verläufe in Meldungen."""

import itertools
import json
import math
import unicodedata

from lernlabor.pruefen.attrappen import (
    attrappe,
    veraenderungen,
    wirft,
    zeige_aufruf,
    zeige_verhalten,
)
from lernlabor.pruefen.netz import kopie
from lernlabor.pruefen.pruefhilfen import kurz
from lernlabor.tracks.ki import schaetze_tokens
from lernlabor.tracks.ki.simulator.anthropic.modell import antwort_der_api
from lernlabor.tracks.ki.simulator.anthropic.verlauf import pruefe_verlauf_weiter

# Die Arten der Ereignisse. Eine Regel grenzt sich über den Anfang des Namens ein (``stelle``):
# „Verlauf“, „Tool-Aufrufe“ (auch die Zahl der Ergebnisse einer Nachricht), „Tool-Fehler“,
# „Tool-Ergebnis“, „Tools verändert“ oder alles, was mit „Tool“ beginnt. Die Art eines
# Ergebnisses sagt, was das Tool tat, nicht was der Block behauptet.
AUFRUF, FRAGE, ANTWORT = "Modellaufruf", "Verlauf: user", "Verlauf: assistant"
ERSETZT = "Verlauf ersetzt durch"
TOOLS, ERGEBNISSE = "Tool-Aufrufe", "Tool-Aufrufe beantwortet"
ERGEBNIS = "Tool-Ergebnis zu einem Tool, das einen Wert lieferte:"
FREMD = "Tool-Ergebnis mit einer tool_use_id, die zu keinem Tool-Wunsch passt:"
FEHLERERGEBNIS = "Tool-Fehler: Ergebnis zu einem Tool, das scheiterte oder fehlt:"
ABSTURZ = "Tool-Fehler beendete die Schleife:"
VERAENDERT = "Tools verändert:"  # das dict werkzeuge gehört dem Aufrufer

# Aufgaben, an denen eine veränderte Aufgabe auffällt: Leerzeichen am Rand (ein .strip()), im
# Inneren doppelte Leerzeichen, ein Zeilenumbruch (Runde 29: in zwei Textblöcke geteilt), ein
# Tabulator und ein „u“ mit Trema als eigenem Zeichen (Leerraum zusammengefasst, NFC).
SCHWERE_AUFGABEN = (" Wann kommt M4? ", "Wann kommt  M4\nnach Su\u0308d?\tDanke")
# Der content eines Fehlers ist frei, nur nicht leer: Das Modell soll erfahren, was schiefging.
FREI = "(ein Text deiner Wahl, nicht leer und nicht nur Leerraum)"


def verhalten(tut):
    """``(Verhalten, Text)`` eines Tools: ``(ValueError, "  ")`` wirft mit diesem Text, sonst
    ``(tut, None)``, ein Wert oder eine Klasse, die ohne Text geworfen wird."""
    return tut if isinstance(tut, tuple) and wirft(tut[0]) else (tut, None)


# Die Felder einer Antwort der API in ihrer Reihenfolge; id, content, stop_reason und usage
# setzt jede Antwort selbst.
_API = antwort_der_api(0, [], [], None)


def _json_faehig(messages):
    """Wirft denselben ``TypeError`` wie ``schaetze_tokens(messages)`` in ``antwort_der_api``.

    Nach ``pruefe_verlauf`` ist jeder Teil des Verlaufs ein Text, eine Liste, ein dict mit
    Text-Schlüsseln oder ein Wahrheitswert, nur der ``input`` eines ``tool_use``-Blocks nicht:
    Ihn kann die Schleife durch Beliebiges ersetzt haben. So geht nur er durch ``json.dumps``,
    in derselben Reihenfolge, also mit demselben ersten Fehler; und nur, wenn einer nicht wie
    vom Modell nur Texte unter Text-Schlüsseln hat (die schreibt ``json.dumps`` immer)."""
    eingaben = [
        block["input"]
        for nachricht in messages
        if isinstance(nachricht["content"], list)
        for block in nachricht["content"]
        if block["type"] == "tool_use"
    ]
    for eingabe in eingaben:
        if type(eingabe) is not dict or any(
            type(k) is not str or type(w) is not str for k, w in eingabe.items()
        ):
            schaetze_tokens(eingaben)
            return


class EndetNicht(Exception):  # noqa: N818 – erscheint als Art der Ausnahme in der Meldung
    """Die Schleife ruft das Modell über jedes Ende hinaus auf."""


def bloecke(antwort, ids, wunsch):
    """Blöcke der API: ``wunsch(teil)`` gibt ``(name, input)`` oder ``None`` (ein Text)."""
    return [
        {"type": "text", "text": teil}
        if (tool := wunsch(teil)) is None
        else {"type": "tool_use", "id": next(ids), "name": tool[0], "input": tool[1]}
        for teil in antwort
    ]


def antwort(skript, nummer, wunsch, buchstaben="abcd", **felder):
    """Antwort ``nummer`` (ab 0) eines Skripts, wie das ``SkriptModell`` sie gäbe: Die letzte
    wiederholt sich, ihre ids mit Zusatz (``t2a`` wird ``t2a-2``). Eine Antwort ist eine Liste
    von Teilen, ein Text oder ``{"max_tokens": …}`` mit einem davon, abgeschnitten (auch nach
    einem Tool-Wunsch, wie die echte API). Die ids einer Antwort folgen ``buchstaben``.
    ``felder`` kommen dazu."""
    runde = min(nummer, len(skript) - 1)
    teile, grund = skript[runde], None
    if isinstance(teile, dict):
        teile, grund = teile["max_tokens"], "max_tokens"
    anhang = f"-{nummer - runde + 1}" if nummer > runde else ""
    ids = (f"t{runde + 1}{buchstabe}{anhang}" for buchstabe in buchstaben)
    content = bloecke([teile] if isinstance(teile, str) else teile, ids, wunsch)
    if grund is None:
        grund = "tool_use" if any(b["type"] == "tool_use" for b in content) else "end_turn"
    return {"content": content, "stop_reason": grund, **felder}


def _id(block):
    kennung = block.get("tool_use_id") if isinstance(block, dict) else None
    return kennung if isinstance(kennung, str) else None


def _json(text, wert):
    """Ist ``text`` JSON, das ``json.loads`` wieder zu ``wert`` macht (Einrückung, Reihenfolge
    der Schlüssel und Trenner frei)? ``0`` ist dabei nicht ``false``, ``1.0`` nicht ``1``."""
    try:
        gelesen = json.loads(text)
    except ValueError:
        return False
    return json.dumps(gelesen, sort_keys=True) == json.dumps(wert, sort_keys=True)


def _rang(reihe, eintrag):
    """Die Stelle in ``reihe``, ein fremder Eintrag dahinter: So ordnet man, was frei ist."""
    return reihe.index(eintrag) if eintrag in reihe else len(reihe)


class Beobachtet(dict):
    """``werkzeuge``, das jede Änderung festhält, auch eine, die die Schleife gleich wieder
    zurücknimmt (ein Platzhalter für einen unbekannten Namen, danach gelöscht). Eine Kopie
    (``dict(werkzeuge)``, ``copy.copy``) darf die Schleife ändern: Sie hält nichts fest."""

    def __init__(self, *werte):
        super().__init__(*werte)
        self.aenderungen, self.selbst = [], id(self)

    def _notiere(self, satz):
        if getattr(self, "selbst", None) == id(self):
            self.aenderungen.append(satz)

    def __setitem__(self, name, tool):
        self._notiere(f"{name!r} {'ersetzt' if name in self else 'eingetragen'}")
        super().__setitem__(name, tool)

    def __delitem__(self, name):
        self._notiere(f"{name!r} entfernt")
        super().__delitem__(name)

    def pop(self, name, *vorgabe):
        if name in self:
            self._notiere(f"{name!r} entfernt")
        return super().pop(name, *vorgabe)

    def popitem(self):
        if self:
            self._notiere(f"{next(reversed(self))!r} entfernt")
        return super().popitem()

    def setdefault(self, name, tool=None):
        if name not in self:
            self._notiere(f"{name!r} eingetragen")
        return super().setdefault(name, tool)

    def update(self, *werte, **mehr):
        self._notiere("mit update ergänzt")
        super().update(*werte, **mehr)

    def __ior__(self, werte):
        self.update(werte)
        return self

    def clear(self):
        self._notiere("geleert")
        super().clear()


class Schleife:
    """Modell und Tools für die Schleife der Lernenden, die mit ``notiere`` festhalten, was
    geschieht. ``tun``: je Tool ein Wert, eine Ausnahmeklasse oder ``(Klasse, Text)`` (ein
    Name, der fehlt, ist unbekannt); ``antwort(nummer)``: die Antwort des Modells (ab 0),
    nach ``grenze`` Aufrufen ``EndetNicht``. ``ende=(schritte, praefixe)``: Nach ``schritte``
    Antworten tragen die Arten aus ``praefixe`` deren Präfix („nach der Endantwort: “)."""

    def __init__(self, notiere, aufgabe, tun, antwort, grenze, ende=(math.inf, {})):
        self.notiere, self.aufgabe, self.antwort = notiere, aufgabe, antwort
        self.tun = {name: verhalten(tut)[0] for name, tut in tun.items()}  # ohne Text
        self.grenze, self.ende = grenze, ende
        self.aufrufe = 0  # auch die, die der Verlauf abgelehnt hat
        self.gesendet = []  # die Antworten bisher, unberührt von der Schleife der Lernenden
        self.nachrichten = []  # dieselben als assistant-Nachricht, wie _form sie sucht
        self.namen = {}  # id eines Tool-Wunschs → Name des Tools, in der Reihenfolge der Wünsche
        self.gesehen = []  # der Verlauf beim vorigen Aufruf, je Nachricht ihre Ereignisse
        self.fragen = None  # die Aufgabe als Nachricht (_fragen), beim ersten Bedarf gebaut
        self.abdruck = []  # derselbe Verlauf, je Nachricht ihr repr
        self.angenommen = []  # der Abdruck des letzten Verlaufs, den pruefe_verlauf annahm
        self.tools = []  # Tool-Aufrufe seit dem letzten Modellaufruf
        self.reihe = []  # die Aufrufe, die die letzte Antwort wünschte, in ihrer Reihenfolge
        self.werkzeuge = {name: self._werkzeug(name, tut) for name, tut in tun.items()}
        # Das dict, das die Schleife bekommt: Es hält auch eine Änderung fest, die sie gleich
        # wieder zurücknimmt (beide Übungen verlangen es „auch nicht für einen Augenblick“).
        self.uebergeben = Beobachtet(self.werkzeuge)
        self.veraendert = False  # schon gemeldet

    def _werkzeug(self, name, tut):
        """Die Regeln verlangen Schlüsselwortargumente: Positionsargumente werfen ``TypeError``.
        Ausnahmen haben keinen Text (``raise ValueError()``) oder einen aus Leerzeichen:
        ``str(fehler)`` allein ist dann leer, der content eines Fehlers darf es nicht sein."""

        def notiert(aufruf):
            self.tools.append(
                f"{name} mit Positionsargumenten {kurz(aufruf.args)}"
                if aufruf.fehler
                else zeige_aufruf(name, kwargs=aufruf.kwargs)
            )

        tut, text = verhalten(tut)
        return attrappe(name, tut, notiert, text=text, nur_schluesselwoerter=True)

    def _art(self, art):
        schritte, praefixe = self.ende
        return praefixe.get(art, "") + art if len(self.gesendet) >= schritte else art

    def rufe(self, funktion, **grenzen):
        """Die Schleife liest das dict der Tools nur: Ändert sie es (auch die Reihenfolge), ist
        das ein Ereignis, sobald sie das Modell wieder ruft oder endet."""
        try:
            return funktion(self.modell, self.aufgabe, self.uebergeben, **grenzen)
        except BaseException as fehler:
            self.melde()
            self._absturz(fehler)
            raise
        finally:
            self.melde()

    def modell(self, messages):
        self.melde()
        self.aufrufe += 1
        self.notiere(self._art(AUFRUF), self.aufrufe)
        self._verlauf(messages)
        if self.aufrufe > self.grenze:
            raise EndetNicht(f"Das Modell wurde schon {self.grenze}-mal aufgerufen, ohne Ende.")
        # Wie die echte API: Ein falscher Verlauf wird ein ApiFehler. Die Form der Nachrichten,
        # die schon im zuletzt angenommenen Verlauf so standen, ist bewiesen.
        bewiesen = 0
        while bewiesen < len(self.angenommen) and bewiesen < len(self.abdruck):
            if self.angenommen[bewiesen] != self.abdruck[bewiesen]:
                break
            bewiesen += 1
        pruefe_verlauf_weiter(messages, bewiesen)
        self.angenommen = self.abdruck
        neu = self.antwort(len(self.gesendet))
        # Jeder Schlüssel, den die Lektion verspricht; was die Übung vorgibt (``usage``), gilt.
        nummer = len(self.gesendet) + 1
        if "usage" in neu:  # dann ohne die Schätzung, die json.dumps des ganzen Verlaufs kostet
            _json_faehig(messages)
            api = {**_API, "id": f"msg_sim_{nummer}"}
        else:
            api = antwort_der_api(nummer, messages, neu["content"], neu["stop_reason"])
        neu = {**api, **neu}
        self.gesendet.append(kopie(neu["content"]))  # eigene Kopie: neu darf sich ändern
        self.nachrichten.append({"role": "assistant", "content": self.gesendet[-1]})
        wuensche = [b for b in neu["content"] if b["type"] == "tool_use"]
        self.namen.update((b["id"], b["name"]) for b in wuensche)
        self.reihe = [zeige_aufruf(b["name"], kwargs=b["input"]) for b in wuensche]
        return neu

    def melde(self):
        """Die Tool-Aufrufe seit dem letzten Modellaufruf als ein Ereignis, in der (freien)
        Reihenfolge der Wünsche; danach, ob die Schleife ``werkzeuge`` verändert hat."""
        if self.tools:
            self.tools.sort(key=lambda aufruf: (_rang(self.reihe, aufruf), aufruf))
            self.notiere(self._art(TOOLS), " + ".join(self.tools))
        self.tools = []
        jetzt = list(self.uebergeben.items())
        if not self.veraendert and jetzt != list(self.werkzeuge.items()):
            self.veraendert = True  # einmal genügt: Danach weicht ohnehin alles ab
            saetze = veraenderungen(self.werkzeuge, self.uebergeben, "werkzeuge")
            self.notiere(VERAENDERT, "; ".join(saetze) or "werkzeuge: andere Reihenfolge")
        elif not self.veraendert and self.uebergeben.aenderungen:
            self.veraendert = True
            aenderungen = ", ".join(dict.fromkeys(self.uebergeben.aenderungen))
            self.notiere(VERAENDERT, f"werkzeuge: {aenderungen}, danach wieder wie vorher")

    def _absturz(self, fehler):
        """Die Ausnahme eines Tools oder unbekannten Namens hätte ein Ergebnis werden sollen."""
        wer = [f"aus {n}" for n, tool in self.werkzeuge.items() if tool.geworfen is fehler]
        if type(fehler) is KeyError:
            unbekannt = [n for n in self.namen.values() if n not in self.tun]
            wer += [f"für das unbekannte Tool {n}" for n in unbekannt if fehler.args == (n,)]
        if wer:
            self.notiere(ABSTURZ, f"{type(fehler).__name__} {wer[0]}")

    def _verlauf(self, messages):
        """Die Ereignisse jeder neuen Nachricht; hat sich davor etwas geändert, der ganze
        Verlauf."""
        form, abdruck = None, None
        if isinstance(messages, list):
            # Ist der Text jeder alten Nachricht gleich, ist es ihre Form auch: Nur neue lesen.
            abdruck = list(map(repr, messages))
            alt = len(self.abdruck)
            neu = messages[alt:] if abdruck[:alt] == self.abdruck else messages
            form = self.gesehen[: len(messages) - len(neu)] + [self._form(n) for n in neu]
        self.abdruck = abdruck or []
        if form is None or form[: len(self.gesehen)] != self.gesehen:
            self.notiere(ERSETZT, lesbarer_verlauf(messages))
        else:
            for art, daten in itertools.chain(*form[len(self.gesehen) :]):
                self.notiere(art, daten)
        self.gesehen = form or []

    def _veraendert(self, inhalt):
        """Eine Antwort mit denselben ids, aber anderen Blöcken: nur die anderen, ganz (auch ein
        ``input``, den ``kurz`` verkürzte)."""
        if not isinstance(inhalt, list):
            return None
        ids = [b.get("id") if isinstance(b, dict) else None for b in inhalt]
        for i, content in enumerate(self.gesendet):
            if any(ids) and ids == [b.get("id") for b in content]:
                anders = [b for b, alt in zip(inhalt, content, strict=True) if b != alt]
                if not anders:  # dieselben Blöcke, die Nachricht hat andere Schlüssel
                    return f"Antwort {i + 1} des Modells"
                try:
                    return f"Antwort {i + 1} des Modells, verändert: {_lesbar(anders)}"
                except (TypeError, KeyError, AttributeError):
                    return None
        return None

    def _form(self, nachricht):
        """Die Ereignisse einer Nachricht: die Aufgabe (auch als Textblock), eine Antwort oder
        Ergebnisse: ihre Zahl, dann jedes in der (freien) Reihenfolge der Wünsche. Anderes
        erscheint, wie es ist."""
        for i, gesendet in enumerate(self.nachrichten):
            if nachricht == gesendet:
                return [(ANTWORT, f"Antwort {i + 1} des Modells")]
        felder = nachricht if isinstance(nachricht, dict) else {}
        rolle, inhalt = felder.get("role"), felder.get("content")
        if rolle == "assistant":
            mehr = ", ".join(sorted(map(repr, felder.keys() - {"role", "content"})))
            bloecke = self._veraendert(inhalt)
            if bloecke and mehr:  # etwa die ganze Antwort statt nur ihres content
                bloecke += f", in einer Nachricht mit weiteren Schlüsseln {mehr}"
            return [(ANTWORT, bloecke or nachricht)]
        if nachricht in self._fragen():
            return [(FRAGE, "die Aufgabe")]
        bloecke = inhalt if isinstance(inhalt, list) else []
        ergebnisse = sum(isinstance(b, dict) and b.get("type") == "tool_result" for b in bloecke)
        if not ergebnisse:
            return [(f"Verlauf: {rolle}" if isinstance(rolle, str) else FRAGE, nachricht)]
        bloecke = sorted(bloecke, key=lambda b: _rang(list(self.namen), _id(b)))
        anzahl = f"{ergebnisse} in einer {rolle}-Nachricht"
        if ergebnisse < len(bloecke):  # ein Text dazwischen ist kein Ergebnis
            andere = len(bloecke) - ergebnisse
            anzahl += f", dazu {andere} {'anderer Block' if andere == 1 else 'andere Blöcke'}"
        return [(ERGEBNISSE, anzahl), *map(self._ergebnis, bloecke)]

    def _fragen(self):
        """Die Aufgabe als Nachricht: als String oder als ein ``text``-Block."""
        if self.fragen is None:
            frage = [self.aufgabe, [{"type": "text", "text": self.aufgabe}]]
            self.fragen = [{"role": "user", "content": text} for text in frage]
        return self.fragen

    def _ergebnis(self, block):
        """Art und Felder eines Ergebnisses, ein fehlendes als „fehlt“. Hat es eine erlaubte
        Form, steht als content, was alles gälte."""
        name = self.namen.get(_id(block))
        if name is None:  # zu keinem Wunsch (auch kein dict): so gezeigt, wie es ist
            return FREMD, block
        tut = self.tun.get(name, Exception)  # ein Tool, das fehlt, scheitert auch
        passt = block.get("type") == "tool_result" and isinstance(block.get("content"), str)
        if wirft(tut):
            passt = passt and block["content"].strip() != "" and block.get("is_error") is True
            art, erlaubt = FEHLERERGEBNIS, FREI
        else:
            if block.get("is_error") is False:  # frei: wie ohne is_error
                block = {k: w for k, w in block.items() if k != "is_error"}
            erlaubt = f"{str(tut)!r} oder als JSON"  # kurz: Meldungen kürzen ab 80 Zeichen
            art, inhalt = ERGEBNIS, block.get("content")
            passt = passt and "is_error" not in block and (inhalt == str(tut) or _json(inhalt, tut))

        def feld(name):
            return f"{name} {kurz(block[name])}" if name in block else f"{name} fehlt"

        teile = [] if block.get("type") == "tool_result" else [feld("type")]
        teile += [feld("tool_use_id"), f"content {erlaubt}" if passt else feld("content")]
        # Bei einem Erfolg ist is_error: False frei und oben schon weggelassen.
        ohne = "is_error fehlt oder False" if art == ERGEBNIS else "is_error fehlt"
        teile.append(feld("is_error") if "is_error" in block else ohne)
        andere = ("type", "tool_use_id", "content", "is_error")
        teile += [f"{k} {kurz(w)}" for k, w in block.items() if k not in andere]
        # Eine Liste, kein Satz: Eine Meldung kürzt jeden Teil für sich, nie mitten im Ganzen.
        return art, teile


def veraendert(soll, ist):
    """Ist die erste Abweichung ein verändertes ``werkzeuge``, der Satz dazu, sonst ``None``.
    Das Ereignis steht, wo der nächste Modellaufruf stehen sollte: Die Regel der Abweichung
    ist die über ``werkzeuge``, nicht die über die Aufrufe."""
    paare = itertools.zip_longest(soll.ereignisse, ist.ereignisse, fillvalue=(None, None))
    anders = next((i for s, i in paare if s != i), (None, None))
    if anders[0] != VERAENDERT:
        return None
    return (
        "Deine Schleife verändert `werkzeuge`; das zeigt sich, sobald sie das Modell wieder "
        "aufruft oder endet."
    )


def zeige_tools(tools):
    """``{'lager': 0, 'kurs': wirft IndexError}``"""
    teile = (f"{n!r}: {zeige_verhalten(*verhalten(t), zeige=kurz)}" for n, t in tools.items())
    return "{" + ", ".join(teile) + "}"


_TOOL_USE = ("type", "id", "name", "input")


def _lesbar(teil):
    """Inhalt oder Block einer Nachricht für Meldungen."""
    if isinstance(teil, str):
        return repr(teil)
    if isinstance(teil, list):
        return "[" + ", ".join(map(_lesbar, teil)) + "]"
    if teil["type"] == "tool_use":
        # Ein Schlüssel, den die Schleife dazuschrieb, muss zu sehen sein: Sonst sähe der
        # veränderte Block aus wie der gesendete.
        dazu = "".join(f", {k} {w!r}" for k, w in teil.items() if k not in _TOOL_USE)
        return f"tool_use {teil['name']!r} (id {teil['id']!r}, input {teil['input']!r}{dazu})"
    if teil["type"] == "tool_result":
        fehler = ", is_error" if teil.get("is_error") else ""
        inhalt = teil["content"] if len(teil["content"]) <= 30 else teil["content"][:29] + "…"
        return f"tool_result zu {teil['tool_use_id']!r}{fehler}: {inhalt!r}"
    return f"text {teil['text']!r}"


def lesbarer_verlauf(messages):
    """Je Nachricht die Rolle und ihre Blöcke, lesbar; was nicht die Form der API hat, bleibt."""
    try:
        return [f"{n['role']} {_lesbar(n['content'])}" for n in messages]
    except (TypeError, KeyError, AttributeError):
        return messages


def aufgabe_veraendert(aufgabe, soll, ist, aufgaben=None):
    """Ist die erste Abweichung die erste ``user``-Nachricht, deren Text nicht die Aufgabe ist,
    der Satz dazu (wie ``veraendert``), sonst ``None``. ``aufgaben``: alle Aufgaben der Fälle;
    dann fragt der Satz nur nach der Aufgabe eines früheren Aufrufs, wo eine davon steht (Runde
    37: sonst unnötig, etwa bei einem ``.strip()``)."""
    paare = zip(soll.ereignisse, ist.ereignisse, strict=False)
    erwartet, anders = next(((s, i) for s, i in paare if s != i), ((), ()))
    if erwartet != (FRAGE, "die Aufgabe") or anders[:1] != (FRAGE,):
        return None
    return _satz_zur_aufgabe(aufgabe, anders[1], aufgaben)


def _satz_zur_aufgabe(aufgabe, nachricht, aufgaben=None):
    """Der Satz zu einer ersten Nachricht mit etwas vor oder nach der Aufgabe oder einem anderen
    Text (als String oder ein ``text``-Block); ``None``, wenn ihr Text die Aufgabe ist."""
    inhalt = nachricht.get("content") if isinstance(nachricht, dict) else None
    if isinstance(inhalt, list) and len(inhalt) == 1 and isinstance(inhalt[0], dict):
        inhalt = inhalt[0].get("text")
    if not isinstance(inhalt, str) or inhalt == aufgabe:
        return None
    if aufgabe and aufgabe in inhalt:
        davor, _, danach = inhalt.partition(aufgabe)
        teile = [f"vor der Aufgabe noch {davor!r}"] * bool(davor) + [
            f"nach ihr noch {danach!r}" if davor else f"nach der Aufgabe noch {danach!r}"
        ] * bool(danach)
        return (
            f"In deiner ersten Nachricht steht {', '.join(teile)}: Übernimm "
            "`aufgabe` unverändert als Text der ersten `user`-Nachricht, ohne Einleitung davor "
            'und ohne Zusatz danach (`{"role": "user", "content": aufgabe}`).'
        )
    # Sehen beide gleich aus (ein „u“ mit Trema als ein oder zwei Zeichen), dann mit Escapes.
    gleich = unicodedata.normalize("NFC", inhalt) == unicodedata.normalize("NFC", aufgabe)
    zeige = ascii if gleich else repr
    satz = (
        f"Deine erste Nachricht ist {zeige(inhalt)}, die Aufgabe war {zeige(aufgabe)}: Übernimm "
        "`aufgabe` Zeichen für Zeichen unverändert als Text der ersten `user`-Nachricht."
    )
    if aufgaben is not None and inhalt not in aufgaben:
        return satz
    return (
        satz + " Oder steht dort noch die Aufgabe eines früheren Aufrufs, aus einem Verlauf "
        "außerhalb der Funktion? Beginne ihn bei jedem Aufruf neu."
    )
