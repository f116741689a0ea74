"""Browser checks of `widget-gallery serve`, run by scripts/browser-test.py (also used by
scripts/edit-latency.py).

Two sections:
- `serve`: the built-in program serves a small site from a temporary copy of the templates;
  editing a template updates the open page in place (scroll place and anchor kept), a broken
  template shows its error over the last good page, and fixing it recovers. Nothing is
  compiled, so it takes seconds once the server is built (Serve/.build; minutes the first time).
- `serve-package` (only with WIDGETGALLERY_SERVE_ACCEPTANCE=1): a tiny package that depends
  on this one by path, in .build/serve-acceptance/ (kept, so only the first run builds the
  dependencies: about 20 minutes on two cores in debug; later runs build incrementally).
  `serve` runs from that package's own program, with the server built from this checkout's
  Serve/ package into Serve/.build; editing the widget's view shows the new text
  in the page, a syntax error shows the compiler's file, line and message in the page while
  the last good picture stays, and fixing it recovers. Edit-to-page times are printed.
"""

import http.client
import os
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

from .browser import BrowserError

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent

PANEL = "document.getElementById('widget-gallery-serve-failure')"


class Server:
    """One `serve` process; its output is collected on a thread so the pipe never fills."""

    def __init__(self, command, cwd, log_path):
        self.lines = []
        self.log = open(log_path, "w")  # noqa: SIM115 (open for the server's whole life; closed in stop())
        self.process = subprocess.Popen(
            command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, start_new_session=True)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            self.log.write(line)
            self.log.flush()

    def wait_for_line(self, pattern, timeout, start=0):
        """The first output line from index `start` on that matches, or None after `timeout` s."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines[start:]:
                match = re.search(pattern, line)
                if match:
                    return match
            if self.process.poll() is not None and not self.reader.is_alive():
                return None
            time.sleep(0.05)
        return None

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.reader.join(timeout=5)
        self.log.close()


def wait_until(browser, expression, timeout):
    """Polls a JavaScript expression in the page until it is truthy; returns the seconds it took
    (None on timeout). Reloads in between are fine: evaluation is retried."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        try:
            if browser.evaluate(expression, timeout=10):
                return time.monotonic() - start
        except BrowserError:  # the page is reloading
            pass
        time.sleep(0.05)
    return None


def start_server(binary, arguments, cwd, artifacts, name):
    server = Server([str(binary), "serve", "--port", "0", *arguments], cwd, artifacts / f"{name}.log")
    # `serve` builds widget-gallery-serve (Serve/ into Serve/.build) first: a no-op when it is
    # built, minutes when it is not.
    match = server.wait_for_line(r"at (http://127\.0\.0\.1:\d+)/", 900)
    return server, (match.group(1) if match else None)


