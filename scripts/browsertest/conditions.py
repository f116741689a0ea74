"""A gallery of several conditions: the widget page's condition switcher (no reload) and
Variants view, lazy pictures, and the index's filter by condition."""

import json
import pathlib
import shutil
import subprocess
import tempfile

from .checks import FIRST_PAINT, check_page

WIDGET = "com.mygame.game-status"
CONDITIONS = ["--dynamic-type", "large", "accessibility3", "--device", "iphone-393x852", "iphone-375x667"]

SECTIONS = """(() => [...document.querySelectorAll('section.family[data-condition]')]
  .filter(s => !s.hidden).map(s => s.dataset.condition).filter((c, i, all) => all.indexOf(c) === i))()"""


def check_conditions(browser, checks, program, artifacts):
    """Builds the GameStatus widget in 2 Dynamic Type sizes x 2 devices and drives its pages."""
    folder = tempfile.mkdtemp(prefix="conditions-site-")
    try:
        site = f"{folder}/Site"
        command = [str(program), "build", "--output", site, "--widgets", WIDGET, "--conditions", "none", *CONDITIONS]
        run = subprocess.run(command, capture_output=True, text=True, timeout=900, check=False)
        if not checks.check("conditions: the build of 4 conditions succeeds", run.returncode == 0, run.stderr[-2000:]):
            return
        manifest = json.loads(pathlib.Path(site, "manifest.json").read_text())
        names = [", ".join([c["dynamicTypeSize"], c["device"]]) for c in manifest["conditions"]]
        checks.check("conditions: the manifest lists the 4 conditions, the primary first",
                     names == ["large, iphone-393x852", "accessibility3, iphone-393x852", "large, iphone-375x667",
                               "accessibility3, iphone-375x667"], str(names))
        page = next(w["page"] for w in manifest["widgets"] if w["id"] == WIDGET)
        url = f"file://{site}/{page}"

        browser.navigate(url)
        lazy = browser.evaluate("""(() => { const images = [...document.querySelectorAll('.family img')];
          return {all: images.length, lazy: images.filter(i => i.loading === 'lazy').length,
                  hiddenLoaded: images.filter(i => i.closest('section').hidden && i.complete && i.naturalWidth > 0).length}; })()""")
        checks.check("conditions: every preview picture loads lazily, a hidden condition's not at all",
                     lazy["all"] > 0 and lazy["lazy"] == lazy["all"] and lazy["hiddenLoaded"] == 0, str(lazy))
        paint = browser.evaluate(FIRST_PAINT)
        checks.check("conditions: the page is first painted in under 1 s", paint is not None and paint < 1000, str(paint))
        start = browser.evaluate("""(() => { window.__notReloaded = true; const s = document.querySelector('.condition-switch');
          return {visible: !!s && !s.hidden, options: [...document.querySelectorAll('.condition-select option')].map(o => o.value)}; })()""")
        checks.check("conditions: the switcher is shown with every condition",
                     start["visible"] and start["options"] == names, str(start))
        checks.check("conditions: the page opens in the primary condition", browser.evaluate(SECTIONS) == [names[0]],
                     str(browser.evaluate(SECTIONS)))
        browser.evaluate(f"""(() => {{ const select = document.querySelector('.condition-select');
          select.value = {json.dumps(names[3])}; select.dispatchEvent(new Event('change', {{bubbles: true}})); }})()""")
        shown = browser.evaluate(SECTIONS)
        checks.check("conditions: choosing a condition shows its sections only, without reloading the page",
                     shown == [names[3]] and browser.evaluate("window.__notReloaded === true"), str(shown))
        loaded = browser.evaluate("""Promise.all([...document.querySelectorAll('section.family:not([hidden]) img')].slice(0, 3)
          .map(i => i.complete ? i.naturalWidth : new Promise(r => { i.onload = () => r(i.naturalWidth); i.onerror = () => r(0); })))""",
                                  timeout=60)
        checks.check("conditions: the chosen condition's pictures load", bool(loaded) and all(w > 0 for w in loaded), str(loaded))
        browser.screenshot(artifacts / "conditions-switched.png")

        variants = browser.evaluate("""(() => { const button = document.querySelector('.variant-axes button[data-axis=dynamicTypeSize]');
          if (!button) return null; button.click();
          const view = document.querySelector('.view[data-view=variants]');
          return {shown: !view.hidden, previews: !document.querySelector('.view[data-view=previews]').hidden,
            rows: [...view.querySelectorAll('.variant-family')].map(f => [...f.querySelectorAll('figure.variant')]
              .filter(v => !v.hidden).map(v => v.querySelector('figcaption').textContent))}; })()""")
        checks.check("conditions: Variants by Dynamic Type shows each family's entry at both sizes side by side",
                     bool(variants) and variants["shown"] and not variants["previews"] and len(variants["rows"]) > 0
                     and all(row == ["large", "accessibility3"] for row in variants["rows"]), str(variants))
        by_device = browser.evaluate("""(() => { document.querySelector('.variant-axes button[data-axis=device]').click();
          return [...document.querySelectorAll('.variant-family')][0].querySelectorAll('figure.variant:not([hidden])').length; })()""")
        checks.check("conditions: Variants by device shows both devices", by_device == 2, str(by_device))
        browser.screenshot(artifacts / "conditions-variants.png")

        anchor = next(p["anchor"] for p in manifest["previews"]
                      if p["widget"] == WIDGET and p.get("condition", {}).get("dynamicTypeSize") == "accessibility3"
                      and p["condition"]["device"] == "iphone-393x852")
        browser.navigate(url + "#" + anchor)
        followed = browser.evaluate(f"""(() => {{ const t = document.getElementById({json.dumps(anchor)});
          return {{highlighted: !!t && t.classList.contains('highlight'), visible: !!t && !t.closest('section').hidden,
                   select: document.querySelector('.condition-select').value}}; }})()""")
        checks.check("conditions: an anchor into another condition switches to it",
                     followed == {"highlighted": True, "visible": True, "select": names[1]}, str(followed))

        browser.navigate(f"file://{site}/index.html")
        index = browser.evaluate(f"""(() => {{ const select = document.getElementById('condition');
          if (!select) return null; select.value = {json.dumps(names[2])};
          select.dispatchEvent(new Event('change', {{bubbles: true}}));
          return {{options: [...select.options].map(o => o.value).slice(1),
                   links: [...document.querySelectorAll('.widget-card:not([hidden]) a[href^="widgets/"]')]
                     .map(a => a.getAttribute('href'))}}; }})()""")
        checks.check("conditions: the index filters by condition and opens pages in it",
                     bool(index) and index["options"] == names and index["links"]
                     and all(link.endswith("?condition=" + names[2].replace(", ", "%2C%20")) for link in index["links"]), str(index))
        browser.navigate(f"file://{site}/{page}?condition={names[2].replace(', ', '%2C%20')}")
        opened = browser.evaluate(SECTIONS)
        checks.check("conditions: a page opened from the filtered index shows that condition", opened == [names[2]], str(opened))
        check_page(browser, checks, url, "conditions page", artifacts)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def check_site_conditions(browser, checks, site, artifacts):
    """The committed gallery, built by `make gallery` in the conditions of the repository's
    .widget-gallery.json: each widget page's switcher lists them, and the Variants
    view shows each family across the Dynamic Type sizes and the devices."""
    manifest = json.loads((site / "manifest.json").read_text())
    conditions = manifest.get("conditions") or []
    names = [", ".join(v for v in (c["dynamicTypeSize"], c["device"], c.get("locale")) if v) for c in conditions]
    checks.check("built-in conditions: Site/ is a gallery of several conditions", len(names) > 1, str(names))
    sizes = list(dict.fromkeys(c["dynamicTypeSize"] for c in conditions))
    devices = list(dict.fromkeys(c["device"] for c in conditions))
    pages = [w["page"] for w in manifest["widgets"] if not w.get("category") and w["id"] != "widgetgallery.previews"]
    for page in pages:
        browser.navigate((site / page).as_uri())
        switcher = browser.evaluate("""(() => { const s = document.querySelector('.condition-switch');
          return {visible: !!s && !s.hidden, options: [...document.querySelectorAll('.condition-select option')].map(o => o.value)}; })()""")
        checks.check(f"built-in conditions {page}: the switcher lists every condition",
                     switcher["visible"] and switcher["options"] == names, str(switcher))
    browser.navigate((site / "widgets/ZhiHuDaily.StoryWidget.html").as_uri())
    rows = {}
    for axis in ("dynamicTypeSize", "device"):
        rows[axis] = browser.evaluate(f"""(() => {{ const button = document.querySelector('.variant-axes button[data-axis={axis}]');
          if (!button) return null; if (button.getAttribute('aria-pressed') !== 'true') button.click();
          const view = document.querySelector('.view[data-view=variants]');
          if (view.hidden) return null;
          return [...view.querySelectorAll('.variant-family')].map(f => [...f.querySelectorAll('figure.variant')]
            .filter(v => !v.hidden).map(v => v.dataset.{axis})); }})()""")
    checks.check("built-in conditions: Variants by Dynamic Type shows each family at every size side by side",
                 bool(rows["dynamicTypeSize"]) and len(rows["dynamicTypeSize"]) == 3
                 and all(row == sizes for row in rows["dynamicTypeSize"]), str(rows["dynamicTypeSize"]))
    checks.check("built-in conditions: Variants by device shows each family on every device side by side",
                 bool(rows["device"]) and all(row == devices for row in rows["device"]), str(rows["device"]))
    browser.evaluate("(document.querySelectorAll('img[loading=lazy]').forEach(i => { i.loading = 'eager'; }), 0)")
    browser.screenshot(artifacts / "built-in-variants.png", full_page=True)
