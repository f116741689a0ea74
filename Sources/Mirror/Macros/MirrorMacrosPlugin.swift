#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The macro plugin the compiler runs for `#Preview`: it answers messages on the original
/// standard input and output until the compiler closes them. Standard output is pointed at
/// standard error first, so nothing printed can corrupt a message.
@main
struct MirrorMacrosPlugin {
  static func main() {
    let input = dup(STDIN_FILENO)
    let output = dup(STDOUT_FILENO)
    guard input >= 0, output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      report("cannot set up the compiler connection (errno \(errno))")
      exit(1)
    }
    close(STDIN_FILENO)
    let connection = MessageConnection(input: input, output: output)
    var handler = PluginMessageHandler()
    do {
      while let message = try connection.receive() {
        try connection.send(handler.handle(message))
      }
    } catch {
      report("\(error)")
      exit(1)
    }
  }

  /// Writes `message` to standard error, for the compiler to show.
  private static func report(_ message: String) {
    let line = Array("MirrorMacros: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
