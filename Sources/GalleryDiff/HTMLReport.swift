import Foundation

/// The self-contained HTML report: counts, then every changed, added and removed preview with
/// its change in words and four views of the two pictures (two-up, swipe, onion skin and a
/// pixel difference computed in the browser with canvas), then the unchanged previews listed.
///
/// Images: the SVGs of listed previews are embedded as `data:` URIs (each file once) until
/// `embedLimit` bytes of SVG are embedded; later ones are referenced by paths relative to the
/// report (`oldPath`/`newPath`), so keep the report next to the folders when that happens.
/// Unchanged previews are listed without pictures. Every string from a site is escaped.
package struct HTMLReport {
  /// The folders whose files the report embeds.
  package var oldFolder: URL
  package var newFolder: URL
  /// The old and new folders as seen from the report's folder, for referenced images.
  package var oldPath: String
  package var newPath: String
  /// Prepended to gallery links of new (and added) previews, and of removed ones.
  package var newGalleryBase: String
  package var oldGalleryBase: String
  /// Bytes of SVG embedded at most before images are referenced instead.
  package var embedLimit = 40_000_000

  package init(oldFolder: URL, newFolder: URL, oldPath: String, newPath: String, newGalleryBase: String, oldGalleryBase: String) {
    self.oldFolder = oldFolder
    self.newFolder = newFolder
    self.oldPath = oldPath
    self.newPath = newPath
    self.newGalleryBase = newGalleryBase
    self.oldGalleryBase = oldGalleryBase
  }

  /// The HTML document.
  package func render(_ report: DiffReport) -> String {
    let e = ReportEscaping.markup
    let c = report.counts
    var images: [String: String] = [:]
    var embedded = 0
    func image(_ side: String, _ folder: URL, _ relative: String, _ file: String?) -> String {
      guard let file else { return "" }
      let key = side + ":" + file
      if images[key] == nil {
        if embedded < embedLimit, let data = try? Data(contentsOf: folder.appendingPathComponent(file)) {
          embedded += data.count
          images[key] = "data:image/svg+xml;base64," + data.base64EncodedString()
        } else {
          images[key] = Self.join(relative, file)
        }
      }
      return key
    }

    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Widget gallery diff</title>
      <style>\(Self.css)</style>
      </head>
      <body>
      <header>
      <h1>Widget gallery diff</h1>
      <p class="folders"><span>old</span> <code>\(e(report.old))</code> <span>new</span> <code>\(e(report.new))</code> (\(report.mode == .site ? "sites, previews matched by anchor" : "snapshot folders, files matched by path"))</p>
      <ul class="counts">
      <li class="changed"><b>\(c.changed)</b> changed</li>
      <li class="added"><b>\(c.added)</b> added</li>
      <li class="removed"><b>\(c.removed)</b> removed</li>
      <li class="unchanged"><b>\(c.unchanged)</b> unchanged</li>
      </ul>
      </header>
      <main>

      """
    let listed = report.previews.filter { $0.status != .unchanged }
    if listed.isEmpty { html += "<p class=\"none\">No preview changed.</p>\n" }
    for (index, preview) in listed.enumerated() {
      let oldKey = image("old", oldFolder, oldPath, preview.oldFile)
      let newKey = image("new", newFolder, newPath, preview.newFile)
      html += "<section class=\"preview \(preview.status.rawValue)\" id=\"p\(index)\">\n"
      html += "<h2><span class=\"status\">\(preview.status.rawValue)</span> <a href=\"#p\(index)\">\(e(preview.id))</a></h2>\n"
      html += galleryLinks(preview)
      if !preview.changes.isEmpty {
        html += "<ul class=\"changes\">\n"
        for sentence in preview.changes { html += "<li>\(e(sentence))</li>\n" }
        html += "</ul>\n"
      }
      html += "<div class=\"viewer\" data-old=\"\(e(oldKey))\" data-new=\"\(e(newKey))\">\n"
      if preview.status == .changed {
        html += """
          <div class="modes" role="group" aria-label="Comparison view"><button type="button" data-mode="two-up" class="on" aria-pressed="true">Two-up</button><button type="button" data-mode="swipe" aria-pressed="false">Swipe</button><button type="button" data-mode="onion" aria-pressed="false">Onion skin</button><button type="button" data-mode="difference" aria-pressed="false">Difference</button>
          <input type="range" min="0" max="100" value="50" aria-label="Swipe position or opacity" hidden></div>

          """
      }
      html += "<div class=\"stage two-up\"><figure class=\"old\"><img alt=\"old\"><figcaption>old</figcaption></figure><figure class=\"new\"><img alt=\"new\"><figcaption>new</figcaption></figure><figure class=\"diff\"><canvas></canvas><figcaption></figcaption></figure></div>\n"
      html += "</div>\n</section>\n"
    }
    let unchanged = report.previews(.unchanged)
    if !unchanged.isEmpty {
      html += "<details class=\"unchanged-list\"><summary>\(unchanged.count) unchanged previews</summary>\n<ul>\n"
      for preview in unchanged {
        if let link = preview.galleryLink {
          html += "<li><a href=\"\(e(newGalleryBase + link))\">\(e(preview.id))</a></li>\n"
        } else {
          html += "<li>\(e(preview.id))</li>\n"
        }
      }
      html += "</ul>\n</details>\n"
    }
    html += "</main>\n<script>const IMAGES = \(Self.scriptJSON(images));\n\(Self.script)</script>\n</body>\n</html>\n"
    return html
  }

  private func galleryLinks(_ preview: PreviewDiff) -> String {
    guard let link = preview.galleryLink else { return "" }
    let e = ReportEscaping.markup
    let base = preview.status == .removed ? oldGalleryBase : newGalleryBase
    let side = preview.status == .removed ? "old" : "new"
    var text = "<p class=\"links\"><a href=\"\(e(base + link))\">in the \(side) gallery</a>"
    if preview.status == .changed { text += " · <a href=\"\(e(oldGalleryBase + link))\">in the old gallery</a>" }
    return text + "</p>\n"
  }

  /// `base/file` with one slash, or `file` when the base is empty.
  package static func join(_ base: String, _ file: String) -> String {
    if base.isEmpty || base == "." { return file }
    return base.hasSuffix("/") ? base + file : base + "/" + file
  }

  /// A JSON object of the images, safe inside a `<script>` element, keys sorted.
  static func scriptJSON(_ images: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(images)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return json.replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
  }

  /// Swipe and onion skin stack the two figures in one grid cell as wide as the wider picture
  /// (not the page), so the swipe's clip percentage is a share of the picture.
  static let css = """
    :root{color-scheme:light dark;--line:#8884;--changed:#c77c02;--added:#1f883d;--removed:#cf222e}
    body{font:14px/1.45 system-ui,-apple-system,sans-serif;margin:0 auto;max-width:1100px;padding:16px}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:0 0 6px;word-break:break-all}
    .folders span{opacity:.6}.counts{display:flex;gap:16px;list-style:none;padding:0}
    .counts .changed b{color:var(--changed)}.counts .added b{color:var(--added)}.counts .removed b{color:var(--removed)}
    .preview{border:1px solid var(--line);border-radius:8px;padding:12px;margin:12px 0}
    .status{font-size:12px;text-transform:uppercase;padding:1px 6px;border-radius:4px;color:#fff;background:var(--changed)}
    .added .status{background:var(--added)}.removed .status{background:var(--removed)}
    .changes{margin:6px 0;padding-left:20px}.links{margin:0;font-size:13px}
    .modes{display:flex;gap:4px;align-items:center;margin:8px 0}.modes button{border:1px solid var(--line);background:none;color:inherit;border-radius:4px;padding:2px 8px;cursor:pointer}
    .modes button.on{background:#0969da;color:#fff}
    .stage{display:flex;gap:12px;flex-wrap:wrap;position:relative}
    figure{margin:0}figcaption{font-size:12px;opacity:.7}
    img,canvas{display:block;background:repeating-conic-gradient(#8882 0 25%,transparent 0 50%) 0 0/16px 16px}
    .added .old,.removed .new,.stage .diff{display:none}
    .stage.swipe,.stage.onion{display:grid;justify-content:start}.stage.swipe figure,.stage.onion figure{grid-area:1/1}
    .stage.swipe figcaption,.stage.onion figcaption{display:none}
    .stage.difference .old,.stage.difference .new{display:none}.stage.difference .diff{display:block}
    details{margin:16px 0}
    """

  static let script = """
    (function () {
      function load(img, key) { return new Promise(function (done) {
        if (!key) { done(null); return; }
        img.onload = function () { done(img); }; img.onerror = function () { done(null); };
        img.src = IMAGES[key];
      }); }
      function difference(stage, a, b) {
        var canvas = stage.querySelector('.diff canvas'), caption = stage.querySelector('.diff figcaption');
        var w = Math.max(a.naturalWidth, b.naturalWidth) * 2, h = Math.max(a.naturalHeight, b.naturalHeight) * 2;
        canvas.width = w; canvas.height = h; canvas.style.width = (w / 2) + 'px';
        var ctx = canvas.getContext('2d');
        function pixels(img) { ctx.clearRect(0, 0, w, h); ctx.drawImage(img, 0, 0, img.naturalWidth * 2, img.naturalHeight * 2); return ctx.getImageData(0, 0, w, h); }
        try {
          var p = pixels(a).data, q = pixels(b), d = q.data, changed = 0;
          for (var i = 0; i < d.length; i += 4) {
            var delta = Math.abs(p[i] - d[i]) + Math.abs(p[i + 1] - d[i + 1]) + Math.abs(p[i + 2] - d[i + 2]) + Math.abs(p[i + 3] - d[i + 3]);
            if (delta > 8) { changed++; d[i] = 255; d[i + 1] = 0; d[i + 2] = 80; d[i + 3] = 255; }
            else { var g = (d[i] + d[i + 1] + d[i + 2]) / 3; d[i] = d[i + 1] = d[i + 2] = g; d[i + 3] = d[i + 3] * 0.25; }
          }
          ctx.putImageData(q, 0, 0);
          caption.textContent = changed + ' of ' + (w * h) + ' pixels differ (at 2x)';
        } catch (error) { caption.textContent = 'The browser refused to read the pixels: ' + error; }
      }
      document.querySelectorAll('.viewer').forEach(function (viewer) {
        var stage = viewer.querySelector('.stage'), range = viewer.querySelector('input');
        var oldImg = viewer.querySelector('.old img'), newImg = viewer.querySelector('.new img');
        var ready = Promise.all([load(oldImg, viewer.dataset.old), load(newImg, viewer.dataset.new)]);
        var mode = 'two-up';
        function apply() {
          var v = range ? range.value / 100 : 0.5;
          newImg.parentNode.style.clipPath = mode === 'swipe' ? 'inset(0 0 0 ' + (v * 100) + '%)' : '';
          newImg.parentNode.style.opacity = mode === 'onion' ? v : '';
        }
        viewer.querySelectorAll('button').forEach(function (button) {
          button.addEventListener('click', function () {
            mode = button.dataset.mode;
            viewer.querySelectorAll('button').forEach(function (b) { b.classList.toggle('on', b === button); b.setAttribute('aria-pressed', String(b === button)); });
            stage.className = 'stage ' + mode;
            range.hidden = mode !== 'swipe' && mode !== 'onion';
            apply();
            if (mode === 'difference') ready.then(function (images) { if (images[0] && images[1]) difference(stage, images[0], images[1]); });
          });
        });
        if (range) range.addEventListener('input', apply);
      });
    })();
    """
}
