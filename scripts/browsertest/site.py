"""The built-in gallery site: index, deep links, page scripts, the long timeline, the mock-ups,
the conditions (switcher and Variants), every page and the dark theme."""

import json
import pathlib
import time

from .checks import BROKEN_IMAGES, WAIT_FOR_IMAGES, check_page
from .conditions import check_site_conditions
from .mockups import check_mockups
from .previews import check_previews_section
from .voiceover import check_voiceover

DEEP_LINK = "widgets/FavoriteEpisodeWidget.html#FavoriteEpisodeWidget--systemMedium--entry-0--dark"
LONG_TIMELINE = "widgets/RandomTranslationWidget.html"


def check_site(browser, checks, site, artifacts):
    """Every check of the site section, in page order."""
    base = site.resolve().as_uri() + "/"
    check_index(browser, checks, base, artifacts)
    check_deep_link(browser, checks, base, artifacts)
    check_long_timeline(browser, checks, base, artifacts)
    check_mockups(browser, checks, site, artifacts)
    check_site_conditions(browser, checks, site, artifacts)
    check_previews_section(browser, checks, site, artifacts)
    check_voiceover(browser, checks, site, artifacts)
    check_pages_and_theme(browser, checks, site, base, artifacts)


def check_index(browser, checks, base, artifacts):
    """The index: images, search, the family filter, and the first card's page."""
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


def check_deep_link(browser, checks, base, artifacts):
    """A deep link's highlight and scroll, anchors, copy link, tap targets, alt text and keys."""
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


def check_long_timeline(browser, checks, base, artifacts):
    """The long timeline: one scrubbed row, its scrubber and deep links into it."""
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


def check_pages_and_theme(browser, checks, site, base, artifacts):
    """Every widget page's images and console, then the dark theme and its toggle."""
    index_url = base + "index.html"
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
