#!/usr/bin/env python3
"""Browser test of the built-in gallery site with Debian's headless chromium.

Drives chromium through the DevTools protocol over --remote-debugging-pipe, so it needs only
the Python standard library and the `chromium` package: no chromedriver, no network, no
display. Loads Site/index.html and every widget page, opens a preview through its anchor,
and checks highlighting, images, console errors and the page scripts (search, copy link, tap
targets, the timeline scrubber, the Home Screen and Add Widget sheet mock-ups).

A second section tests the HTML report of `widget-gallery diff` (building the tool with
`swift build` when the binary is missing or older than the sources): it changes two snapshots
in a temporary copy of the site, diffs the site against the copy, and checks the report's
counts and sentences, its two-up, swipe, onion skin and difference views, images, links and
console. A third section drives `widget-gallery serve` (scripts/serve_live.py): template edits
update an open page in place, and a broken template shows its error in the page; with
WIDGETGALLERY_SERVE_ACCEPTANCE=1 (or --only serve-package) a fourth compiles a small package
that depends on this one and edits its Swift code while it is served (slow the first time).
Screenshots and the browser log go to .build/artifacts/site/. Prints one line per
check and a closing line `N passed, N failed`; exits non-zero when a check fails or the
browser cannot be driven.

Usage: scripts/browser-test.py [--site DIR] [--artifacts DIR] [--chromium PATH] [--only site|diff-report|serve|serve-package]
"""

import argparse
import base64
import fcntl
import json
import os
import pathlib
import re
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_live  # noqa: E402  (scripts/serve_live.py: the `serve` sections)

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEEP_LINK = "widgets/FavoriteEpisodeWidget.html#FavoriteEpisodeWidget--systemMedium--entry-0--dark"
LONG_TIMELINE = "widgets/RandomTranslationWidget.html"
MOCKUPS = "widgets/ZhiHuDaily.StoryWidget.html"  # small, medium and large


class BrowserError(Exception):
    """The browser died, timed out or answered a command with an error."""


