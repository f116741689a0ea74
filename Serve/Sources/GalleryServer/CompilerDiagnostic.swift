import Foundation

/// One error the Swift compiler reported: where and what.
package struct CompilerDiagnostic: Equatable, Sendable, Codable {
  /// The file, relative to the package when it lies inside it.
  package var file: String
  package var line: Int
  package var column: Int
  package var message: String

  package init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The errors in a `swift build` log, each once, in the order the compiler gave them.
  ///
  /// Reads lines of the form `/path/File.swift:12:5: error: message`; paths below
  /// `packageRoot` are made relative to it.
  package static func errors(in log: String, packageRoot: String? = nil) -> [CompilerDiagnostic] {
    var found: [CompilerDiagnostic] = []
    for line in log.split(whereSeparator: \.isNewline) {
      guard let range = line.range(of: ": error: ") else { continue }
      let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let column = Int(location[location.count - 1]), let number = Int(location[location.count - 2])
      else {
        continue
      }
      var file = location[..<(location.count - 2)].joined(separator: ":")
      if let packageRoot {
        let prefix = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        if file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
      }
      let diagnostic = CompilerDiagnostic(file: file, line: number, column: column, message: String(line[range.upperBound...]))
      if !found.contains(diagnostic) { found.append(diagnostic) }
    }
    return found
  }
}
