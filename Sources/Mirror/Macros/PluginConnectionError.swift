/// Why the connection to the compiler failed.
enum PluginConnectionError: Error, CustomStringConvertible {
  /// The input ended inside a message.
  case truncatedMessage
  /// A system call failed with `errno`.
  case system(String, CInt)

  var description: String {
    switch self {
    case .truncatedMessage: "the compiler's message ended early"
    case .system(let call, let errno): "\(call) failed (errno \(errno))"
    }
  }
}
