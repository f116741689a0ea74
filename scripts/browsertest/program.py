"""The `widget-gallery` executable the sections run, built beforehand (make test-browser builds
it); this package never builds it."""

import os
import pathlib
import sys

from .browser import BrowserError

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent


def widget_gallery(path=None):
    """The executable at `path`, $WIDGETGALLERY_PROGRAM or .build/debug/widget-gallery. Raises
    BrowserError when it is missing; warns when a source file is newer (a build may leave an
    unchanged program untouched, so that alone is no failure)."""
    binary = pathlib.Path(path or os.environ.get("WIDGETGALLERY_PROGRAM") or ROOT / ".build" / "debug" / "widget-gallery")
    build = "swift build --product widget-gallery (or make test-browser, which builds it)"
    if not binary.is_file():
        raise BrowserError(f"{binary} is missing: run {build}")
    sources = [ROOT / "Package.swift", *(ROOT / "Sources").rglob("*.swift"), *(ROOT / "Templates").rglob("*")]
    newest = max(sources, key=lambda p: p.stat().st_mtime)
    if binary.stat().st_mtime < newest.stat().st_mtime:
        print(f"warning: {binary} is older than {newest.relative_to(ROOT)}; if that changed, run {build}",
              file=sys.stderr, flush=True)
    return binary