class Browser:
    """One headless chromium with one page, driven over the DevTools pipe (fds 3 and 4)."""

    def __init__(self, executable, log_path, width=1300, height=1400):
        self.profile = tempfile.mkdtemp(prefix="widget-gallery-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def wire_fds():
            # Python's fds are close-on-exec; only the dup2 copies on 3 and 4 reach chromium.
            # Copy above 10 first, so a pipe that already sits on 3 or 4 is not clobbered.
            read_end = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.log = open(log_path, "wb")
        # --disable-ipc-flooding-protection: the diff report section follows thousands of
        # anchors with history.replaceState, which chromium otherwise ignores after 200 calls.
        args = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars", "--mute-audio", "--disable-ipc-flooding-protection", "--remote-debugging-pipe",
            f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank",
        ]
        env = dict(os.environ)
        env.pop("DISPLAY", None)
        self.process = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
            preexec_fn=wire_fds, close_fds=False, env=env)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"}, timeout=60)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise BrowserError("timed out waiting for chromium")
            ready, _, _ = select.select([self.from_child], [], [], min(remaining, 1.0))
            if ready:
                chunk = os.read(self.from_child, 1 << 20)
                if not chunk:
                    raise BrowserError(f"chromium exited (status {self.process.poll()})")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, timeout=30):
        """Sends a command to the page (or the browser before a page exists) and returns its result."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for_event(self, method, timeout=30):
        """Waits for an event of the page and removes it; other events stay queued."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    del self.events[index]
                    return event
            self.events.append(self._read_message(deadline))

    def navigate(self, url, timeout=60):
        """Loads a URL and waits for its load event; fragment-only changes do not reload."""
        if "#" in url and url != "about:blank":
            self.navigate("about:blank")  # from the same page, a fragment alone would not reload
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        result = self.call("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise BrowserError(f"navigating to {url}: {result['errorText']}")
        self.wait_for_event("Page.loadEventFired", timeout)

    def evaluate(self, expression, timeout=30):
        """Evaluates a JavaScript expression (awaiting promises) and returns its JSON value."""
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True, "userGesture": True}, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise BrowserError(details.get("exception", {}).get("description") or details.get("text"))
        return result["result"].get("value")

    def drain(self):
        """Collects the events that arrived without waiting for any."""
        while True:
            ready, _, _ = select.select([self.from_child], [], [], 0.05)
            if not ready and b"\0" not in self.buffer:
                return
            self.events.append(self._read_message(time.monotonic() + 5))

    def console_errors(self):
        """Console errors, uncaught exceptions and failed loads since the last call."""
        self.drain()
        errors = []
        for event in self.events:
            params = event.get("params", {})
            if event["method"] == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif event["method"] == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                errors.append("exception: " + (details.get("exception", {}).get("description") or details.get("text", "")))
            elif event["method"] == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                errors.append(f"log: {entry.get('text')} {entry.get('url', '')}".strip())
        self.events = [e for e in self.events if e["method"] not in ("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded")]
        return errors

    def screenshot(self, path, full_page=False):
        """Saves a PNG of the viewport (or the whole page, clipped to 16000 px)."""
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, Math.min(document.documentElement.scrollHeight, 16000)]")
            params.update({"captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}})
        data = self.call("Page.captureScreenshot", params, timeout=60)["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            if self.process.poll() is None:
                self.session = None
                try:
                    self.call("Browser.close", timeout=5)
                except (BrowserError, OSError):
                    pass
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()
        finally:
            for fd in (self.to_child, self.from_child):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)


class Checks:
    """Records named checks and prints one line for each."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL {name}{': ' + detail if detail else ''}", flush=True)
        return ok


BROKEN_IMAGES = """[...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.getAttribute('src'))"""
WAIT_FOR_IMAGES = """Promise.all([...document.images].map(i => i.complete ? null : new Promise(r => { i.onload = i.onerror = r; })))
  .then(() => document.images.length)"""


def check_page(browser, checks, url, name, artifacts, full_page=False):
    """Loads a page and checks its images and console; returns the page's image count."""
    browser.navigate(url)
    count = browser.evaluate(WAIT_FOR_IMAGES, timeout=120)
    broken = browser.evaluate(BROKEN_IMAGES)
    checks.check(f"{name}: all {count} images load", count > 0 and not broken, f"{len(broken)} broken: {broken[:5]}")
    browser.screenshot(artifacts / f"{name}.png", full_page=full_page)
    errors = browser.console_errors()
    checks.check(f"{name}: no console errors", not errors, "; ".join(errors[:5]))
    return count


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

    def snapshot(family, appearance):
        return next(p for p in manifest["previews"] if p["widget"] == widget["id"] and p["family"] == family
                    and p["entry"] == "snapshot" and p["appearance"] == appearance)

    def expected(appearance, shown_families):
        return [{"src": "../" + snapshot(f, appearance)["file"], "width": snapshot(f, appearance)["size"][0],
                 "height": snapshot(f, appearance)["size"][1], "loaded": True} for f in shown_families]

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
    screens = browser.evaluate("""[...document.querySelectorAll('.home-screen')].map(s => { const r = s.getBoundingClientRect();
      return [r.width, r.height]; })""")
    checks.check(f"mock-ups {page}: one 393×852 phone screen per system family ({', '.join(families)})",
                 screens == [[393, 852]] * len(families), str(screens))
    browser.evaluate(WAIT_FOR_IMAGES)
    shown = browser.evaluate(SHOWN_MOCKUP_IMAGES + "('.home-screen .mock-widget img')")
    checks.check(f"mock-ups {page}: the Home Screen shows the light snapshot of each family at true size, loaded",
                 shown == expected("light", families), f"{shown} != {expected('light', families)}")
    overlaps = browser.evaluate("""[...document.querySelectorAll('.home-screen')].map(screen => {
      const box = e => e.getBoundingClientRect(), w = box(screen.querySelector('.mock-widget img')), s = box(screen);
      const hit = [...screen.querySelectorAll('.app i')].filter(i => { const r = box(i);
        return r.left < w.right && r.right > w.left && r.top < w.bottom && r.bottom > w.top; }).length;
      const firstIcon = box(screen.querySelector('.app i'));
      return {hit, inside: w.left >= s.left && w.right <= s.right && w.top >= s.top + 54,
              topLeft: Math.abs(w.left - (s.left + (s.width - 338) / 2)) <= 1, iconsRight: firstIcon.left >= w.right - 1 || firstIcon.top >= w.bottom - 1}; })""")
    checks.check(f"mock-ups {page}: each widget sits top left in the icon grid, below the status bar, over no icon",
                 bool(overlaps) and all(o == {"hit": 0, "inside": True, "topLeft": True, "iconsRight": True} for o in overlaps), str(overlaps))
    browser.screenshot(artifacts / "home-screen.png", full_page=True)

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
    switched = browser.evaluate("""(() => { const dots = [...document.querySelectorAll('.sheet-dots button')]; dots[dots.length - 1].click();
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


def run(browser, checks, site, artifacts):
    base = site.resolve().as_uri() + "/"
    index_url = base + "index.html"

    check_page(browser, checks, index_url, "index", artifacts, full_page=True)
    cards = browser.evaluate("document.querySelectorAll('.widget-card').length")
    thumbnails = browser.evaluate("document.querySelectorAll('.widget-card img').length")
    checks.check("index: every widget card has a thumbnail", cards > 0 and thumbnails == cards, f"{thumbnails} of {cards}")
    if browser.evaluate("!!document.querySelector('#search')"):
        visible = browser.evaluate("""(() => { const box = document.querySelector('#search');
          box.value = 'translation'; box.dispatchEvent(new Event('input', {bubbles: true}));
          return [...document.querySelectorAll('.widget-card')].filter(c => !c.hidden).map(c => c.dataset.kind); })()""")
        checks.check("index: search 'translation' keeps only the translation widgets",
                     bool(visible) and all("Translation" in kind for kind in visible) and len(visible) < cards, str(visible))
        browser.screenshot(artifacts / "index-search.png")
        visible = browser.evaluate("""(() => { const box = document.querySelector('#search');
          box.value = ''; box.dispatchEvent(new Event('input', {bubbles: true}));
          const family = document.querySelector('#family'), cards = [...document.querySelectorAll('.widget-card')];
          const uses = f => cards.filter(c => c.dataset.families.split(/,\\s*/).includes(f)).length;
          const rarest = [...family.options].map(o => o.value).filter(Boolean).sort((a, b) => uses(a) - uses(b))[0];
          family.value = rarest; family.dispatchEvent(new Event('change', {bubbles: true}));
          const shown = cards.filter(c => !c.hidden).map(c => c.dataset.families.split(/,\\s*/));
          return {family: rarest, shown, expected: uses(rarest)}; })()""")
        checks.check(f"index: family filter {visible['family']} keeps exactly the widgets of that family",
                     len(visible["shown"]) == visible["expected"] < cards and all(visible["family"] in f for f in visible["shown"]),
                     str(visible))
        browser.screenshot(artifacts / "index-family-filter.png")
    else:
        checks.check("index: has a search box", False, "no #search element")

    # The first card's link opens a widget page.
    page = browser.evaluate("document.querySelector('.widget-card a').getAttribute('href')")
    check_page(browser, checks, base + page, "first-widget-page", artifacts)

    # A deep link highlights its preview and scrolls it into view.
    anchor = DEEP_LINK.split("#", 1)[1]
    browser.navigate(base + DEEP_LINK)
    browser.evaluate(WAIT_FOR_IMAGES)
    time.sleep(0.3)
    state = browser.evaluate(f"""(() => {{ const el = document.getElementById({json.dumps(anchor)});
      if (!el) return null; const r = el.getBoundingClientRect();
      return {{highlight: el.classList.contains('highlight'), top: r.top, bottom: r.bottom, height: innerHeight,
               scrollY: scrollY}}; }})()""")
    checks.check("deep link: the preview exists", state is not None, anchor)
    if state:
        checks.check("deep link: the preview has class highlight", state["highlight"], str(state))
        checks.check("deep link: the preview is scrolled into view",
                     state["top"] >= 0 and state["bottom"] <= state["height"] and state["scrollY"] > 0, str(state))
    browser.screenshot(artifacts / "deep-link.png")
    highlighted = browser.evaluate("[...document.querySelectorAll('.highlight')].map(e => e.id)")
    checks.check("deep link: exactly one preview is highlighted", highlighted == [anchor], str(highlighted))

    # Another anchor on the same page moves the highlight.
    other = anchor.replace("--dark", "--light")
    moved = browser.evaluate(f"""new Promise(resolve => {{ location.hash = {json.dumps('#' + other)};
      setTimeout(() => resolve([...document.querySelectorAll('.highlight')].map(e => e.id)), 200); }})""")
    checks.check("deep link: a new anchor moves the highlight", moved == [other], str(moved))

    if browser.evaluate("!!document.querySelector('.copy-link')"):
        copied = browser.evaluate(f"""(() => {{ const button = document.querySelector('#{other} .copy-link');
          button.click(); return button.dataset.url; }})()""")
        checks.check("copy link: the button carries the absolute URL with the anchor",
                     copied == base + DEEP_LINK.split("#")[0] + "#" + other, str(copied))
    else:
        checks.check("copy link: previews have a copy-link button", False, "no .copy-link element")

    if browser.evaluate("!!document.querySelector('.tap-target')"):
        area = browser.evaluate(f"""(() => {{ const fig = document.getElementById({json.dumps(other)});
          const item = fig.querySelector('.tap-target'); item.dispatchEvent(new MouseEvent('mouseenter'));
          const box = fig.querySelector('.tap-area'); if (!box) return null;
          const r = box.getBoundingClientRect(), i = fig.querySelector('img').getBoundingClientRect();
          const shown = getComputedStyle(box).display !== 'none';
          item.dispatchEvent(new MouseEvent('mouseleave'));
          return {{shown, inside: r.left >= i.left - 1 && r.right <= i.right + 1 && r.top >= i.top - 1 && r.bottom <= i.bottom + 1,
                   width: r.width, hidden: getComputedStyle(box).display === 'none'}}; }})()""")
        checks.check("tap targets: hovering a target outlines its area over the image",
                     bool(area) and area["shown"] and area["inside"] and area["width"] > 0 and area["hidden"], str(area))
    else:
        checks.check("tap targets: previews list their tap targets", False, "no .tap-target element")
    blocked_links = browser.evaluate("""[...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))
      .filter(h => /^\\s*(javascript|data|vbscript):/i.test(h))""")
    checks.check("tap targets: no blocked URL is a link", not blocked_links, str(blocked_links))
    alts = browser.evaluate("[...document.querySelectorAll('.preview img')].map(i => i.alt)")
    checks.check("alt text: every preview image has alt text", bool(alts) and all(alts), f"{sum(1 for a in alts if not a)} empty")

    # Keyboard: previews are focusable and tab order follows the page.
    focus = browser.evaluate("""(() => { const previews = [...document.querySelectorAll('.preview')];
      return previews.length > 0 && previews.every(p => p.tabIndex >= 0); })()""")
    checks.check("keyboard: every preview is focusable", focus)
    browser.evaluate(f"document.getElementById({json.dumps(other)}).focus()")
    moves = []
    for key, code in (("ArrowRight", 39), ("ArrowUp", 38)):
        for kind in ("keyDown", "keyUp"):
            browser.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code})
        moves.append(browser.evaluate("document.activeElement.id"))
    expected = [other.replace("--light", "--dark"), other.replace("--entry-0--light", "--snapshot--dark")]
    checks.check("keyboard: arrow keys move to the next appearance and the previous entry", moves == expected, str(moves))
    errors = browser.console_errors()
    checks.check("deep link page: no console errors", not errors, "; ".join(errors[:5]))

    # The long timeline is shown with a scrubber, not hundreds of rows.
    count = check_page(browser, checks, base + LONG_TIMELINE, "long-timeline", artifacts)
    rows = browser.evaluate("document.querySelectorAll('.previews tbody tr').length")
    checks.check("long timeline: at most 60 rows on the page", rows <= 60, f"{rows} rows, {count} images")
    if browser.evaluate("!!document.querySelector('.scrubber input[type=range]')"):
        swapped = browser.evaluate("""(() => { const scrubber = document.querySelector('.scrubber');
          const range = scrubber.querySelector('input[type=range]'); const row = scrubber.closest('section').querySelector('tr.scrubbed');
          const before = [...row.querySelectorAll('img')].map(i => i.getAttribute('src'));
          range.value = range.max; range.dispatchEvent(new Event('input', {bubbles: true}));
          const after = [...row.querySelectorAll('img')].map(i => i.getAttribute('src'));
          const ids = [...row.querySelectorAll('.preview')].map(p => p.id);
          return {before, after, ids, max: range.max}; })()""")
        checks.check("long timeline: the scrubber swaps the row to the last entry",
                     swapped["before"] != swapped["after"] or all(f"entry-{swapped['max']}" in i for i in swapped["ids"]),
                     str(swapped)[:300])
        checks.check("long timeline: the scrubbed row's anchors follow the entry",
                     all(i.split("--")[2] == f"entry-{swapped['max']}" for i in swapped["ids"]), str(swapped["ids"]))
        browser.evaluate(WAIT_FOR_IMAGES)
        broken = browser.evaluate(BROKEN_IMAGES)
        checks.check("long timeline: scrubbed images load", not broken, str(broken[:5]))
        deep = browser.evaluate("document.querySelector('.scrubber').dataset.anchorPrefix || ''")
        if deep:
            browser.navigate(base + LONG_TIMELINE + "#" + deep + "entry-500--light")
            time.sleep(0.3)
            target = browser.evaluate("""(() => { const el = document.querySelector('.highlight');
              return el ? [el.id, el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight] : null; })()""")
            checks.check("long timeline: a deep link to entry 500 shows and highlights it",
                         bool(target) and target[0].endswith("--entry-500--light") and target[1], str(target))
            browser.screenshot(artifacts / "long-timeline-entry-500.png")
    else:
        checks.check("long timeline: has a scrubber", False, "no .scrubber range input")
    errors = browser.console_errors()
    checks.check("long timeline: no console errors after scrubbing", not errors, "; ".join(errors[:5]))

    check_mockups(browser, checks, site, artifacts)
    check_previews_section(browser, checks, site, artifacts)

    # Every widget page: images load, no console errors, and dark site theme renders.
    pages = sorted(str(p.relative_to(site)) for p in (site / "widgets").glob("*.html"))
    for page in pages:
        check_page(browser, checks, base + page, "page-" + pathlib.Path(page).stem, artifacts)
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.navigate(index_url)
    background = browser.evaluate("getComputedStyle(document.body).backgroundColor")
    checks.check("dark theme: the index follows prefers-color-scheme", background in ("rgb(0, 0, 0)",), background)
    browser.screenshot(artifacts / "index-dark.png", full_page=True)
    theme = browser.evaluate("""(() => { document.querySelector('.theme-toggle').click();
      return [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor]; })()""")
    checks.check("theme toggle: switches the dark-preferring site to light", theme == ["light", "rgb(242, 242, 247)"], str(theme))
    errors = browser.console_errors()
    checks.check("dark theme: no console errors", not errors, "; ".join(errors[:5]))


# The HTML diff report (`widget-gallery diff OLD NEW --html`), tested on a changed copy of the site.

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


def widget_gallery_binary():
    """The widget-gallery executable, built with the Makefile's flags ($SWIFT, $SWIFT_BUILD_FLAGS)
    when it is missing or older than a source file. Raises BrowserError when the build fails."""
    command = [os.environ.get("SWIFT") or "swift", "build", *shlex.split(os.environ.get("SWIFT_BUILD_FLAGS", "")),
               "--product", "widget-gallery"]
    shown = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    if shown.returncode != 0:
        raise BrowserError(f"{' '.join(command)} --show-bin-path failed: {shown.stderr.strip()[-500:]}")
    binary = pathlib.Path(shown.stdout.strip().splitlines()[-1]) / "widget-gallery"
    sources = [ROOT / "Package.swift", *(ROOT / "Sources").rglob("*.swift")]
    if binary.is_file() and binary.stat().st_mtime >= max(p.stat().st_mtime for p in sources):
        return binary
    print(f"building: {' '.join(command)}", flush=True)
    built = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=3600)
    if built.returncode != 0 or not binary.is_file():
        raise BrowserError(f"{' '.join(command)} failed (exit {built.returncode}): {built.stdout.strip()[-1500:]}")
    return binary


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

    anchors = lambda file: [p["anchor"] for p in manifest["previews"] if p["file"] == file]
    changed = [p["anchor"] for p in manifest["previews"] if p["file"] in (recoloured, retitled)]
    return {"recoloured": anchors(recoloured), "retitled": anchors(retitled), "changed": changed,
            "unchanged": len(manifest["previews"]) - len(changed), "files": (recoloured, retitled),
            "sentence": f"fill changed from {old_fill.upper()} to {new_fill.upper()}"}


def check_diff_report(browser, checks, site, artifacts):
    """Runs `widget-gallery diff` on the site and a changed copy, then tests its HTML report:
    counts, the changes in words, the four views of each picture, images, links and console."""
    site = site.resolve()
    binary = widget_gallery_binary()
    with tempfile.TemporaryDirectory(prefix="widget-gallery-diff-") as folder:
        folder = pathlib.Path(folder)
        expected = make_changed_site(site, folder / "new")
        report = folder / "report.html"
        run = subprocess.run([str(binary), "diff", str(site), str(folder / "new"), "--html", str(report),
                              "--gallery-url", site.as_uri()], capture_output=True, text=True, timeout=120)
        summary = f"{len(expected['changed'])} changed, 0 added, 0 removed, {expected['unchanged']} unchanged"
        checks.check("diff report: widget-gallery diff exits 1 with the counts on its first line",
                     run.returncode == 1 and run.stdout.startswith(summary + "\n"),
                     f"exit {run.returncode}: {(run.stdout or run.stderr)[:300]!r}, expected {summary!r}")
        if not report.is_file():
            checks.check("diff report: the HTML report is written", False, str(report))
            return
        check_report_page(browser, checks, report, expected, folder / "new", site, artifacts)


def check_report_page(browser, checks, report, expected, new, site, artifacts):
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
                 shown_files == files, f"shown [old, new] equal to the files: {[a == b for a, b in zip(shown_files, files)]}")
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

    # Links: section anchors exist on the report; every gallery link opens an existing page
    # whose script finds and highlights the linked preview.
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
        dead += [f"{page}#{a}" for a in browser.evaluate(f"{FOLLOW_ANCHORS}({json.dumps(sorted(anchors))})", timeout=120)]
    count = sum(len(a) for a in pages.values())
    checks.check(f"diff report: gallery links open an existing, highlighted preview for each of the {count} anchors ({len(pages)} pages)",
                 count == len(expected["changed"]) + expected["unchanged"] and not dead, f"{len(dead)} dead: {dead[:5]}")
    errors = browser.console_errors()
    checks.check("diff report: the linked gallery pages log no console errors", not errors, "; ".join(errors[:5]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "Site")
    parser.add_argument("--artifacts", type=pathlib.Path, default=ROOT / ".build" / "artifacts" / "site")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium") or "chromium")
    parser.add_argument("--only", action="append", choices=["site", "diff-report", "serve", "serve-package"],
                        help="run only this section (repeatable); by default both run")
    options = parser.parse_args()
    options.artifacts.mkdir(parents=True, exist_ok=True)
    checks = Checks()
    if not (options.site / "index.html").is_file():
        checks.check("site exists", False, f"{options.site}/index.html is missing (run `make gallery`)")
    elif not shutil.which(options.chromium):
        checks.check("chromium is installed", False, f"{options.chromium} not found (scripts/install-deps.sh installs it)")
    else:
        sections = {
            "site": run, "diff-report": check_diff_report,
            "serve": lambda browser, checks, site, artifacts: serve_live.check_serve(browser, checks, widget_gallery_binary, artifacts),
        }
        if os.environ.get("WIDGETGALLERY_SERVE_ACCEPTANCE") == "1" or "serve-package" in (options.only or []):
            sections["serve-package"] = lambda browser, checks, site, artifacts: serve_live.check_serve_package(
                browser, checks, widget_gallery_binary, artifacts)
        browser = None
        try:
            browser = Browser(options.chromium, options.artifacts / "chromium.log")
            # Each section runs even when the one before it broke off.
            for name in options.only or sections:
                try:
                    sections[name](browser, checks, options.site, options.artifacts)
                except (BrowserError, OSError, KeyError, TypeError, ValueError, subprocess.TimeoutExpired) as error:
                    checks.check(f"{name} section completes", False, f"{type(error).__name__}: {error}")
        except (BrowserError, OSError) as error:
            checks.check("browser starts", False, f"{type(error).__name__}: {error}")
        finally:
            if browser:
                browser.close()
    print(f"screenshots in {options.artifacts}")
    print(f"browser test: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
