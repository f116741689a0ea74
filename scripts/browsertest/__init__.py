"""Browser tests of the gallery with Debian's headless chromium, run by scripts/browser-test.py.

`browser` drives chromium over the DevTools pipe; `checks` records and prints checks; the
sections are `site` (the built-in site), `mockups` (part of it), `diff_report`, and `serve`;
`program` finds the `widget-gallery` executable, which is built beforehand.
"""
