import ArgumentParser

/// A conditions file (`ConditionsFile`) that cannot be used: the build stops before it
/// renders and names the file, the key and the value.
struct ConditionsFileError: Error, CustomStringConvertible {
  var file: String
  var message: String

  var description: String { "\(file): \(message)" }
}

extension ConditionsFileError: ExitCodeConvertible {
  var exitCode: ExitCode { .badUsage }
}
