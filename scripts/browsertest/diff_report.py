"""The HTML report of `widget-gallery diff OLD NEW --html`, tested on a changed copy of the site:
counts, sentences, the two-up, swipe, onion skin and difference views, images, links, console."""

import base64
import json
import pathlib
import re
import shutil
import subprocess
import tempfile
import urllib.parse

from .browser import BrowserError
from .mockups import MOCKUPS

DIFF_NEW_FILL = "#ff2d55"
REPORT_STATE = """(() => ({
  counts: Object.fromEntries([...document.querySelectorAll('.counts li')].map(li => [li.className, Number(li.querySelector('b').textContent)])),
  sections: [...document.querySelectorAll('main > section.preview')].map(s => ({
    id: s.querySelector('h2 a').textContent, status: s.querySelector('.status').textContent,
    changes: [...s.querySelectorAll('.changes li')].map(li => li.textContent)})),
  firstInMain: (document.querySelector('main').firstElementChild || {}).id || null,
  unchangedListed: document.querySelectorAll('.unchanged-list li').length}))()"""
# Helpers installed on the report page, each for the i-th preview section: the state of its
# viewer, switching its mode, moving its slider, which figure is on top at a fraction of the
# old picture's width, and the difference caption once the page has computed it.
REPORT_HELPERS = """window.probe = {
  section: i => document.querySelectorAll('main > section.preview')[i],
  state(i) { const s = probe.section(i), shown = e => getComputedStyle(e).display !== 'none';
    const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, width: r.width, height: r.height}; };
    const newFigure = s.querySelector('.stage .new');
    return {stage: s.querySelector('.stage').className,
      pressed: [...s.querySelectorAll('.modes button[aria-pressed="true"]')].filter(b => b.classList.contains('on')).map(b => b.dataset.mode),
      slider: !s.querySelector('.modes input').hidden,
      shown: ['old', 'new', 'diff'].filter(f => shown(s.querySelector('.stage .' + f))),
      old: box(s.querySelector('.old img')), new: box(s.querySelector('.new img')),
      clip: getComputedStyle(newFigure).clipPath, opacity: getComputedStyle(newFigure).opacity}; },
  mode(i, name) { probe.section(i).querySelector(`.modes button[data-mode="${name}"]`).click(); return probe.state(i); },
  slide(i, value) { const range = probe.section(i).querySelector('.modes input');
    range.value = value; range.dispatchEvent(new Event('input', {bubbles: true})); return probe.state(i); },
  hit(i, fraction) { const s = probe.section(i); s.scrollIntoView({block: 'center'});
    const r = s.querySelector('.old img').getBoundingClientRect();
    const e = document.elementFromPoint(r.left + r.width * fraction, r.top + r.height / 2);
    return e && e.closest('figure') ? e.closest('figure').className : String(e && e.tagName); },
  caption(i) { const caption = probe.section(i).querySelector('.diff figcaption'), start = Date.now();
    return new Promise(done => (function poll() {
      if (caption.textContent || Date.now() - start > 10000) done(caption.textContent); else setTimeout(poll, 20); })()); }
}; true"""
# Distinct gallery anchors of one page, each resolved by the gallery's own script as for a
# reader following the link: its hashchange handler finds the preview (moving a long
# timeline's scrubber if needed) and highlights it. The hash is set with replaceState and the
# event dispatched by hand, so that thousands of anchors do not wait a frame each.
FOLLOW_ANCHORS = """(ids => ids.filter(id => {
  history.replaceState(null, '', '#' + id);
  dispatchEvent(new HashChangeEvent('hashchange'));
  const target = document.querySelector('.preview.highlight');
  return !target || target.id !== id; }))"""


