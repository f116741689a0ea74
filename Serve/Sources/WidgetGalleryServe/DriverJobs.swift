import Foundation

/// The jobs the Swift driver runs for one command (`swiftc … -###`), to be run directly: for
/// the executable's link on every edit (`swift-autolink-extract`, then clang's link), which
/// skips the driver's own start, about 0.05 CPU-s of each link here.
///
/// They stand for as long as the command and the files its response files name do; the
/// caller keys them on both.
struct DriverJobs: Equatable {
  /// Each job's command line, its program first (an absolute path).
  let jobs: [[String]]

  /// The jobs of `command` (`swiftc` and its arguments), as the driver prints them; nil when
  /// it does not print them, or prints a line that is not an absolute program and its
  /// arguments (then the caller runs the driver itself).
  static func asking(for command: [String]) async -> DriverJobs? {
    let driver = ChildProcess(executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()) + ["-###"])
    guard let outcome = try? await driver.run(), outcome.status == 0 else { return nil }
    return DriverJobs(printed: outcome.output)
  }

  /// The jobs in the driver's `-###` output; nil when a line is not a job.
  init?(printed: String) {
    var jobs: [[String]] = []
    for line in printed.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
      guard let words = Self.words(String(line)), let program = words.first, program.hasPrefix("/") else { return nil }
      jobs.append(words)
    }
    guard !jobs.isEmpty else { return nil }
    self.jobs = jobs
  }

  /// A command line as a POSIX shell splits it (the driver quotes arguments with single
  /// quotes, as in `'-rpath=$ORIGIN'`): words separated by blanks, quotes and backslashes
  /// taken away; nil when a quote is not closed.
  static func words(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if open == "\"" && character == "\\" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