def check_serve(browser, checks, widget_gallery_binary, artifacts):
    """The `serve` section: live updates driven by template edits, no compiling."""
    binary = widget_gallery_binary()
    work = pathlib.Path(tempfile.mkdtemp(prefix="widget-gallery-serve-"))
    server = None
    try:
        templates = work / "templates"
        shutil.copytree(ROOT / "Templates" / "site", templates)
        site = work / "Site"
        server, base = start_server(binary, [
            "--output", str(site), "--", "--templates", str(templates),
            "--widgets", "MultipleTranslationsWidget", "com.mygame.game-status"], work, artifacts, "serve")
        if not checks.check("serve starts and prints its address", base is not None, "\n".join(server.lines[-20:])):
            return
        first = server.wait_for_line(r"^start: render", 120)
        checks.check("serve renders the site once at start", first is not None, "\n".join(server.lines[-20:]))
        checks.check("the site on disk has no live-reload script",
                     "live.js" not in (site / "widgets" / "MultipleTranslationsWidget.html").read_text())

        anchor = "MultipleTranslationsWidget--systemLarge--entry-0--dark"
        browser.navigate(f"{base}/widgets/MultipleTranslationsWidget.html#{anchor}")
        browser.evaluate("window.scrollTo(0, 420), window.scrollY")
        scrolled = browser.evaluate("window.scrollY")
        checks.check("the served page carries the live-reload script",
                     browser.evaluate("!!document.querySelector('script[src=\"/_widget-gallery/live.js\"]')"))
        connected = wait_until(browser, "document.documentElement.getAttribute('data-widget-gallery-live') === 'open'", 10)
        checks.check("the page opens the event stream", connected is not None)

        widget_template = templates / "widget.mustache"
        original = widget_template.read_text()
        lines_before = len(server.lines)
        widget_template.write_text(original.replace("<body", "<body data-edit=\"one\"", 1))
        took = wait_until(browser, "document.body && document.body.dataset.edit === 'one'", 20)
        checks.check("a template edit shows in the open page", took is not None, "\n".join(server.lines[lines_before:]))
        if took is not None:
            print(f"     template edit to page: {took:.2f} s", flush=True)
        wait_until(browser, "document.readyState === 'complete'", 10)
        time.sleep(0.3)
        checks.check("the page keeps its anchor", browser.evaluate("location.hash") == f"#{anchor}")
        position = browser.evaluate("window.scrollY")
        checks.check("the page keeps its scroll place", scrolled > 0 and abs(position - scrolled) <= 2, f"was {scrolled}, now {position}")
        browser.screenshot(artifacts / "serve-edited.png")

        widget_template.write_text(original.replace("<body", "<body data-edit=\"two\"", 1).replace("{{/", "{{/broken", 1))
        shown = wait_until(browser, f"!!({PANEL} && {PANEL}.textContent.includes('widget.mustache'))", 20)
        checks.check("a broken template shows its error in the page", shown is not None,
                     browser.evaluate(f"{PANEL} ? {PANEL}.textContent : 'no panel'") or "")
        checks.check("the last good page stays under the error",
                     browser.evaluate("document.body.dataset.edit") == "one" and browser.evaluate("document.images.length") > 0)
        browser.screenshot(artifacts / "serve-template-error.png")

        widget_template.write_text(original.replace("<body", "<body data-edit=\"three\"", 1))
        recovered = wait_until(browser, f"document.body.dataset.edit === 'three' && !{PANEL}", 20)
        checks.check("fixing the template recovers the page", recovered is not None)

        connection = http.client.HTTPConnection(base.split("//")[1], timeout=20)
        connection.request("GET", "/../templates/widget.mustache")  # sent as written
        refused = connection.getresponse()
        checks.check("serve refuses paths out of the site", refused.status == 404, str(refused.status))
        connection.close()
    finally:
        if server:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)


