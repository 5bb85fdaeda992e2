"""The page-speed benchmark's own code, without running Lighthouse or building the site.

tests/lighthouse/m4-02.json is a real Lighthouse 12.8.2 report of M4·02 (mobile, gzip,
2 December 2026), cut down to the audits the benchmark reads.
"""

import copy
import json
from pathlib import Path

import pytest

from tests.benchmark_seiten import site_pages
from tests.browser import variants
from tests.browser.lighthouse import Figures, LighthouseError, chrome_flags, figures, median
from tests.browser.speed_table import BASELINE, misses_goal, ratio, report_lines

ROOT = Path(__file__).resolve().parents[1]
REPORT = json.loads((Path(__file__).parent / "lighthouse" / "m4-02.json").read_text("utf-8"))


def test_figures_of_a_real_report():
    got = figures(REPORT)
    assert got.performance == 0.76
    assert round(got.tbt_ms) == 857 and round(got.lcp_ms) == 2245
    assert got.bytes == 19_861_123 and round(got.main_ms) == 5042
    assert round(got.material_ms) == 1182  # bundle.a5f9d56c.min.js in bootup-time
    assert round(got.ours_ms) == 1855  # widget.js; loader.js stayed under 50 ms
    assert round(got.style_layout_ms) == 1993
    assert (got.longest_material_ms, got.longest_ours_ms) == (202, 734)
    assert got.flagged_links == ()
    assert f"{100 * got.share(got.material_ms):.0f}" == "23"


def test_all_of_our_scripts_count_and_flagged_links_are_listed():
    report = copy.deepcopy(REPORT)
    url = "http://127.0.0.1:8811/kurs/assets/lernlabor/loader.js"
    report["audits"]["bootup-time"]["details"]["items"].append({"url": url, "total": 100.0})
    report["audits"]["long-tasks"]["details"]["items"].append({"url": url, "duration": 900})
    report["audits"]["link-text"]["details"]["items"] = [
        {"href": "http://x/kurs/", "text": "Start"}
    ]
    got = figures(report)
    assert round(got.ours_ms) == 1955 and got.longest_ours_ms == 900
    assert got.flagged_links == ("Start -> http://x/kurs/",)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(runtimeError={"code": "NO_FCP"}), "could not measure the page: "),
        (lambda r: r["categories"].pop("performance"), "no performance score"),
        (lambda r: r["audits"].pop("bootup-time"), "no audit 'bootup-time'"),
        (
            lambda r: r["audits"]["long-tasks"].update(errorMessage="trace missing"),
            "audit 'long-tasks' failed: trace missing",
        ),
        (
            lambda r: r["audits"]["total-blocking-time"].pop("numericValue"),
            "'total-blocking-time' has no numeric value",
        ),
    ],
)
def test_a_broken_report_names_page_and_figure(change, message):
    report = copy.deepcopy(REPORT)
    change(report)
    with pytest.raises(LighthouseError, match=message) as error:
        figures(report)
    assert str(error.value).startswith("http://127.0.0.1:8811/kurs/ki/m4/02-tool-use-schleife/")


def fig(tbt, main, performance=0.5, links=()):
    return Figures(performance, tbt, 2000, 100_000, main, main / 2, 0, main / 4, 10, 0, links)


def test_median_per_figure_and_every_flagged_link():
    runs = [fig(100, 3000, 0.9, ("a",)), fig(900, 1000, 0.4), fig(300, 2000, 0.7, ("b",))]
    got = median(runs)
    assert (got.tbt_ms, got.main_ms, got.performance) == (300, 2000, 0.7)
    assert got.flagged_links == ("a", "b")
    with pytest.raises(ValueError, match="at least one run"):
        median([])


def test_rows_give_ratios_to_the_baseline_of_the_same_page():
    medians = {
        ("", BASELINE, ""): fig(200, 1000, 0.95),
        ("ki/m4/02-x/", BASELINE, ""): fig(1000, 4000),
        ("ki/m4/02-x/", "no-our-js", ""): fig(500, 3000),
        ("ki/m4/02-x/", "split", "1/2"): fig(250, 2000),
    }
    lines = report_lines(medians, ["", "ki/m4/02-x/"], [BASELINE, "no-our-js", "split"])
    assert lines[1].startswith("(start)") and lines[1].split()[-2:] == ["1.00", "1.00"]
    assert "no-our-js" in lines[3] and lines[3].split()[-2:] == ["0.50", "0.75"]
    assert "split 1/2" in lines[4] and lines[4].split()[-2:] == ["0.25", "0.50"]
    assert ratio(5, 0) == "-"
    assert misses_goal(medians) == ["ki/m4/02-x"]


def test_pages_of_a_site_start_page_first_without_assets(tmp_path):
    for page in ("index.html", "b/index.html", "a/c/index.html", "assets/x/index.html"):
        (tmp_path / page).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / page).write_text("<html></html>")
    (tmp_path / "404.html").write_text("<html></html>")
    assert site_pages(tmp_path) == ["", "a/c/", "b/"]


