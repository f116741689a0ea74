"""The documentation catalog that `make docs` builds (.build/docs, a DocC archive for static
hosting), served over HTTP on loopback as a static host would serve it: the manual's landing
page (the `WidgetGallery` module's), one article and one symbol page must render their title
and text, with no console errors."""

import functools
import http.server
import threading

# The page's rendered title and the text of its main content, once DocC's app has drawn it.
PAGE_STATE = """(() => {
  const title = document.querySelector('main h1');
  const content = document.querySelector('main');
  return {title: title ? title.textContent.trim() : null, text: content ? content.innerText : ''};
})()"""

# (name, path, title, a phrase of its text)
PAGES = [
    ("docs-landing", "/documentation/widgetgallery",
     "WidgetGallery", "Depend on the package"),
    ("docs-article", "/documentation/widgetgallery/gettingstarted",
     "Getting a widget extension into a gallery", "Things Xcode adds at build time"),
    ("docs-symbol", "/documentation/widgetgalleryrender/widgetrenderer",
     "WidgetRenderer", "Renders a view, or a widget showing an entry, to one self-contained SVG document."),
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the archive's folder; requests are not logged to the test's output."""

    def log_message(self, format, *args):
        pass


def rendered(browser, timeout=20):
    """The page's title and text once its title is drawn (DocC renders in the browser)."""
    expression = f"""new Promise(done => {{ const start = Date.now();
      (function poll() {{ const state = {PAGE_STATE};
        if (state.title || Date.now() - start > {timeout * 1000}) done(state); else setTimeout(poll, 50); }})(); }})"""
    return browser.evaluate(expression, timeout=timeout + 10)


def check_docs(browser, checks, docs, artifacts):
    """Serves `docs` on a free loopback port and checks the landing page, one article and one symbol page."""
    if not (docs / "index.html").is_file():
        checks.check("docs exist", False, f"{docs}/index.html is missing (run `make docs`)")
        return
    handler = functools.partial(QuietHandler, directory=str(docs))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        # What the sections before left behind (a page of `serve` losing its server) is theirs.
        browser.navigate("about:blank")
        browser.console_errors()
        for name, path, title, phrase in PAGES:
            browser.navigate(base + path)
            state = rendered(browser)
            checks.check(f"{name}: title is {title!r}", state["title"] == title, f"got {state['title']!r}")
            checks.check(f"{name}: shows {phrase[:40]!r}…", phrase in state["text"],
                         f"not in the page's {len(state['text'])} characters of text")
            browser.screenshot(artifacts / f"{name}.png")
            errors = browser.console_errors()
            checks.check(f"{name}: no console errors", not errors, "; ".join(errors[:5]))
    finally:
        server.shutdown()
        server.server_close()
