/// Why a macro expansion's source could not be split into its parts, and where.
struct MacroSourceError: Error, Equatable, CustomStringConvertible {
  /// The UTF-8 offset of the problem in the expansion's source.
  var offset: Int
  var reason: String

  var description: String { reason }
}
