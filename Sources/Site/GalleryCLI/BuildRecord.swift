import Foundation
import GalleryFormats
import GalleryRunner
import GalleryTemplates

/// What the last successful build of a site folder was made from, so a rebuild with nothing
/// changed can stop at once, and a rebuild after a code edit keeps the pictures of the widgets
/// the edit cannot change.
///
/// The inputs are fingerprinted by file identity (device, inode, size, modification time),
/// never read: the program, the resource bundles beside it and the libraries it renders
/// with, the fixture and asset folders, the templates, the installed fonts, the command line
/// and the locale and time zone variables. The site folder's own files are fingerprinted the
/// same way, so a file edited or deleted by hand is noticed. Each widget also has a code key
/// (`ProgramModules.codeKey`): while everything but the program is as recorded, a widget
/// whose key is unchanged keeps its pictures. Records live in
/// `$XDG_CACHE_HOME/widget-gallery` (or `~/.cache/widget-gallery`), one per site folder, never
/// in the site. `build --force` ignores them; `build --check` never uses them.
struct BuildRecord: Codable, Equatable {
  /// Everything the build read but the program.
  var inputs: String
  var program: String
  /// Widget id → the key of the code that can change its pictures, for widgets that have one.
  var widgets: [String: String]
  /// The files the build wrote, relative to the site folder, and their fingerprint.
  var files: [String]
  var site: String
  /// How many previews the build listed (nil in a record of an earlier version): what a
  /// build with the default `--jobs` expects the next build to render.
  var previews: Int?

  /// Whether `output` still holds the files this record lists, as written.
  func siteIsIntact(_ output: URL) -> Bool {
    !site.isEmpty && Self.site(output, files: files) == site
  }

  /// Whether this record, of a site still intact (`siteIsIntact`), describes it built from
  /// the inputs `currentInputs` fingerprints by this program.
  func isCurrent(inputs currentInputs: () -> String) -> Bool {
    Self.program() == program && currentInputs() == inputs
  }

  /// The widgets whose pictures this record's site, still intact (`siteIsIntact`), can keep
  /// for a build with `inputs` and these code keys: those whose key is as recorded, when
  /// nothing but the program changed; none otherwise.
  func keptWidgets(inputs currentInputs: String, codeKeys: [String: String]) -> Set<String> {
    guard currentInputs == inputs else { return [] }
    return Set(codeKeys.filter { widgets[$0.key] == $0.value }.keys)
  }

  /// The running program's identity.
  static func program() -> String {
    var program = Fingerprint()
    program.addFile("/proc/self/exe")
    return program.hex
  }

  /// The fingerprint of a build's inputs; take it before rendering, which maps more files.
  ///
  /// - Parameter folders: folders named on the command line (`--fixtures`, `--assets`),
  ///   whose contents count as well as their names.
  static func inputs(arguments: [String], sources: [GalleryWidget], folders: [URL], templates: URL?) -> String {
    var inputs = Fingerprint()
    inputs.add(arguments.joined(separator: "\u{0}"))
    for name in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LC_NUMERIC", "TZ"] {
      inputs.add("\(name)=\(ProcessInfo.processInfo.environment[name] ?? "")")
    }
    // Resource bundles built beside the program: widget code may read them directly.
    let programFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let bundles = (try? FileManager.default.contentsOfDirectory(atPath: programFolder.path)) ?? []
    for bundle in bundles.sorted() where bundle.hasSuffix(".resources") || bundle.hasSuffix(".bundle") {
      inputs.addTree(programFolder.appendingPathComponent(bundle).path)
    }
    for library in loadedLibraries() { inputs.addFile(library) }
    for source in sources {
      for folder in [source.fixturesDirectory, source.assetsDirectory].compactMap({ $0 }) { inputs.addTree(folder.path) }
    }
    for folder in folders { inputs.addTree(folder.path) }
    inputs.addTree((templates ?? builtInTemplatesDirectory).path)
    for fonts in ["/usr/share/fonts", "/usr/local/share/fonts"] { inputs.addTree(fonts) }
    return inputs.hex
  }

  /// The record kept for `output`, if a build recorded one.
  static func stored(for output: URL) -> BuildRecord? {
    guard let data = FileManager.default.contents(atPath: file(for: output).path) else { return nil }
    return try? JSONDecoder().decode(BuildRecord.self, from: data)
  }

  /// Keeps this record for `output`; a record that cannot be written only costs a rebuild.
  func store(for output: URL) {
    let file = Self.file(for: output)
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(self).write(to: file, options: .atomic)
  }

  /// Forgets the record, so the next build renders everything.
  static func remove(for output: URL) {
    try? FileManager.default.removeItem(at: file(for: output))
  }

  private static func file(for output: URL) -> URL {
    let environment = ProcessInfo.processInfo.environment
    let cache =
      environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    let name = FNV1a.hash(Array(output.standardizedFileURL.path.utf8)).id(prefix: "site-")
    return cache.appendingPathComponent("widget-gallery/\(name).json")
  }

  /// The site's files by identity: changes when any is edited, replaced or deleted.
  ///
  /// - Parameter files: paths relative to `output`, as the build wrote them.
  static func site(_ output: URL, files: [String]) -> String {
    var site = Fingerprint()
    for path in files.sorted() {
      guard site.addFile(output.appendingPathComponent(path).path) else { return "" }
    }
    return site.hex
  }

  /// The libraries a rendering depends on, as this process loaded them at start: the Swift
  /// runtime and Foundation, HarfBuzz, FreeType, ICU, libxml2 and the C libraries.
  ///
  /// Libraries loaded later and on demand (TLS and the like, for networking) are left out:
  /// whether they are loaded yet varies from run to run.
  private static func loadedLibraries() -> [String] {
    guard let maps = fopen("/proc/self/maps", "r") else { return [] }
    defer { fclose(maps) }
    var paths = Set<String>()
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    // A line ends with the mapped file's path, if any: from its first slash to the line's end.
    while case let length = getline(&line, &capacity, maps), length > 0, let line {
      let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: length)
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { continue }
      var end = bytes.endIndex
      while end > slash, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      let path = String(decoding: bytes[slash..<end], as: UTF8.self)
      let name = path[path.index(after: path.lastIndex(of: "/")!)...]
      if renderingLibraryPrefixes.contains(where: name.hasPrefix) { paths.insert(path) }
    }
    free(line)
    return paths.sorted()
  }

  private static let renderingLibraryPrefixes = [
    "libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libharfbuzz", "libfreetype", "libicu",
    "libxml2", "libpng", "libz.", "libbrotli", "libgraphite2", "libstdc++", "libc.", "libm.",
  ]
}
