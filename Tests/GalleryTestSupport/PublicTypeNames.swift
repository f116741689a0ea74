import Foundation

/// The public and open top-level types, protocols and type aliases that the sources of
/// `folder` (a path below this package's `Sources/`, every file below it) declare. Nested types
/// are not listed: they live inside the types that are. Attributes (`@MainActor @preconcurrency`)
/// and `nonisolated` may come first, as in the SDK.
package func publicTypeNames(inFolder folder: String) throws -> [String] {
  let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(folder)")
    .standardizedFileURL
  let pattern = try NSRegularExpression(
    pattern:
      #"^(?:@\w+\s+)*(?:nonisolated\s+)?(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)"#,
    options: .anchorsMatchLines)
  var found: [String] = []
  let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
  for file in files where file.pathExtension == "swift" {
    let text = try String(contentsOf: file, encoding: .utf8)
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range(at: 1), in: text) { found.append(String(text[range])) }
    }
  }
  return found
}
