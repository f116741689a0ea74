"""The example extension's Live Activity and control pages: the state-by-presentation tables
and the Lock Screen, Dynamic Island and Control Center mock-ups. The site is written by the
XCTest `ExampleSiteTests` (the extension is compiled in the test target), so the tests must be
built (`swift build --build-tests`; `make test` builds them before this runs)."""

import json
import os
import shutil
import subprocess
import tempfile

from .browser import BrowserError
from .checks import WAIT_FOR_IMAGES, check_page
from .mockups import SHOWN_MOCKUP_IMAGES, click_view
from .program import ROOT

ACTIVITY = "widgets/DeliveryAttributes.html"
CONTROL = "widgets/com.example.light.html"


def write_example_site(folder):
    """Runs ExampleSiteTests with WIDGETGALLERY_EXAMPLE_SITE=folder (and make's SWIFT_BUILD_FLAGS, such as a
    --scratch-path); raises BrowserError when it fails."""
    prefs = tempfile.mkdtemp()
    try:
        environment = dict(os.environ, WIDGETGALLERY_EXAMPLE_SITE=str(folder), XDG_CONFIG_HOME=prefs,
                           WIDGETGALLERY_PRIVATE_PREFERENCES=prefs)
        result = subprocess.run(
            ["swift", "test", "--skip-build", "--disable-swift-testing", "--filter", "AppleModulesTests.ExampleSiteTests",
             *os.environ.get("SWIFT_BUILD_FLAGS", "").split()],
            cwd=ROOT, env=environment, capture_output=True, text=True, timeout=600, check=False)
    finally:
        shutil.rmtree(prefs, ignore_errors=True)
    if result.returncode != 0 or not (folder / "index.html").is_file():
        raise BrowserError("ExampleSiteTests did not write the example site (build the tests with "
                           f"`swift build --build-tests`): {(result.stdout + result.stderr)[-800:]}")


