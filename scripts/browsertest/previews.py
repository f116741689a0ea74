"""The Previews section: a `#Preview` or `PreviewProvider` row reached by its anchor."""

import json
import time

from .checks import WAIT_FOR_IMAGES


def check_previews_section(browser, checks, site, artifacts):
    """A `#Preview` or `PreviewProvider` row: its anchor opens it in the page's Previews
    section, highlighted, in the row that carries its Xcode name."""
    manifest = json.loads((site / "manifest.json").read_text())
    previews = [p for p in manifest["previews"] if p.get("preview")]
    checks.check("previews: the site lists #Preview and PreviewProvider previews", bool(previews))
    if not previews:
        return
    preview = previews[-1]
    page = next(w["page"] for w in manifest["widgets"] if w["id"] == preview["widget"])
    browser.navigate(site.resolve().as_uri() + "/" + page + "#" + preview["anchor"])
    browser.evaluate(WAIT_FOR_IMAGES)
    time.sleep(0.3)
    state = browser.evaluate(f"""(() => {{ const el = document.getElementById({json.dumps(preview["anchor"])});
      if (!el) return null; const r = el.getBoundingClientRect();
      return {{highlight: el.classList.contains('highlight'), inSection: !!el.closest('.previews-section'),
               name: el.closest('tr').querySelector('.preview-name').textContent, visible: r.top >= 0 && r.bottom <= innerHeight,
               loaded: el.querySelector('img').naturalWidth > 0}}; }})()""")
    expected = {"highlight": True, "inSection": True, "name": preview["preview"], "visible": True, "loaded": True}
    checks.check(f"previews: {preview['anchor']} is highlighted in the Previews section under its name", state == expected, str(state))
    browser.screenshot(artifacts / "previews-section.png")
