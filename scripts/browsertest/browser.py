"""A headless chromium driven over the DevTools protocol (--remote-debugging-pipe): only the
Python standard library and Debian's `chromium` package, no chromedriver, network or display."""

import base64
import fcntl
import json
import os
import pathlib
import select
import shutil
import subprocess
import tempfile
import time
import contextlib


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

        self.log = open(log_path, "wb")  # noqa: SIM115 (open for the browser's whole life; closed in close())
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
            preexec_fn=wire_fds, close_fds=False, env=env)  # noqa: PLW1509 (no threads are running yet)
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
                with contextlib.suppress(BrowserError, OSError):
                    self.call("Browser.close", timeout=5)
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()
        finally:
            for fd in (self.to_child, self.from_child):
                with contextlib.suppress(OSError):
                    os.close(fd)
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)
