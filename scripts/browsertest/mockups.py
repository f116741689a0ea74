"""The widget page's Home Screen and Add Widget sheet mock-ups."""

import json
import time

from .checks import WAIT_FOR_IMAGES

MOCKUPS = "widgets/ZhiHuDaily.StoryWidget.html"  # small, medium and large


SHOWN_MOCKUP_IMAGES = """((selector) => [...document.querySelectorAll(selector)].filter(i => i.offsetParent !== null)
  .map(i => { const r = i.getBoundingClientRect();
    return {src: i.getAttribute('src'), width: r.width, height: r.height, loaded: i.complete && i.naturalWidth > 0}; }))"""


def click_view(browser, view):
    """Clicks a button of the widget page's view switch; returns which views are shown and pressed."""
    return browser.evaluate(f"""(() => {{ document.querySelector('.view-switch button[data-view={view}]').click();
      return {{shown: [...document.querySelectorAll('.view')].filter(v => !v.hidden).map(v => v.dataset.view),
               pressed: [...document.querySelectorAll('.view-switch button')].filter(b => b.getAttribute('aria-pressed') === 'true')
                 .map(b => b.dataset.view)}}; }})()""")


def check_mockups(browser, checks, site, artifacts):
    """The widget page's Home Screen and Add Widget sheet mock-ups, in the light and dark site themes."""
    base = site.resolve().as_uri() + "/"
    manifest = json.loads((site / "manifest.json").read_text())
    page = MOCKUPS.split("/")[-1]
    widget = next(w for w in manifest["widgets"] if w["page"] == MOCKUPS)
    families = [f for f in widget["families"] if f.startswith("system")]

    # In a gallery of several conditions the page opens in the primary one.
    primary = (manifest.get("conditions") or [None])[0]

    def snapshot(family, appearance, condition=primary):
        return next(p for p in manifest["previews"] if p["widget"] == widget["id"] and p["family"] == family
                    and p["entry"] == "snapshot" and p["appearance"] == appearance and p.get("condition") == condition)

    def expected(appearance, shown_families, condition=primary):
        return [{"src": "../" + snapshot(f, appearance, condition)["file"], "width": snapshot(f, appearance, condition)["size"][0],
                 "height": snapshot(f, appearance, condition)["size"][1], "loaded": True} for f in shown_families]

    browser.navigate(base + MOCKUPS)
    browser.evaluate(WAIT_FOR_IMAGES, timeout=120)
    start = browser.evaluate("""(() => { const group = document.querySelector('.view-switch');
      return group && {visible: !group.hidden, buttons: [...group.querySelectorAll('button')].map(b => [b.dataset.view, b.getAttribute('aria-pressed')]),
        shown: [...document.querySelectorAll('.view')].filter(v => !v.hidden).map(v => v.dataset.view)}; })()""")
    checks.check(f"mock-ups {page}: the view switch is shown with the previews pressed and visible",
                 bool(start) and start["visible"] and start["shown"] == ["previews"]
                 and start["buttons"] == [["previews", "true"], ["home-screen", "false"], ["add-widget", "false"]], str(start))

    views = click_view(browser, "home-screen")
    checks.check(f"mock-ups {page}: the Home Screen button shows only the Home Screen",
                 views == {"shown": ["home-screen"], "pressed": ["home-screen"]}, str(views))
    screens = browser.evaluate("""[...document.querySelectorAll('.home-screen')].filter(s => s.offsetParent !== null).map(s => { const r = s.getBoundingClientRect();
      return [r.width, r.height]; })""")
    checks.check(f"mock-ups {page}: one 393 x 852 phone screen per system family ({', '.join(families)})",
                 screens == [[393, 852]] * len(families), str(screens))
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.home-screen .mock-widget img')")
    checks.check(f"mock-ups {page}: the Home Screen shows the light snapshot of each family at true size, loaded",
                 shown == expected("light", families), f"{shown} != {expected('light', families)}")
    overlaps = browser.evaluate("""[...document.querySelectorAll('.home-screen')].filter(s => s.offsetParent !== null).map(screen => {
      const box = e => e.getBoundingClientRect(), w = box(screen.querySelector('.mock-widget img')), s = box(screen);
      const hit = [...screen.querySelectorAll('.app i')].filter(i => { const r = box(i);
        return r.left < w.right && r.right > w.left && r.top < w.bottom && r.bottom > w.top; }).length;
      const firstIcon = box(screen.querySelector('.app i'));
      return {hit, inside: w.left >= s.left && w.right <= s.right && w.top >= s.top + 54,
              topLeft: Math.abs(w.left - (s.left + (s.width - 338) / 2)) <= 1, iconsRight: firstIcon.left >= w.right - 1 || firstIcon.top >= w.bottom - 1}; })""")
    checks.check(f"mock-ups {page}: each widget sits top left in the icon grid, below the status bar, over no icon",
                 bool(overlaps) and all(o == {"hit": 0, "inside": True, "topLeft": True, "iconsRight": True} for o in overlaps), str(overlaps))
    browser.screenshot(artifacts / "home-screen.png", full_page=True)
    if primary:
        check_mockups_in_condition(browser, checks, manifest, page, families, expected, artifacts)
        browser.navigate(base + MOCKUPS)

    browser.evaluate("document.querySelector('.view-switch button[data-view=add-widget]').focus()")
    browser.call("Input.dispatchKeyEvent", {"type": "keyDown", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13, "text": "\r"})
    browser.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13})
    time.sleep(0.1)
    views = browser.evaluate("""({shown: [...document.querySelectorAll('.view')].filter(v => !v.hidden).map(v => v.dataset.view),
      pressed: [...document.querySelectorAll('.view-switch button')].filter(b => b.getAttribute('aria-pressed') === 'true').map(b => b.dataset.view)})""")
    checks.check(f"mock-ups {page}: Enter on the focused Add Widget sheet button shows the sheet",
                 views == {"shown": ["add-widget"], "pressed": ["add-widget"]}, str(views))
    text = browser.evaluate("""(() => { const sheet = document.querySelector('.sheet');
      return [sheet.querySelector('.sheet-title').textContent, sheet.querySelector('.sheet-description').textContent,
              sheet.querySelector('.add-button').textContent, sheet.querySelectorAll('.sheet-dots button').length]; })()""")
    checks.check(f"mock-ups {page}: the sheet shows the display name, description, a dot per family and Add Widget",
                 text == [widget["displayName"], widget["description"], "Add Widget", len(families)], str(text))
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.sheet-page img')")
    checks.check(f"mock-ups {page}: the sheet shows the {families[0]} snapshot at true size, loaded",
                 shown == expected("light", families[:1]), str(shown))
    browser.screenshot(artifacts / "add-widget-sheet.png", full_page=True)
    switched = browser.evaluate("""(() => { const dots = [...document.querySelector('.sheet').querySelectorAll('.sheet-dots button')];
      dots[dots.length - 1].click();
      return dots.map(d => d.getAttribute('aria-pressed')); })()""")
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.sheet-page img')")
    checks.check(f"mock-ups {page}: the last page dot switches the sheet to {families[-1]}",
                 shown == expected("light", families[-1:]) and switched == ["false"] * (len(families) - 1) + ["true"],
                 f"{switched} {shown}")
    browser.screenshot(artifacts / "add-widget-sheet-large.png", full_page=True)

    anchor = snapshot(families[0], "light")["anchor"]
    moved = browser.evaluate(f"""new Promise(resolve => {{ location.hash = {json.dumps('#' + anchor)};
      setTimeout(() => resolve({{shown: [...document.querySelectorAll('.view')].filter(v => !v.hidden).map(v => v.dataset.view),
        highlighted: [...document.querySelectorAll('.highlight')].map(e => e.id)}}), 200); }})""")
    checks.check(f"mock-ups {page}: a preview anchor brings back the previews and highlights it",
                 moved == {"shown": ["previews"], "highlighted": [anchor]}, str(moved))

    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.navigate(base + MOCKUPS)
    click_view(browser, "home-screen")
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.home-screen .mock-widget img')")
    checks.check(f"mock-ups {page}: in the dark site theme the Home Screen shows the dark snapshots",
                 shown == expected("dark", families), str(shown))
    browser.screenshot(artifacts / "home-screen-dark.png", full_page=True)
    click_view(browser, "add-widget")
    browser.evaluate(WAIT_FOR_IMAGES)
    browser.screenshot(artifacts / "add-widget-sheet-dark.png", full_page=True)
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    browser.evaluate("document.documentElement.dataset.theme = 'dark'")
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.sheet-page img')")
    checks.check(f"mock-ups {page}: the site theme set to dark shows the dark snapshot on a light-preferring browser",
                 shown == expected("dark", families[:1]), str(shown))
    browser.call("Emulation.setEmulatedMedia", {"features": []})
    errors = browser.console_errors()
    checks.check(f"mock-ups {page}: no console errors", not errors, "; ".join(errors[:5]))


