import Foundation

/// The script `serve` adds to the HTML pages it serves (never to the files on disk).
///
/// It listens to the server's events: when a newer site is in place it remembers the scroll
/// place and reloads (the URL, and so the selected anchor, stays); when a rebuild fails it
/// shows a panel with each error's file, line and message over the last good page.
enum LiveScript {
  /// `page` with the script tag before its closing `</body>` (or at its end).
  static func inject(into page: Data, generation: Int) -> Data {
    let tag = Data("<script src=\"\(SiteServer.prefix)/live.js\" data-generation=\"\(generation)\"></script>\n".utf8)
    guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + tag }
    var injected = page
    injected.replaceSubrange(end.lowerBound..<end.lowerBound, with: tag)
    return injected
  }

  static let source = """
    (function () {
      "use strict";
      var script = document.currentScript;
      var generation = Number(script.getAttribute("data-generation"));
      var key = "widget-gallery-serve-scroll:" + location.pathname;
      var saved = null;
      try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); } catch (e) {}
      if (saved) {
        var restore = function () { window.scrollTo(saved.x, saved.y); };
        if (document.readyState === "complete") restore(); else window.addEventListener("load", restore);
      }
      var panel = null;
      function clearFailure() {
        if (panel) { panel.remove(); panel = null; }
      }
      function showFailure(failure) {
        clearFailure();
        panel = document.createElement("section");
        panel.id = "widget-gallery-serve-failure";
        panel.setAttribute("role", "alert");
        panel.style.cssText = "position:fixed;left:12px;right:12px;top:12px;z-index:2147483647;max-height:60vh;overflow:auto;" +
          "background:#fff5f5;color:#5c0011;border:2px solid #d4380d;border-radius:10px;padding:12px 16px;" +
          "font:13px/1.45 ui-monospace,Menlo,monospace;box-shadow:0 6px 24px rgba(0,0,0,.25);white-space:pre-wrap";
        var title = document.createElement("strong");
        title.textContent = failure.summary + " — the pictures below are from the last good build";
        panel.appendChild(title);
        (failure.diagnostics || []).forEach(function (d) {
          var row = document.createElement("div");
          row.className = "diagnostic";
          var where = document.createElement("span");
          where.className = "location";
          where.textContent = d.file + ":" + d.line + ":" + d.column;
          var message = document.createElement("span");
          message.className = "message";
          message.textContent = " error: " + d.message;
          row.appendChild(where);
          row.appendChild(message);
          panel.appendChild(row);
        });
        if (!(failure.diagnostics || []).length && failure.log) {
          var log = document.createElement("pre");
          log.style.cssText = "white-space:pre-wrap;margin:6px 0 0;font:inherit";
          log.textContent = failure.log;
          panel.appendChild(log);
        }
        document.body.appendChild(panel);
      }
      var events = new EventSource("\(SiteServer.prefix)/events");
      events.addEventListener("open", function () {
        document.documentElement.setAttribute("data-widget-gallery-live", "open");
      });
      events.addEventListener("status", function (event) {
        var status = JSON.parse(event.data);
        if (status.generation > generation) {
          try { sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY })); } catch (e) {}
          events.close();
          location.reload();
          return;
        }
        document.documentElement.toggleAttribute("data-widget-gallery-building", !!status.building);
        if (status.failure) showFailure(status.failure); else clearFailure();
      });
    })();

    """
}
