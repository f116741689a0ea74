#!/usr/bin/env python3
"""Edit-loop latencies of the built-in gallery, and a warm headless-Chromium screenshot baseline.

Run from anywhere. It edits one line of a seed's view (GameStatus's `Text("Current turn")`),
always puts the file back, and measures in the debug configuration `make gallery` uses (the
site benchmarks measure the screenshot baseline themselves, against the release build):

- edit-to-site: `swift build --product widget-gallery` then `widget-gallery build`, split into
  SwiftPM's own overhead (a build with nothing to do), compiling, linking (the link command of
  `swift build -v`, run again alone), the program's start-up (`list`) and render + write;
  then the same through `serve` over the whole gallery (no browser): from the file write to
  the site written, split into serve's planned build (SwiftPM's plan run by llbuild, linked
  with lld) and render, as its log gives them;
- edit-to-page: `widget-gallery serve` with the seed's page open in headless chromium, from the
  file write to the new text in the page (median of --edits), each edit's rebuild as serve's log
  gives it (planned build, or `swift build` and serve's reason for not using the plan); with
  --figures FOLDER the samples are also written to FOLDER/edit-to-page.json, which
  scripts/benchmark-figures.py prints and checks against the stored baseline;
- the screenshot baseline: one preview SVG of the same widget loaded and screenshotted by a warm
  headless chromium, again and again: screenshots per second.

With --without-plan, `serve` finds no `swift-build-tool` beside the `swift` it runs (a
wrapper script stands first on PATH), so every edit runs `swift build`: the figures before
serve rebuilt from SwiftPM's plan.

Prints `name: value` lines.
Usage: scripts/edit-latency.py [--edits N] [--only site|page|baseline]... [--without-plan] [--figures FOLDER]
"""

import argparse
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEED = ROOT / "Sources" / "Products" / "Seeds" / "GameStatus" / "Supplement.swift"
LINE = 'Text("Current turn")'
WIDGET = "com.mygame.game-status"
SWIFT = os.environ.get("SWIFT") or "swift"

sys.path.insert(0, str(ROOT / "scripts"))
from browsertest import serve as serve_live  # noqa: E402
from browsertest.browser import Browser  # noqa: E402