def make_changed_site(site, new):
    """Copies the site to `new` and changes two snapshots of the MOCKUPS widget's first family
    there, keeping the manifest: the light snapshot gets another fill on its first filled
    <rect> view; the dark one only another <title>, which the diff reports as changed although
    it draws the same pixels. Returns what the report should then say."""
    shutil.copytree(site, new)
    manifest = json.loads((site / "manifest.json").read_text())
    widget = next(w for w in manifest["widgets"] if w["page"] == MOCKUPS)
    snapshots = {p["appearance"]: p["file"] for p in manifest["previews"]
                 if p["widget"] == widget["id"] and p["family"] == widget["families"][0] and p["entry"] == "snapshot"}
    recoloured, retitled = snapshots["light"], snapshots["dark"]
    if recoloured == retitled:
        raise BrowserError(f"{MOCKUPS}: the light and dark snapshots share {recoloured}; pick another widget")

    svg = (new / recoloured).read_text()
    fill = re.search(r'<rect\b[^>]*\bdata-view="[^"]+"[^>]*\bfill="(#[0-9a-fA-F]{6})"', svg)
    if not fill:
        raise BrowserError(f"{recoloured} has no <rect> view with a hex fill to change")
    old_fill = fill.group(1)
    new_fill = DIFF_NEW_FILL if old_fill.lower() != DIFF_NEW_FILL else "#34c759"
    (new / recoloured).write_text(svg[:fill.start(1)] + new_fill + svg[fill.end(1):])
    svg = (new / retitled).read_text()
    (new / retitled).write_text(svg.replace("</title>", " (retitled)</title>", 1))

    def anchors(file):
        return [p["anchor"] for p in manifest["previews"] if p["file"] == file]
    changed = [p["anchor"] for p in manifest["previews"] if p["file"] in (recoloured, retitled)]
    return {"recoloured": anchors(recoloured), "retitled": anchors(retitled), "changed": changed,
            "unchanged": len(manifest["previews"]) - len(changed), "files": (recoloured, retitled),
            "sentence": f"fill changed from {old_fill.upper()} to {new_fill.upper()}"}


def check_diff_report(browser, checks, site, artifacts, program):
    """Runs `widget-gallery diff` (the executable at `program`) on the site and a changed copy,
    then tests its HTML report: counts, the changes in words, the four views of each picture,
    images, links and console."""
    site = site.resolve()
    binary = program
    with tempfile.TemporaryDirectory(prefix="widget-gallery-diff-") as name:
        folder = pathlib.Path(name)
        expected = make_changed_site(site, folder / "new")
        report = folder / "report.html"
        run = subprocess.run([str(binary), "diff", str(site), str(folder / "new"), "--html", str(report),
                              "--gallery-url", site.as_uri()], check=False, capture_output=True, text=True, timeout=120)
        summary = f"{len(expected['changed'])} changed, 0 added, 0 removed, {expected['unchanged']} unchanged"
        checks.check("diff report: widget-gallery diff exits 1 with the counts on its first line",
                     run.returncode == 1 and run.stdout.startswith(summary + "\n"),
                     f"exit {run.returncode}: {(run.stdout or run.stderr)[:300]!r}, expected {summary!r}")
        if not report.is_file():
            checks.check("diff report: the HTML report is written", False, str(report))
            return
        check_report_views(browser, checks, report, expected, folder / "new", site, artifacts)
        check_report_links(browser, checks, expected)