def test_sandbox_only_off_for_root():
    assert "--no-sandbox" in chrome_flags(as_root=True)
    assert "--no-sandbox" not in chrome_flags(as_root=False)
    assert "--headless=new" in chrome_flags(as_root=False)


PAGE = """<head>
<script>
  if (location.hash && !window.lernlaborWorker) { window.lernlaborWorker = {}; }
</script>
<link rel="stylesheet" href="../assets/lernlabor/widget.css">
<link rel="modulepreload" href="../assets/lernlabor/widget.js">
<script>var palette=__md_get("__palette")</script>
</head><body>
<script src="../assets/javascripts/bundle.a5f9d56c.min.js"></script>
<script src="../assets/lernlabor/loader.js" type="module"></script>
</body>"""


def test_variants_take_out_exactly_their_scripts():
    ours = variants.without_our_js(PAGE)
    assert "lernlabor/widget.js" not in ours and "loader.js" not in ours
    assert "lernlaborWorker" not in ours
    assert "widget.css" in ours and "bundle.a5f9d56c" in ours and "__palette" in ours
    material = variants.without_material_js(PAGE)
    assert "bundle.a5f9d56c" not in material and "loader.js" in material
    assert material.count("<script") == PAGE.count("<script") - 1


def test_config_variants_drop_one_feature_or_the_search():
    text = (ROOT / "mkdocs.yml").read_text("utf-8")
    features = variants.enabled_features(text)
    assert "content.code.copy" in features and "navigation.instant" in features
    assert "navigation.footer" in features  # the last one
    commented = text.replace("  features:\n", "  features:\n    # a comment\n")
    assert variants.enabled_features(commented) == features
    without = variants.without_feature(text, "navigation.instant")
    assert variants.enabled_features(without) == [f for f in features if f != "navigation.instant"]
    no_search = variants.without_search(text)
    assert "- search:" not in no_search and "lang: de" not in no_search
    assert "- mkdocstrings:" in no_search
    with pytest.raises(variants.VariantError, match="feature navigation.tabs is not there"):
        variants.without_feature(text, "navigation.tabs")
    with pytest.raises(variants.VariantError, match="no 'theme: features:' list"):
        variants.enabled_features("theme:\n  name: material\n")


LESSON = """# Titel

*Track KI · M4 Agenten · Baustein 02 · etwa 5 Minuten*

## Eins
aaaa aaaa aaaa

```bash
## kein Schnitt: im Code
```

## Zwei
bbbb bbbb bbbb

### Zwei a
cccc cccc cccc

## Drei
dddd dddd dddd
"""


def test_split_cuts_at_headings_outside_code_into_similar_parts():
    parts = variants.split_lesson(LESSON, 3)
    assert "".join(parts) == LESSON
    assert len(parts) == 3
    assert parts[0].startswith("# Titel")
    # cut near 1/3 and 2/3 of the text; the "##" line in the code block is no heading
    assert [p.splitlines()[0] for p in parts[1:]] == ["## Eins", "## Zwei"]
    assert "## kein Schnitt" in parts[1] and "## Drei" in parts[2]
    # in halves: the "##" in the code block lies nearest the middle, yet is no cut
    assert variants.split_lesson(LESSON, 2)[1].startswith("## Zwei\n")
    assert variants.split_lesson(LESSON, 1) == [LESSON]
    assert len(variants.split_lesson("# Nur ein Titel\n\nText\n", 3)) == 1


def test_split_docs_splits_markdown_lessons_not_notebooks(tmp_path):
    docs = tmp_path / "docs"
    (docs / "ki" / "m4").mkdir(parents=True)
    (docs / "ki" / "m4" / "02-x.md").write_text(LESSON)
    notebook = "---\njupyter:\n  kernelspec: {}\n---\n\n# N\n\n## A\n\n## B\n"
    (docs / "ki" / "m4" / "04-n.md").write_text(notebook)
    config = "nav:\n  - KI:\n      - 02 X: ki/m4/02-x.md\n      - 04 N: ki/m4/04-n.md\n"
    text, split = variants.split_docs(docs, tmp_path / "out", config, 2)
    assert split == {"ki/m4/02-x/": ["ki/m4/02-x/", "ki/m4/teil-2-02-x/"]}
    assert "      - 02 X (Teil 1/2): ki/m4/02-x.md\n" in text
    assert "      - 02 X (Teil 2/2): ki/m4/teil-2-02-x.md\n" in text
    out = tmp_path / "out" / "ki" / "m4"
    assert (out / "02-x.md").read_text() + (out / "teil-2-02-x.md").read_text() == LESSON
    assert (out / "04-n.md").read_text() == notebook
    with pytest.raises(variants.VariantError, match="no nav entry for ki/m4/02-x.md"):
        variants.split_docs(docs, tmp_path / "out2", "nav: []\n", 2)
