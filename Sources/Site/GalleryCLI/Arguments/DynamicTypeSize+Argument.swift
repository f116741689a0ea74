import ArgumentParser
import SwiftUI

/// `build --dynamic-type` takes a size by `DynamicTypeSize`'s case name (`xSmall` …
/// `accessibility5`); help lists them smallest first and shell completions offer them.
extension DynamicTypeSize: ExpressibleByArgument {
  public init?(argument: String) {
    guard let size = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
    self = size
  }

  public var defaultValueDescription: String { "\(self)" }

  public static var allValueStrings: [String] { allCases.map { "\($0)" } }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
