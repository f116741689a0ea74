import ArgumentParser

extension ParsableArguments {
  /// The parsed value of every option, flag, argument and option group of this command, as
  /// `name=value` lines in declaration order, for a fingerprint of what the command was asked.
  ///
  /// Read from the command itself, so an option added to the command is in its fingerprint
  /// without being listed anywhere; `excluded` names the ones that do not change what the
  /// command writes (`jobs`, `force`…), by property name.
  func fingerprintArguments(excluding excluded: Set<String>) -> [String] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label.map({ $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }), !excluded.contains(label)
      else { return nil }
      return "\(label)=\(String(describing: child.value))"
    }
  }
}
