"""Galleries at the scale conditions bring (issue 36): a widget page of more than 10,000
previews, first painted in under 1 s and under 2 MB of HTML, and an index of 1,000 widgets
whose search and filters answer in under 100 ms. Both are built by the tool: the page by a
build of a long timeline in 4 conditions, the index by `merge` over a shard whose widget is
repeated 1,000 times in its manifest (every repeat shows the same drawings)."""

import json
import pathlib
import shutil
import subprocess
import tempfile

from .checks import FIRST_PAINT, check_page

CONDITIONS = ["--dynamic-type", "large", "accessibility3", "--device", "iphone-393x852", "iphone-375x667"]
# A timeline of 2,892 entries: 11,568 previews in the 4 conditions.
LONG_WIDGET = "RandomTranslationWidget"
PAGE_PREVIEWS = 10_000
PAGE_BYTES = 2_000_000
FIRST_PAINT_MS = 1000
INDEX_WIDGET = "com.mygame.game-status"
INDEX_WIDGETS = 1000
ANSWER_MS = 100

# The time from a change of the search box or a filter to the next frame drawn after it, in
# milliseconds, and the cards shown then; the median of `count` runs.
ANSWER = """(async (apply, count) => {
  const times = []; let shown = 0, text = '';
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    apply(i);
    await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
    times.push(performance.now() - start);
    shown = document.querySelectorAll('.widget-card:not([hidden])').length;
    text = (document.getElementById('filter-count') || {}).textContent || '';
  }
  times.sort((a, b) => a - b);
  return {ms: times[Math.floor(times.length / 2)], shown, text};
})"""


def build(program, arguments, checks, name):
    """Runs `widget-gallery` with `arguments`; returns whether it succeeded (a check)."""
    run = subprocess.run([str(program), *arguments], capture_output=True, text=True, timeout=1800, check=False)
    return checks.check(f"scale: {name} succeeds", run.returncode == 0, (run.stdout + run.stderr)[-2000:])


