import ArgumentParser
import LayoutEngine

/// `build --device` takes a device by its table name, as `Device.named(_:)` reads it (any case,
/// `×` for `x`); help lists every device in the table's order and shell completions offer them.
extension Device: ExpressibleByArgument {
  public init?(argument: String) {
    guard let device = Device.named(argument) else { return nil }
    self = device
  }

  public var defaultValueDescription: String { name }

  public static var allValueStrings: [String] { all.map(\.name) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