def check_mockups_in_condition(browser, checks, manifest, page, families, expected, artifacts):
    """In a gallery of several conditions, the Home Screen and Add Widget sheet follow the
    condition chosen in the switcher: its device's screen and its snapshots."""
    condition = manifest["conditions"][-1]
    name = ", ".join(v for v in (condition["dynamicTypeSize"], condition["device"], condition.get("locale")) if v)
    width, height = (int(n) for n in condition["device"].split("-")[-1].split("x"))
    browser.evaluate(f"""(() => {{ const select = document.querySelector('.condition-select');
      select.value = {json.dumps(name)}; select.dispatchEvent(new Event('change', {{bubbles: true}})); }})()""")
    click_view(browser, "home-screen")
    browser.evaluate(WAIT_FOR_IMAGES)
    screens = browser.evaluate("""[...document.querySelectorAll('.home-screen')].filter(s => s.offsetParent !== null)
      .map(s => { const r = s.getBoundingClientRect(); return [r.width, r.height]; })""")
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.home-screen .mock-widget img')")
    checks.check(f"mock-ups {page}: choosing {name} shows its Home Screen: {width} x {height} screens and its snapshots",
                 screens == [[width, height]] * len(families) and shown == expected("light", families, condition),
                 f"{screens} {shown}")
    browser.screenshot(artifacts / "home-screen-condition.png", full_page=True)
    click_view(browser, "add-widget")
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.sheet-page img')")
    checks.check(f"mock-ups {page}: choosing {name} shows its Add Widget sheet",
                 shown == expected("light", families[:1], condition), str(shown))
