import Foundation
@testable import ViewDSL

/// Resolves a view in an environment set up by `configure`.
func resolve<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> ViewNode {
  var environment = EnvironmentValues()
  configure(&environment)
  return ResolveContext(environment: environment).resolveSingle(view)
}

/// Resolves a view into the list of nodes it stands for.
func resolveAll<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [ViewNode] {
  var environment = EnvironmentValues()
  configure(&environment)
  return ResolveContext(environment: environment).resolve(view)
}

extension ViewNode {
  /// Every node of the tree, depth first, including modifier content and secondary views.
  var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }

  /// The strings of every text in the tree, in order.
  var texts: [String] {
    allNodes.compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
  }

  /// The view types of every node in the tree, in order.
  var types: [String] { allNodes.map(\.viewType) }

  /// The first modifier of a given case in the tree.
  func firstModifier(where matches: (ResolvedModifier) -> Bool) -> ResolvedModifier? {
    for node in allNodes {
      if case .modified(_, let modifier) = node.kind, matches(modifier) { return modifier }
    }
    return nil
  }
}

/// A 3×2 PNG header (IHDR only): enough for `UIImage(data:)` to read its size.
let tinyPNG: Data = {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
  bytes += Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0, 0, 0, 0, 0]
  return Data(bytes)
}()

/// Holds what a completion handler delivered; the handlers under test call synchronously.
final class Received<Value>: @unchecked Sendable {
  var value: Value?
}