PACKAGE_MANIFEST = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "HelloWidgets",
  dependencies: [.package(name: "WidgetGallery", path: "{root}")],
  targets: [
    .executableTarget(
      name: "hello-widgets",
      dependencies: [.product(name: "WidgetGallery", package: "WidgetGallery")],
      path: "Sources/HelloWidgets",
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
"""

WIDGET_SOURCE = """import WidgetGallery

struct HelloEntry: TimelineEntry {
  let date: Date
}

struct HelloProvider: TimelineProvider {
  func placeholder(in context: Context) -> HelloEntry { HelloEntry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (HelloEntry) -> ()) { completion(HelloEntry(date: Date())) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<HelloEntry>) -> ()) {
    completion(Timeline(entries: [HelloEntry(date: Date())], policy: .never))
  }
}

@main
struct HelloWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "HelloWidget", provider: HelloProvider()) { _ in
      VStack {
        Text({text})
      }
      .containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
  }
}
"""


def write_widget(package, text):
    path = package / "Sources" / "HelloWidgets" / "HelloWidget.swift"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(WIDGET_SOURCE.replace("{text}", text))
    return path


def alt_text(expected):
    return f"[...document.images].some(i => (i.alt || '').includes({expected!r}))"


def check_serve_package(browser, checks, widget_gallery_binary, artifacts):
    """The `serve-package` section: a user's package, edited and compiled while served."""
    package = ROOT / ".build" / "serve-acceptance" / "HelloWidgets"
    package.mkdir(parents=True, exist_ok=True)
    (package / "Package.swift").write_text(PACKAGE_MANIFEST.replace("{root}", str(ROOT)))
    source = write_widget(package, '"Hello one"')
    swift = os.environ.get("SWIFT") or "swift"
    started = time.monotonic()
    built = subprocess.run([swift, "build", "--product", "hello-widgets"], check=False, cwd=package,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=5400)
    print(f"     first build of the package: {time.monotonic() - started:.1f} s", flush=True)
    if built.returncode == 0:
        # The server program `serve` hands over to, from this checkout's Serve/ package as `serve`
        # builds it; built here so its first build is not timed as serve's start-up.
        started = time.monotonic()
        built = subprocess.run([swift, "build", "--package-path", str(ROOT / "Serve"), "-c", "debug",
                                "--product", "widget-gallery-serve"], check=False,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=5400)
        print(f"     first build of widget-gallery-serve: {time.monotonic() - started:.1f} s", flush=True)
    if not checks.check("the package builds", built.returncode == 0, built.stdout[-2000:]):
        return
    binary = pathlib.Path(subprocess.run([swift, "build", "--product", "hello-widgets", "--show-bin-path"], check=False, cwd=package,
                                         capture_output=True, text=True, timeout=600).stdout.strip().splitlines()[-1]) / "hello-widgets"
    site = package / "Site"
    server, base = start_server(binary, ["--output", str(site)], package, artifacts, "serve-package")
    try:
        if not checks.check("the package's program serves its site", base is not None, "\n".join(server.lines[-20:])):
            return
        checks.check("it found its package and product",
                     server.wait_for_line(rf"watching {re.escape(str(package))} \(product hello-widgets, debug\)", 5) is not None,
                     "\n".join(server.lines[-5:]))
        server.wait_for_line(r"^start: render", 120)
        browser.navigate(f"{base}/widgets/HelloWidget.html")
        checks.check("the page shows the widget", wait_until(browser, alt_text("Hello one"), 10) is not None)

        times = []
        for step in range(int(os.environ.get("WIDGETGALLERY_SERVE_EDITS", "3"))):
            text = f"Hello edit {step}"
            lines_before = len(server.lines)
            write_widget(package, f'"{text}"')
            took = wait_until(browser, alt_text(text), 120)
            if took is None:
                checks.check(f"edit {step} shows in the page", False, "\n".join(server.lines[lines_before:]))
                return
            times.append(took)
            print(f"     edit {step} to page: {took:.2f} s ({' '.join(server.lines[lines_before:])})", flush=True)
        checks.check("each edit of the view shows its new text in the page", len(times) > 0)
        if times:
            print(f"     edit-to-page median of {len(times)}: {sorted(times)[len(times) // 2]:.2f} s", flush=True)
        good = text

        source.write_text(WIDGET_SOURCE.replace("{text}", '"Hello broken"').replace('Text("Hello broken")', 'Text("Hello broken"'))
        shown = wait_until(browser, f"!!({PANEL} && {PANEL}.querySelector('.location'))", 120)
        panel = browser.evaluate(f"{PANEL} ? {PANEL}.innerText : ''") or ""
        checks.check("a syntax error shows the compiler's file, line and message in the page",
                     shown is not None and "Sources/HelloWidgets/HelloWidget.swift:" in panel and "expected" in panel, panel)
        checks.check("the last good picture stays under the error", browser.evaluate(alt_text(good)))
        browser.screenshot(artifacts / "serve-compile-error.png")

        write_widget(package, '"Hello fixed"')
        recovered = wait_until(browser, f"{alt_text('Hello fixed')} && !{PANEL}", 120)
        checks.check("fixing the code recovers the page", recovered is not None)
        browser.screenshot(artifacts / "serve-recovered.png")
    finally:
        server.stop()
        write_widget(package, '"Hello one"')