def check_report_views(browser, checks, report, expected, new, site, artifacts):
    """The report's counts and sentences, then its two-up, swipe, onion skin and difference views."""
    browser.navigate(report.as_uri())
    browser.evaluate(REPORT_HELPERS)
    images = browser.evaluate("""Promise.all([...document.images].map(i => i.complete ? null : new Promise(r => { i.onload = i.onerror = r; })))
      .then(() => [...document.images].map(i => ({src: (i.getAttribute('src') || '').slice(0, 30), width: i.naturalWidth})))""")
    broken = [i for i in images if not i["src"] or i["width"] == 0]
    checks.check(f"diff report: all {len(images)} images load, two per changed preview, embedded as data: URIs",
                 len(images) == 2 * len(expected["changed"]) and not broken
                 and all(i["src"].startswith("data:image/svg+xml") for i in images), str(broken or images)[:300])
    browser.screenshot(artifacts / "diff-report-two-up.png", full_page=True)

    state = browser.evaluate(REPORT_STATE)
    want = {"changed": len(expected["changed"]), "added": 0, "removed": 0, "unchanged": expected["unchanged"]}
    checks.check("diff report: the counts show the previews using the changed files as changed, the rest unchanged",
                 state["counts"] == want and state["unchangedListed"] == expected["unchanged"],
                 f"{state['counts']}, {state['unchangedListed']} listed, expected {want}")
    sections = state["sections"]
    checks.check("diff report: the changed previews come first, in the new manifest's order",
                 state["firstInMain"] == "p0" and [s["id"] for s in sections] == expected["changed"]
                 and all(s["status"] == "changed" for s in sections), str([(s["id"], s["status"]) for s in sections]))
    described = {s["id"]: s["changes"] for s in sections}
    recoloured = [described.get(a) for a in expected["recoloured"]]
    checks.check(f"diff report: the recoloured previews say '{expected['sentence']}'",
                 all(c and any(expected["sentence"] in line for line in c) for c in recoloured), str(recoloured))
    retitled = [described.get(a) for a in expected["retitled"]]
    checks.check("diff report: the retitled previews say their drawing changed outside the views",
                 all(c and c[0].startswith("Drawing changed outside the views") for c in retitled), str(retitled))

    # The modes, on the first recoloured preview; two-up shows the old file and the new one.
    first = expected["changed"].index(expected["recoloured"][0])
    sources = browser.evaluate(f"[...probe.section({first}).querySelectorAll('img')].map(i => i.getAttribute('src'))")
    shown_files = [base64.b64decode(s.split(",", 1)[1]) for s in sources]
    files = [(site / expected["files"][0]).read_bytes(), (new / expected["files"][0]).read_bytes()]
    checks.check("diff report: two-up shows the old site's file and the changed copy's",
                 shown_files == files, f"shown [old, new] equal to the files: {[a == b for a, b in zip(shown_files, files, strict=False)]}")
    two_up = browser.evaluate(f"probe.state({first})")
    checks.check("diff report: two-up is selected first, old left of new, no slider, no difference",
                 two_up["pressed"] == ["two-up"] and two_up["shown"] == ["old", "new"] and not two_up["slider"]
                 and two_up["new"]["left"] >= two_up["old"]["right"] and two_up["old"]["width"] > 0, str(two_up))

    swipe = browser.evaluate(f"probe.mode({first}, 'swipe')")
    hits = browser.evaluate(f"[probe.hit({first}, 0.25), probe.hit({first}, 0.75)]")
    moved = browser.evaluate(f"probe.slide({first}, 80)")
    hits_moved = browser.evaluate(f"[probe.hit({first}, 0.25), probe.hit({first}, 0.75), probe.hit({first}, 0.9)]")
    checks.check("diff report: swipe overlays the pictures with a slider that clips the new one (at 50%, then 80%)",
                 swipe["pressed"] == ["swipe"] and swipe["slider"] and swipe["shown"] == ["old", "new"]
                 and swipe["old"] == swipe["new"] and swipe["clip"] == "inset(0px 0px 0px 50%)" and hits == ["old", "new"]
                 and moved["clip"] == "inset(0px 0px 0px 80%)" and hits_moved == ["old", "old", "new"],
                 f"{swipe} hits {hits}; at 80%: {moved['clip']} hits {hits_moved}")
    browser.screenshot(artifacts / "diff-report-swipe.png", full_page=True)

    onion = browser.evaluate(f"probe.mode({first}, 'onion')")
    faded = browser.evaluate(f"probe.slide({first}, 20)")
    checks.check("diff report: onion skin overlays the pictures unclipped, the slider setting the new one's opacity",
                 onion["pressed"] == ["onion"] and onion["slider"] and onion["shown"] == ["old", "new"]
                 and onion["old"] == onion["new"] and onion["clip"] == "none" and onion["opacity"] == "0.8"
                 and faded["opacity"] == "0.2", f"{onion}; at 20: opacity {faded['opacity']}")
    browser.screenshot(artifacts / "diff-report-onion.png", full_page=True)

    # Difference: the page draws both pictures on a canvas and counts the differing pixels.
    for label, anchors in (("recoloured", expected["recoloured"]), ("retitled", expected["retitled"])):
        index = expected["changed"].index(anchors[0])
        shown = browser.evaluate(f"probe.mode({index}, 'difference')")
        caption = browser.evaluate(f"probe.caption({index})")
        canvas = browser.evaluate(f"""(() => {{ const c = probe.section({index}).querySelector('.diff canvas');
          return [c.width, c.height, c.getBoundingClientRect().width]; }})()""")
        match = re.match(r"(\d+) of (\d+) pixels differ", caption or "")
        differing = int(match.group(1)) if match else None
        ok = (shown["pressed"] == ["difference"] and shown["shown"] == ["diff"] and not shown["slider"]
              and canvas[0] > 0 and canvas[2] == canvas[0] / 2)
        if label == "recoloured":
            checks.check("diff report: difference on the recoloured preview counts a non-zero number of pixels",
                         ok and differing is not None and differing > 0, f"{caption!r} {shown} canvas {canvas}")
        else:
            checks.check("diff report: difference on the retitled preview (same drawing) counts zero pixels",
                         ok and differing == 0, f"{caption!r} {shown} canvas {canvas}")
    browser.evaluate("scrollTo(0, 0)")
    browser.screenshot(artifacts / "diff-report-difference.png", full_page=True)
    back = browser.evaluate(f"probe.mode({first}, 'two-up')")
    checks.check("diff report: two-up again shows both pictures side by side, unclipped and opaque",
                 back["shown"] == ["old", "new"] and back["clip"] == "none" and back["opacity"] == "1"
                 and back["new"]["left"] >= back["old"]["right"], str(back))
    errors = browser.console_errors()
    checks.check("diff report: no console errors", not errors, "; ".join(errors[:5]))