def check_activities(browser, checks, artifacts):
    """The Live Activity and control pages of the example extension's site."""
    site = artifacts / "example-site"
    shutil.rmtree(site, ignore_errors=True)
    write_example_site(site)
    base = site.resolve().as_uri() + "/"
    manifest = json.loads((site / "manifest.json").read_text())
    check_page(browser, checks, base + "index.html", "example index", artifacts)
    cards = browser.evaluate("""[...document.querySelectorAll('.widget-card')].map(c =>
      [c.dataset.kind, (c.querySelector('.category') || {}).textContent || null])""")
    checks.check("example index: the Live Activity and the controls are cards, named as such",
                 cards == [["WeatherWidget", None], ["DeliveryAttributes", "Live Activity"],
                           ["com.example.light", "Control"], ["com.example.open", "Control"]], str(cards))

    activity = next(w for w in manifest["widgets"] if w["page"] == ACTIVITY)
    check_page(browser, checks, base + ACTIVITY, "live activity page", artifacts, full_page=True)
    tables = browser.evaluate("""[...document.querySelectorAll('section.presentations')].map(s => ({
      appearance: s.querySelector('h2').textContent,
      columns: [...s.querySelectorAll('thead th')].slice(1).map(th => th.textContent),
      rows: [...s.querySelectorAll('tbody tr')].map(tr => [tr.querySelector('.preview-name').textContent,
        [...tr.querySelectorAll('figure.preview')].map(f => f.id)])}))""")
    previews = [p for p in manifest["previews"] if p["widget"] == activity["id"]]
    entries = list(dict.fromkeys(p["entry"] for p in previews))
    expected = [{"appearance": appearance, "columns": activity["families"],
                 "rows": [[next(p["preview"] for p in previews if p["entry"] == entry),
                           [f"DeliveryAttributes--{family}--{entry}--{appearance}" for family in activity["families"]]]
                          for entry in entries]}
                for appearance in ["light", "dark", "stale"]]
    checks.check("live activity page: per appearance a row per content state and a column per presentation, each cell anchored",
                 tables == expected, json.dumps(tables)[:600])
    anchor = "DeliveryAttributes--dynamicIsland.expanded--preview-island--dark"
    browser.navigate(base + ACTIVITY + "#" + anchor)
    browser.evaluate(WAIT_FOR_IMAGES, timeout=120)
    target = browser.evaluate("""(() => { const t = document.querySelector(':target'); const r = t && t.getBoundingClientRect();
      return t && {id: t.id, visible: r.top >= 0 && r.top < innerHeight}; })()""")
    checks.check("live activity page: a cell's anchor scrolls to it", target == {"id": anchor, "visible": True}, str(target))

    views = click_view(browser, "lock-screen")
    checks.check("live activity mock-ups: the Lock Screen button shows only the Lock Screen",
                 views == {"shown": ["lock-screen"], "pressed": ["lock-screen"]}, str(views))
    browser.evaluate(WAIT_FOR_IMAGES)
    lock = browser.evaluate("""(() => { const img = document.querySelector('.lock-activity img');
      const time = document.querySelector('.view[data-view=lock-screen] .lock-time').getBoundingClientRect();
      const screen = document.querySelector('.view[data-view=lock-screen] .screen').getBoundingClientRect();
      const r = img.getBoundingClientRect();
      return {width: r.width, below: r.top >= time.bottom, centred: Math.abs((r.left + r.right) / 2 - (screen.left + screen.right) / 2) < 1,
        loaded: img.complete && img.naturalWidth > 0, screen: [screen.width, screen.height]}; })()""")
    checks.check("live activity mock-ups: the light Lock Screen view under the clock, 371 wide, centred on a 393x852 screen",
                 lock == {"width": 371, "below": True, "centred": True, "loaded": True, "screen": [393, 852]}, str(lock))
    browser.screenshot(artifacts / "live activity lock screen.png")

    views = click_view(browser, "dynamic-island")
    checks.check("live activity mock-ups: the Dynamic Island button shows only the island",
                 views == {"shown": ["dynamic-island"], "pressed": ["dynamic-island"]}, str(views))
    browser.evaluate(WAIT_FOR_IMAGES)
    islands = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.island-slot img')")
    widths = [image["width"] for image in islands]
    checks.check("live activity mock-ups: compact (230), minimal beside another (230) and expanded (371) islands, loaded",
                 widths == [230, 230, 371] and all(image["loaded"] for image in islands), str(islands))
    placed = browser.evaluate("""[...document.querySelectorAll('.island-slot img')].map(img => {
      const s = img.closest('.screen').getBoundingClientRect(); const r = img.getBoundingClientRect();
      return [Math.round(r.top - s.top), Math.abs((r.left + r.right) / 2 - (s.left + s.right) / 2) < 1]; })""")
    checks.check("live activity mock-ups: each island 11 pt below the top of the screen, centred on the sensor housing",
                 placed == [[11, True]] * 3, str(placed))
    browser.screenshot(artifacts / "live activity dynamic island.png")

    check_page(browser, checks, base + CONTROL, "control page", artifacts, full_page=True)
    views = click_view(browser, "control-center")
    checks.check("control mock-ups: the Control Center button shows only Control Center",
                 views == {"shown": ["control-center"], "pressed": ["control-center"]}, str(views))
    browser.evaluate(WAIT_FOR_IMAGES)
    modules = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.control-grid img')")
    sizes = [[m["width"], m["height"]] for m in modules]
    checks.check("control mock-ups: the large, medium and small modules at their sizes in the grid, loaded",
                 sizes == [[148, 148], [148, 68], [68, 68]] and all(m["loaded"] for m in modules), str(modules))
    browser.screenshot(artifacts / "control center.png")
    click_view(browser, "lock-screen")
    browser.evaluate(WAIT_FOR_IMAGES)
    slots = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.lock-buttons img')")
    checks.check("control mock-ups: the control in both Lock Screen bottom slots, 50 pt",
                 [[s["width"], s["height"]] for s in slots] == [[50, 50], [50, 50]], str(slots))