def timed(command, **kwargs):
    start = time.monotonic()
    result = subprocess.run(command, check=False, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    if result.returncode != 0:
        raise SystemExit(f"edit-latency: {' '.join(map(str, command))} failed:\n{result.stdout[-3000:]}")
    return time.monotonic() - start, result.stdout


def median(values):
    return sorted(values)[len(values) // 2]


class SeedEdit:
    """Changes the seed's line, and always puts the original back."""

    def __init__(self):
        self.original = SEED.read_text()
        if LINE not in self.original:
            raise SystemExit(f"edit-latency: {LINE} is no longer in {SEED}")

    def write(self, step):
        SEED.write_text(self.original.replace(LINE, f'Text("Current turn {step}")', 1))

    def restore(self):
        SEED.write_text(self.original)


def binary():
    shown = subprocess.run([SWIFT, "build", "--product", "widget-gallery", "--show-bin-path"], check=False, cwd=ROOT,
                           capture_output=True, text=True, timeout=600)
    return pathlib.Path(shown.stdout.strip().splitlines()[-1]) / "widget-gallery"


def private_environment(folder):
    """A new private preferences folder (each run needs one no run used before), so the program
    does not re-execute itself to make one; and a build-record cache of the benchmark's own."""
    preferences = tempfile.mkdtemp(prefix="preferences-", dir=folder)
    environment = dict(os.environ)
    environment["XDG_CONFIG_HOME"] = preferences
    environment["WIDGETGALLERY_PRIVATE_PREFERENCES"] = preferences
    environment["XDG_CACHE_HOME"] = str(folder / "cache")
    return environment


def measure_site(edit, edits, work):
    work.mkdir(parents=True, exist_ok=True)
    program = binary()
    site = work / "Site"
    timed([SWIFT, "build", "--product", "widget-gallery"], cwd=ROOT, timeout=3600)
    timed([program, "build", "--output", site, "--conditions", "none"], env=private_environment(work))
    noop = median([timed([SWIFT, "build", "--product", "widget-gallery"], cwd=ROOT)[0] for _ in range(3)])
    builds, renders, links = [], [], []
    for step in range(edits):
        edit.write(step)
        build_time, log = timed([SWIFT, "build", "--product", "widget-gallery", "-v"], cwd=ROOT, timeout=3600)
        render_time, _ = timed([program, "build", "--output", site, "--conditions", "none"], env=private_environment(work))
        builds.append(build_time)
        renders.append(render_time)
        link = [line for line in log.splitlines() if re.search(r"-o \S*/widget-gallery( |$)", line) and "swiftc" in line]
        if link:
            links.append(timed(["/bin/sh", "-c", link[-1]], cwd=ROOT)[0])
    edit.restore()
    timed([SWIFT, "build", "--product", "widget-gallery"], cwd=ROOT, timeout=3600)
    start_up = median([timed([program, "list"], env=private_environment(work))[0] for _ in range(3)])
    build, render = median(builds), median(renders)
    link = median(links) if links else float("nan")
    print(f"edit-to-site (build): {build + render:.2f} s median of {edits}")
    print(f"  swift build: {build:.2f} s = SwiftPM overhead {noop:.2f} s + compile {build - noop - link:.2f} s + link {link:.2f} s")
    print(
        f"  widget-gallery build: {render:.2f} s = start-up {start_up:.2f} s + render and write {render - start_up:.2f} s"
        " (target <= 1.5 s)"
    )
    measure_site_serve(edit, edits, work, program)


WITHOUT_PLAN = False


def start_prepared(program, arguments, work, artifacts, name):
    """`serve` started and past its preparing `swift build`, so edits find SwiftPM's plan."""
    path = os.environ["PATH"]
    if WITHOUT_PLAN:
        wrapper = work / "swift-without-plan"
        wrapper.mkdir(exist_ok=True)
        script = wrapper / "swift"
        script.write_text(f"#!/bin/sh\nexec {shutil.which(SWIFT)} \"$@\"\n")
        script.chmod(0o755)
        os.environ["PATH"] = f"{wrapper}:{path}"
    try:
        server, base = serve_live.start_server(program, arguments, work, artifacts, name)
    finally:
        os.environ["PATH"] = path
    if base is None or server.wait_for_line(r"^start: render", 300) is None:
        raise SystemExit("edit-latency: serve did not start:\n" + "\n".join(server.lines[-20:]))
    if server.wait_for_line(r"^prepared: ", 300) is None:
        raise SystemExit("edit-latency: serve did not prepare its builds:\n" + "\n".join(server.lines[-20:]))
    return server, base


def step_seconds(line, name):
    found = re.search(rf"{name} (\d+\.\d+) s", line)
    return float(found.group(1)) if found else float("nan")


def measure_site_serve(edit, edits, work, program):
    artifacts = work / "artifacts"
    artifacts.mkdir(exist_ok=True)
    server, _ = start_prepared(program, ["--output", str(work / "ServedSite")], work, artifacts, "serve-site")
    totals, builds, renders, how = [], [], [], set()
    try:
        for step in range(edits):
            time.sleep(0.5)
            lines = len(server.lines)
            start = time.monotonic()
            edit.write(step)
            found = server.wait_for_line(r"^Sources/.*: .*render \d", 300, start=lines)
            if found is None:
                raise SystemExit("edit-latency: serve never rendered the edit:\n" + "\n".join(server.lines[lines:]))
            totals.append(time.monotonic() - start)
            line = found.string
            how.add("planned build" if "planned build" in line else "swift build")
            builds.append(step_seconds(line, "planned build") if "planned build" in line else step_seconds(line, "swift build"))
            renders.append(step_seconds(line, "render"))
    finally:
        edit.restore()
        server.stop()
    print(f"edit-to-site (serve): {median(totals):.2f} s median of {edits}")
    print(f"  {' / '.join(sorted(how))} {median(builds):.2f} s + render {median(renders):.2f} s (serve's log)")


def tree_cpu_seconds(pid):
    """User + system CPU seconds of process `pid` and its descendants, the reaped ones included
    (a process's children are counted in it once it has waited for them)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total, pending = 0, [pid]
    while pending:
        current = pending.pop()
        try:
            stat = pathlib.Path(f"/proc/{current}/stat").read_text()
            fields = stat[stat.rindex(")") + 2:].split()
            total += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
            for task in pathlib.Path(f"/proc/{current}/task").iterdir():
                pending += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue
    return total / ticks


def measure_page(edit, edits, work, browser, figures=None):
    program = binary()
    timed([SWIFT, "build", "--product", "widget-gallery"], cwd=ROOT, timeout=3600)
    artifacts = work / "artifacts"
    artifacts.mkdir()
    server, base = start_prepared(program, ["--output", str(work / "Site"), "--", "--widgets", WIDGET], work, artifacts, "serve")
    times, cpu, swift_builds, stages = [], [], [], {}
    try:
        browser.navigate(f"{base}/widgets/{WIDGET}.html")
        for step in range(edits):
            time.sleep(0.5)
            lines = len(server.lines)
            cpu_before = tree_cpu_seconds(server.process.pid)
            edit.write(step)
            took = serve_live.wait_until(browser, serve_live.alt_text(f"Current turn {step}"), 300)
            if took is None:
                raise SystemExit("edit-latency: the edit never showed:\n" + "\n".join(server.lines[lines:]))
            times.append(took)
            server.wait_for_line(r"^Sources/.*: .*render \d", 30, start=lines)
            server.wait_for_line(r"^  stages: ", 5, start=lines)
            cpu.append(tree_cpu_seconds(server.process.pid) - cpu_before)
            log = server.lines[lines:]
            for line in log:
                if line.startswith("  stages: "):
                    for stage in re.finditer(r"([a-z][a-z ]*?) (\d+\.\d+) s", line[len("  stages: "):]):
                        stages.setdefault(stage.group(1), []).append(float(stage.group(2)))
            if not any("planned build" in line and "not used" not in line for line in log):
                reasons = [line.split(": ", 1)[1] for line in log if line.startswith("planned build not used: ")]
                swift_builds.append(f"edit {step}: " + ("; ".join(reasons) or "no reason in serve's log"))
            print(f"  edit {step}: {took:.2f} s, {cpu[-1]:.2f} CPU-s  ({'; '.join(log)})", flush=True)
    finally:
        edit.restore()
        server.stop()
    planned = f"{edits - len(swift_builds)} of {edits} through the planned build"
    load = [round(value, 2) for value in os.getloadavg()]
    print(f"edit-to-page (serve): {median(times):.2f} s median of {edits}, {planned} (target <= 1 s), load average {load}")
    print(f"  CPU per edit (serve and all it ran: build, link, render): {median(cpu):.2f} CPU-s median")
    if stages:
        shown = ", ".join(f"{name} {median(values):.2f} s" for name, values in stages.items())
        print(f"  stages (median of the edits that had them, serve's log): {shown}")
    if figures:
        figures.mkdir(parents=True, exist_ok=True)
        figure = {"name": "edit-to-page", "unit": "s", "samples": times, "swiftBuilds": swift_builds, "loadAverage": load}
        (figures / "edit-to-page.json").write_text(json.dumps(figure, sort_keys=True))


def measure_baseline(browser, work, count=40):
    program = binary()
    site = work / "baseline"
    timed([program, "build", "--output", site, "--widgets", WIDGET, "--conditions", "none"], env=private_environment(work))
    svg = sorted((site / "snapshots").rglob("*.svg"))[0]
    page = work / "baseline.html"
    page.write_text(f'<!doctype html><body style="margin:0"><img id="p" src="{svg.as_uri()}"></body>')
    browser.navigate(page.as_uri())
    for _ in range(3):  # warm
        browser.call("Page.captureScreenshot", {"format": "png"})
    start = time.monotonic()
    for step in range(count):
        # A fresh load of the SVG each time (the query defeats the cache), then its screenshot.
        browser.evaluate(f"new Promise(r => {{ const i = document.getElementById('p'); i.onload = r; i.src = {svg.as_uri()!r} + '?{step}'; }})")
        browser.call("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": 400, "height": 400, "scale": 1}})
    rate = count / (time.monotonic() - start)
    print(f"chromium screenshots: {rate:.1f} /s (warm headless chromium, one {WIDGET} preview)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--only", action="append", choices=["site", "page", "baseline"])
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--without-plan", action="store_true", help="serve runs swift build for every edit")
    parser.add_argument("--figures", type=pathlib.Path, help="also write the edit-to-page samples to FOLDER/edit-to-page.json")
    options = parser.parse_args()
    global WITHOUT_PLAN  # noqa: PLW0603 (a command-line switch, set once before anything runs)
    WITHOUT_PLAN = options.without_plan
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so the seed file is put back
    parts = options.only or ["site", "page", "baseline"]
    edit = SeedEdit()
    work = pathlib.Path(tempfile.mkdtemp(prefix="edit-latency-"))
    browser = None
    try:
        if "site" in parts:
            measure_site(edit, options.edits, work / "site")
        if "page" in parts or "baseline" in parts:
            (work / "page").mkdir()
            browser = Browser(options.chromium, work / "chromium.log")
        if "page" in parts:
            measure_page(edit, options.edits, work / "page", browser, options.figures and options.figures.resolve())
        if "baseline" in parts:
            # A browser of its own: a file: page after the served one loses the DevTools session.
            if browser:
                browser.close()
            browser = Browser(options.chromium, work / "chromium-baseline.log")
            measure_baseline(browser, work / "page")
    finally:
        edit.restore()
        if browser:
            browser.close()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
