"""The VoiceOver switch of a preview, the findings page and the index's finding counts."""

import json
import time

from .checks import WAIT_FOR_IMAGES

# Where a preview's boxes and legend stand once its switch is pressed, as the page draws them:
# each box relative to the preview's image, in CSS pixels (the image is drawn at its size in
# points), and each legend line's text, in VoiceOver's order.
OVERLAY_STATE = """(anchor => {
  const figure = document.getElementById(anchor);
  if (!figure) return null;
  const image = figure.querySelector('.frame img').getBoundingClientRect();
  const legend = figure.querySelector('.a11y-legend');
  const button = figure.querySelector('.voiceover-switch');
  return {
    pressed: button ? button.getAttribute('aria-pressed') : null,
    legendShown: !!legend && !legend.hidden && legend.getBoundingClientRect().height > 0,
    legendBeside: !!legend && legend.getBoundingClientRect().left >= image.right - 1,
    legend: legend ? [...legend.querySelectorAll('li')].map(li => li.textContent) : [],
    boxes: [...figure.querySelectorAll('.a11y-box')].filter(b => b.getBoundingClientRect().width > 0).map(b => {
      const r = b.getBoundingClientRect();
      return {number: b.querySelector('b').textContent, rect: [r.left - image.left, r.top - image.top, r.width, r.height]};
    }),
    marker: window.voiceOverMarker === 1,
  };
})"""


def check_voiceover(browser, checks, site, artifacts):
    """A preview with several accessibility elements: its switch draws a numbered box where
    each element's frame is and a legend of what VoiceOver reads, in order, beside the
    widget, without reloading the page, and hides them again; then the findings page and
    the index's counts."""
    manifest = json.loads((site / "manifest.json").read_text())
    previews = [p for p in manifest["previews"] if len(p.get("accessibilityElements", [])) >= 2]
    checks.check("voiceover: some preview has accessibility elements", bool(previews))
    if previews:
        preview = max(previews[:200], key=lambda p: len(p["accessibilityElements"]))
        check_switch(browser, checks, site, artifacts, manifest, preview)
    check_findings(browser, checks, site, artifacts, manifest)


def check_switch(browser, checks, site, artifacts, manifest, preview):
    anchor = preview["anchor"]
    elements = preview["accessibilityElements"]
    page = next(w["page"] for w in manifest["widgets"] if w["id"] == preview["widget"])
    browser.navigate(site.resolve().as_uri() + "/" + page + "#" + anchor)
    browser.evaluate(WAIT_FOR_IMAGES)
    time.sleep(0.3)
    state = browser.evaluate(f"({OVERLAY_STATE})({json.dumps(anchor)})")
    checks.check(f"voiceover: {anchor} starts with its switch off and nothing drawn",
                 state is not None and state["pressed"] == "false" and not state["boxes"] and not state["legendShown"], str(state))
    browser.evaluate(f"""(() => {{ window.voiceOverMarker = 1;
      document.getElementById({json.dumps(anchor)}).querySelector('.voiceover-switch').click(); }})()""")
    time.sleep(0.2)
    state = browser.evaluate(f"({OVERLAY_STATE})({json.dumps(anchor)})")
    browser.screenshot(artifacts / "voiceover.png")
    checks.check("voiceover: the switch turns on without reloading the page",
                 state["pressed"] == "true" and state["marker"], str(state))
    checks.check("voiceover: one numbered box per element, in order",
                 [b["number"] for b in state["boxes"]] == [str(n + 1) for n in range(len(elements))], str(state["boxes"]))
    off = [(e["rect"], b["rect"]) for e, b in zip(elements, state["boxes"], strict=False)
           if any(abs(x - y) > 1 for x, y in zip(e["rect"], b["rect"], strict=True))]
    checks.check("voiceover: each box stands where its element's frame says", len(state["boxes"]) == len(elements) and not off,
                 f"manifest rect vs drawn: {off[:3]}")
    checks.check("voiceover: the legend reads each element as VoiceOver would, in order",
                 state["legendShown"] and state["legend"] == [e["spoken"] for e in elements], str(state["legend"]))
    checks.check("voiceover: the legend stands beside the widget", state["legendBeside"], str(state))
    browser.evaluate(f"document.getElementById({json.dumps(anchor)}).querySelector('.voiceover-switch').click()")
    time.sleep(0.2)
    state = browser.evaluate(f"({OVERLAY_STATE})({json.dumps(anchor)})")
    checks.check("voiceover: the switch turns the boxes and legend off again",
                 state["pressed"] == "false" and not state["boxes"] and not state["legendShown"], str(state))
    errors = browser.console_errors()
    checks.check("voiceover: no console errors", not errors, "; ".join(errors[:5]))


def check_findings(browser, checks, site, artifacts, manifest):
    """The index counts each widget's findings and links to its section of findings.html,
    which lists them."""
    counts = {}
    for preview in manifest["previews"]:
        if preview.get("findings"):
            counts[preview["widget"]] = counts.get(preview["widget"], 0) + len(preview["findings"])
    if not counts:
        checks.check("findings: no preview has findings, and there is no findings page", not (site / "findings.html").exists())
        return
    base = site.resolve().as_uri() + "/"
    browser.navigate(base + "index.html")
    shown = browser.evaluate("""Object.fromEntries([...document.querySelectorAll('.widget-card')]
      .filter(c => c.querySelector('.finding-count'))
      .map(c => [c.querySelector('code').textContent, c.querySelector('.finding-count').textContent]))""")
    expected = {widget: f"{count} findings" for widget, count in counts.items()}
    checks.check("findings: the index shows each widget's count", shown == expected, f"{shown} vs {expected}")
    browser.navigate(base + "findings.html")
    listed = browser.evaluate("""Object.fromEntries([...document.querySelectorAll('.findings-page section')]
      .map(s => [s.id, s.querySelectorAll('.finding-row').length]))""")
    checks.check("findings: findings.html has a section with findings per widget that has any",
                 sorted(listed) == sorted(counts) and all(n > 0 for n in listed.values()), str(listed))
    browser.screenshot(artifacts / "findings.png", full_page=True)
    errors = browser.console_errors()
    checks.check("findings: no console errors", not errors, "; ".join(errors[:5]))
