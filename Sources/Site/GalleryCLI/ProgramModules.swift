import Foundation

/// The modules linked into a program as SwiftPM built it, and which import which: what lets a
/// build keep the pictures of widgets that an edit cannot change.
///
/// Read from the build folder beside the program: `<program>.product/Objects.LinkFileList`
/// names every object file linked, each in its module's `<Module>.build` folder, and that
/// folder's dependency files (`*.d`) name the modules the compiler loaded for it. A program
/// built another way has no such list, and no widget's pictures are kept across code changes.
struct ProgramModules {
  /// Module name → the identities of its object files, hashed.
  private var objects: [String: String] = [:]
  /// Module name → the linked modules it imports.
  private var imports: [String: Set<String>] = [:]

  /// The modules of the program at `program`; nil when it has no SwiftPM link list.
  init?(program: URL) {
    let folder = program.deletingLastPathComponent()
    let list = folder.appendingPathComponent(program.lastPathComponent + ".product/Objects.LinkFileList")
    guard let text = try? Data(contentsOf: list) else { return nil }
    var files: [String: [String]] = [:]
    var moduleFolders: [String: String] = [:]
    // The link list is long (an entry per object file), so its paths are cut as bytes.
    let slash = UInt8(ascii: "/")
    let quotes: [UInt8] = Array("'\" ".utf8)
    let buildSuffix = Array(".build".utf8)
    for line in text.split(whereSeparator: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
      guard let first = line.firstIndex(where: { !quotes.contains($0) }),
        let last = line.lastIndex(where: { !quotes.contains($0) })
      else { continue }
      let path = line[first...last]
      guard let folderEnd = path.lastIndex(of: slash) else { return nil }
      let moduleFolder = path[..<folderEnd]
      let folderName = moduleFolder[(moduleFolder.lastIndex(of: slash).map { $0 + 1 } ?? moduleFolder.startIndex)...]
      guard folderName.count > buildSuffix.count, folderName.suffix(buildSuffix.count).elementsEqual(buildSuffix) else {
        return nil
      }
      let module = String(decoding: folderName.dropLast(buildSuffix.count), as: UTF8.self)
      files[module, default: []].append(String(decoding: path, as: UTF8.self))
      moduleFolders[module] = String(decoding: moduleFolder, as: UTF8.self)
    }
    guard !files.isEmpty else { return nil }
    for (module, paths) in files {
      var fingerprint = Fingerprint()
      for path in paths.sorted() {
        guard fingerprint.addFile(path) else { return nil }
      }
      objects[module] = fingerprint.hex
    }
    for (module, moduleFolder) in moduleFolders {
      imports[module] = Self.imports(in: moduleFolder).filter { $0 != module && files[$0] != nil }
    }
  }

  /// The modules the compiler loaded for the sources in `moduleFolder`, as its dependency
  /// files name them (`…/Modules/Name.swiftmodule`): the module's own `emit-module` file when
  /// there is one, else every `.d` file there.
  private static func imports(in moduleFolder: String) -> Set<String> {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder)) ?? []
    let emitModule = all.filter { $0.hasSuffix(".emit-module.d") }
    var modules: Set<String> = []
    for file in emitModule.isEmpty ? all.filter({ $0.hasSuffix(".d") }) : emitModule {
      guard let data = FileManager.default.contents(atPath: moduleFolder + "/" + file) else { continue }
      modules.formUnion(moduleNames(in: data))
    }
    return modules
  }

  /// The `Name` of every `/Modules/Name.swiftmodule` in a dependency file. The files are
  /// large (every header and interface the compiler read: megabytes for a program), so they
  /// are searched as raw bytes, not split into strings.
  static func moduleNames(in data: Data) -> Set<String> {
    let marker = Array("/Modules/".utf8)
    let suffix = Array(".swiftmodule".utf8)
    var names: Set<String> = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count, let slash = memchr(base + offset, Int32(marker[0]), bytes.count - offset) {
        let found = base.distance(to: slash)
        guard bytes.count - found >= marker.count, memcmp(slash, marker, marker.count) == 0 else {
          offset = found + 1
          continue
        }
        let start = found + marker.count
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n"),
          bytes[end] != UInt8(ascii: "/")
        {
          end += 1
        }
        offset = end
        let name = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        guard name.count > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) else { continue }
        names.insert(String(decoding: name.dropLast(suffix.count), as: UTF8.self))
      }
    }
    return names
  }

  /// A key of the code that can change what `modules` draw, given that `gallery` holds the
  /// modules with widgets or previews: every linked module's objects except those of the
  /// gallery modules that neither import `modules` nor are imported by them (directly or
  /// through others). Nil when one of `modules` is not linked.
  func codeKey(for modules: Set<String>, gallery: Set<String>) -> String? {
    guard modules.allSatisfy({ objects[$0] != nil }) else { return nil }
    let related = closure(of: modules, following: imports).union(closure(of: modules, following: importers))
    var key = Fingerprint()
    for module in objects.keys.sorted() where related.contains(module) || !gallery.contains(module) {
      key.add("\(module) \(objects[module]!)")
    }
    return key.hex
  }

  /// Module name → the linked modules that import it.
  private var importers: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (module, imported) in imports {
      for other in imported { result[other, default: []].insert(module) }
    }
    return result
  }

  /// `start` and every module reached from it along `edges`.
  private func closure(of start: Set<String>, following edges: [String: Set<String>]) -> Set<String> {
    var reached = start
    var pending = Array(start)
    while let module = pending.popLast() {
      for next in edges[module] ?? [] where reached.insert(next).inserted { pending.append(next) }
    }
    return reached
  }
}
