// Helpers for the snippet tests: resolve a snippet's view and read what it shows.
import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

/// Resolves `view` as a widget's content in an environment with `family`.
@MainActor func resolved<V: View>(_ view: V, family: WidgetFamily = .systemSmall) -> (node: ViewNode, widget: WidgetResolution) {
  var environment = EnvironmentValues()
  environment.widgetFamily = family
  let context = ResolveContext(environment: environment)
  return (context.resolveSingle(view), context.widget)
}

@MainActor extension ViewNode {
  /// Every node of the tree, depth first, with the content of geometry readers evaluated for
  /// a reader of `readerSize`.
  func allNodes(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [ViewNode] {
    var nested = children
    if case .geometryReader(let content) = kind {
      nested = content(GeometryProxy(size: readerSize))
    }
    return [self] + nested.flatMap { $0.allNodes(readerSize: readerSize) }
  }

  /// The strings of every text in the tree, in order.
  func texts(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [String] {
    allNodes(readerSize: readerSize).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
  }

  /// The view types of every node in the tree, in order.
  func types(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [String] {
    allNodes(readerSize: readerSize).map(\.viewType)
  }

  /// The modifiers in the tree, in order.
  func modifiers(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [ResolvedModifier] {
    allNodes(readerSize: readerSize).compactMap { if case .modified(_, let modifier) = $0.kind { modifier } else { nil } }
  }

  /// The frames of every `frame(width:height:)` in the tree.
  func fixedFrames(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [CGSize] {
    modifiers(readerSize: readerSize).compactMap {
      if case .frame(let width?, let height?, _) = $0 { CGSize(width: width, height: height) } else { nil }
    }
  }

  /// The URLs of every `Link` in the tree.
  func links(readerSize: CGSize = CGSize(width: 338, height: 158)) -> [URL] {
    modifiers(readerSize: readerSize).compactMap { if case .link(let url) = $0 { url } else { nil } }
  }
}

/// Runs a provider's completion-handler call and waits for the value it delivers.
func delivered<Value>(
  timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
  _ call: (@escaping (Value) -> Void) -> Void
) throws -> Value {
  let box = DeliveredBox<Value>()
  call { box.set($0) }
  let deadline = Date(timeIntervalSinceNow: timeout)
  while box.value == nil && Date() < deadline {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
  }
  return try XCTUnwrap(box.value, "the completion handler was not called within \(timeout) s", file: file, line: line)
}