FOLLOWED_PER_PAGE = 400


def followed(anchors):
    """The anchors of one page to follow: all of them, or an even spread of FOLLOWED_PER_PAGE in
    sorted order when there are more (a long timeline in four conditions has thousands, and each
    is scrubbed to, shown and scrolled to), so every condition and entry range is still reached."""
    ordered = sorted(anchors)
    if len(ordered) <= FOLLOWED_PER_PAGE:
        return ordered
    step = len(ordered) / FOLLOWED_PER_PAGE
    return [ordered[int(i * step)] for i in range(FOLLOWED_PER_PAGE)]


def check_report_links(browser, checks, expected):
    """Section anchors exist on the report; every gallery link opens an existing page whose
    script finds and highlights the linked preview."""
    links = browser.evaluate("[...document.querySelectorAll('a[href]')].map(a => [a.getAttribute('href'), a.href])")
    internal = [href[1:] for href, _ in links if href.startswith("#")]
    missing = browser.evaluate(f"{json.dumps(internal)}.filter(id => !document.getElementById(id))")
    checks.check(f"diff report: the {len(internal)} section links point at sections", internal and not missing, str(missing))
    pages = {}
    for href, url in links:
        if not href.startswith("#"):
            page, _, anchor = url.partition("#")
            pages.setdefault(page, set()).add(urllib.parse.unquote(anchor))
    dead = []
    for page, anchors in sorted(pages.items()):
        try:
            browser.navigate(page)
        except BrowserError as error:
            dead.append(f"{page}: {error}")
            continue
        dead += [f"{page}#{a}" for a in browser.evaluate(f"{FOLLOW_ANCHORS}({json.dumps(followed(anchors))})", timeout=120)]
    count = sum(len(a) for a in pages.values())
    checks.check(f"diff report: gallery links open an existing, highlighted preview for each of the {count} anchors ({len(pages)} pages)",
                 count == len(expected["changed"]) + expected["unchanged"] and not dead, f"{len(dead)} dead: {dead[:5]}")
    errors = browser.console_errors()
    checks.check("diff report: the linked gallery pages log no console errors", not errors, "; ".join(errors[:5]))