def check_scale(browser, checks, program, artifacts):
    """The page of 10,000 previews and the index of 1,000 widgets."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="scale-site-"))
    try:
        check_large_page(browser, checks, program, artifacts, folder)
        check_large_index(browser, checks, program, artifacts, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def check_large_page(browser, checks, program, artifacts, folder):
    """A widget page of more than 10,000 previews: its weight, first paint, lazy pictures and
    the condition switcher."""
    site = folder / "page"
    if not build(program, ["build", "--output", str(site), "--widgets", LONG_WIDGET, "--conditions", "none", *CONDITIONS],
                 checks, "the build of a long timeline in 4 conditions"):
        return
    manifest = json.loads((site / "manifest.json").read_text())
    previews = sum(1 for p in manifest["previews"] if p["widget"] == LONG_WIDGET)
    checks.check(f"scale: the widget has more than {PAGE_PREVIEWS:,} previews", previews > PAGE_PREVIEWS, str(previews))
    page = next(w["page"] for w in manifest["widgets"] if w["id"] == LONG_WIDGET)
    size = (site / page).stat().st_size
    checks.check(f"scale: the page of {previews:,} previews is under 2 MB of HTML", size < PAGE_BYTES, f"{size:,} bytes")
    url = (site / page).as_uri()
    # First paint of a page opened afresh (the first load also warms the browser's code).
    browser.navigate(url)
    browser.navigate("about:blank")
    browser.navigate(url)
    paint = browser.evaluate(FIRST_PAINT)
    checks.check(f"scale: the page of {previews:,} previews is first painted in under 1 s",
                 paint is not None and paint < FIRST_PAINT_MS, f"{paint} ms")
    pictures = browser.evaluate("""(() => { const images = [...document.querySelectorAll('main img')];
      return {all: images.length, lazy: images.filter(i => i.loading === 'lazy').length,
              loaded: images.filter(i => i.complete && i.naturalWidth > 0).length}; })()""")
    checks.check("scale: the page's pictures (previews, Variants, mock-ups) load lazily, only those in view at first",
                 pictures["all"] > 0 and pictures["lazy"] == pictures["all"] and pictures["loaded"] < 40, str(pictures))
    switched = browser.evaluate("""(() => { window.__notReloaded = true; const select = document.querySelector('.condition-select');
      const start = performance.now(); select.value = select.options[select.options.length - 1].value;
      select.dispatchEvent(new Event('change', {bubbles: true}));
      return {ms: performance.now() - start, condition: select.value,
              shown: [...document.querySelectorAll('section.family[data-condition]')].filter(s => !s.hidden)
                .map(s => s.dataset.condition).filter((c, i, all) => all.indexOf(c) === i)}; })()""")
    checks.check("scale: the switcher shows another condition without reloading the page",
                 switched["shown"] == [switched["condition"]] and browser.evaluate("window.__notReloaded === true"),
                 str(switched))
    browser.screenshot(artifacts / "scale-page.png")


def repeated_shard(shard, count):
    """The shard's manifest with its one widget repeated `count` times, each repeat a widget of
    its own (id, kind, page, name and anchors numbered) with its snapshots; odd repeats keep only the primary
    condition's previews, so a filter by another condition shows half the widgets."""
    manifest = json.loads((shard / "manifest.json").read_text())
    [widget] = manifest["widgets"]
    # The snapshots only: the index shows one each, and a page of 1,000 repeats stays quick to write.
    previews = [p for p in manifest["previews"] if p["widget"] == widget["id"] and p["entry"] == "snapshot"]
    primary = manifest["conditions"][0]
    widgets, repeated = [], []
    for number in range(count):
        suffix = f".{number:04d}"
        copy = dict(widget, id=widget["id"] + suffix, kind=widget["kind"] + suffix,
                    displayName=f"{widget['displayName']} {number:04d}",
                    page=widget["page"].replace(widget["id"], widget["id"] + suffix))
        widgets.append(copy)
        for preview in previews:
            if number % 2 and preview.get("condition") != primary:
                continue
            repeated.append(dict(preview, widget=copy["id"], kind=copy["kind"],
                                 anchor=preview["anchor"].replace(widget["id"], copy["id"], 1)))
    manifest["widgets"] = widgets
    manifest["previews"] = repeated
    (shard / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def check_large_index(browser, checks, program, artifacts, folder):
    """An index of 1,000 widgets: search, the family filter and the condition filter each answer
    in under 100 ms."""
    shard, site = folder / "shard", folder / "index"
    if not build(program, ["build", "--output", str(shard), "--widgets", INDEX_WIDGET, "--shard", "1/1",
                           "--conditions", "none", *CONDITIONS], checks, "the shard of one widget"):
        return
    manifest = repeated_shard(shard, INDEX_WIDGETS)
    if not build(program, ["merge", "--output", str(site), str(shard)], checks, f"merge of {INDEX_WIDGETS:,} widgets"):
        return
    conditions = [", ".join([c["dynamicTypeSize"], c["device"]]) for c in manifest["conditions"]]
    url = (site / "index.html").as_uri()
    browser.navigate(url)
    cards = browser.evaluate("document.querySelectorAll('.widget-card').length")
    checks.check(f"scale: the index lists {INDEX_WIDGETS:,} widgets", cards == INDEX_WIDGETS, str(cards))
    searched = browser.evaluate(ANSWER + """((i) => { const box = document.getElementById('search');
      box.value = ['0999', '0500', '0001', '0042', '0777'][i]; box.dispatchEvent(new Event('input', {bubbles: true})); }, 5)""")
    checks.check(f"scale: search over {INDEX_WIDGETS:,} widgets answers in under {ANSWER_MS} ms",
                 searched["shown"] == 1 and searched["ms"] < ANSWER_MS, str(searched))
    cleared = browser.evaluate(ANSWER + """((i) => { const box = document.getElementById('search');
      box.value = ['', 'game', ''][i]; box.dispatchEvent(new Event('input', {bubbles: true})); }, 3)""")
    checks.check(f"scale: clearing the search shows the {INDEX_WIDGETS:,} widgets again in under {ANSWER_MS} ms",
                 cleared["shown"] == INDEX_WIDGETS and cleared["ms"] < ANSWER_MS, str(cleared))
    family = browser.evaluate(ANSWER + """((i) => { const select = document.getElementById('family');
      select.value = i % 2 ? '' : select.options[select.options.length - 1].value;
      select.dispatchEvent(new Event('change', {bubbles: true})); }, 5)""")
    checks.check(f"scale: the family filter answers in under {ANSWER_MS} ms",
                 family["shown"] == INDEX_WIDGETS and family["ms"] < ANSWER_MS and "1000 of 1000" in family["text"],
                 str(family))
    chosen = json.dumps(conditions[-1])
    condition = browser.evaluate(ANSWER + f"""((i) => {{ const select = document.getElementById('condition');
      select.value = i % 2 ? '' : {chosen}; select.dispatchEvent(new Event('change', {{bubbles: true}})); }}, 5)""")
    checks.check(f"scale: the condition filter shows the widgets rendered in it in under {ANSWER_MS} ms",
                 condition["shown"] == INDEX_WIDGETS // 2 and condition["ms"] < ANSWER_MS, str(condition))
    browser.screenshot(artifacts / "scale-index.png")
    check_page(browser, checks, (site / manifest["widgets"][-1]["page"]).as_uri(), "scale: a repeated widget's page", artifacts)
