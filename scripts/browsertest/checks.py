"""Named checks, one printed line each, and the page checks every section uses."""


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
# Pictures load lazily (loading="lazy"): the checks that every image loads make them eager first.
WAIT_FOR_IMAGES = """(document.querySelectorAll('img[loading=lazy]').forEach(i => { i.loading = 'eager'; }),
  Promise.all([...document.images].map(i => i.complete ? null : new Promise(r => { i.onload = i.onerror = r; }))))
  .then(() => document.images.length)"""


# The page's first contentful paint, in milliseconds from the start of its navigation: waited
# for (up to 10 s) rather than read at once, since a loaded page may not have painted yet on a
# busy machine; null if it never paints.
FIRST_PAINT = """new Promise(resolve => {
  const find = () => performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint');
  const found = find();
  if (found) { resolve(found.startTime); return; }
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntries().find(e => e.name === 'first-contentful-paint');
    if (entry) { observer.disconnect(); resolve(entry.startTime); }
  }).observe({type: 'paint', buffered: true});
  setTimeout(() => { const late = find(); resolve(late ? late.startTime : null); }, 10000);
})"""


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
