/// Why `serve` could not start its server program.
package struct ServeLaunchError: Error, CustomStringConvertible {
  package var reason: String

  package var description: String { reason }
}
