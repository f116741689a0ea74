import Foundation
import MirrorCore
import SwiftUI
import WidgetKit

/// One content state a Live Activity is shown in: a row of its page.
package struct ActivityState {
  /// The row: a preview's state (`preview-<name>`, then `-2`, `-3`… for a preview's later
  /// states) or a fixture's (`state-<n>`).
  package let kind: PreviewEntry.Kind
  /// As the page names the row: the preview's name (numbered when it has several states) or
  /// the fixture's.
  package let name: String
  package let attributes: Any
  package let state: Any
}

extension ActivityState {
  /// The file a Live Activity's fixture is read from: `LiveActivities/<Attributes>.json` in
  /// the fixture folder.
  package static func fixtureFile(for activity: ErasedActivity, in folder: URL) -> URL {
    folder.appendingPathComponent("LiveActivities").appendingPathComponent("\(activity.kind).json")
  }

  /// The content states `widget`, a Live Activity, is shown in: those of its
  /// `#Preview(_:as:using:widget:contentStates:)`s, in link order, then those of its fixture
  /// file (`{"attributes": {…}, "states": [{"name": "Ordered", "state": {…}}, …]}`, decoded
  /// with the types' own `Codable` conformance; `name` is optional).
  ///
  /// - Throws: `GalleryError` naming the widget and the file when the fixture cannot be read
  ///   or decoded.
  @MainActor package static func states(for widget: GalleryWidget) throws -> [ActivityState] {
    guard let activity = widget.configuration.activity else { return [] }
    var states: [ActivityState] = []
    var slugs = UniqueSlugs()
    for declared in PreviewCatalog.declared {
      guard case .activity(let preview) = declared.content, activity.accepts(preview.attributes),
        preview.configurations.contains(where: {
          $0.activity.map { ObjectIdentifier($0.attributesType) } == ObjectIdentifier(activity.attributesType)
        })
      else { continue }
      let file = declared.fileID.split(separator: "/").last.map(String.init) ?? declared.fileID
      let name = preview.name ?? "\(file):\(declared.line)"
      let base = "preview-" + PreviewCatalog.slug(preview.name ?? "\(declared.fileID)-\(declared.line)")
      for (index, state) in preview.states.enumerated() {
        states.append(
          ActivityState(
            kind: .preview(slug: slugs.unique(index == 0 ? base : "\(base)-\(index + 1)")),
            name: preview.states.count == 1 ? name : "\(name) (\(index + 1))", attributes: preview.attributes, state: state))
      }
    }
    if let folder = widget.fixturesDirectory {
      let file = fixtureFile(for: activity, in: folder)
      if FileManager.default.fileExists(atPath: file.path) {
        states += try fixtureStates(activity, file: file, widget: widget.id)
      }
    }
    return states
  }

  /// The states of a fixture file.
  private static func fixtureStates(_ activity: ErasedActivity, file: URL, widget: String) throws -> [ActivityState] {
    func failure(_ message: String) -> GalleryError {
      GalleryError(widget: widget, message: "\(file.path): \(message)")
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw failure("cannot be read (\(error.localizedDescription))")
    }
    guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
      throw failure("is not a JSON object with \"attributes\" and \"states\"")
    }
    guard let attributesJSON = root["attributes"] else { throw failure("has no \"attributes\"") }
    guard let statesJSON = root["states"] as? [Any], !statesJSON.isEmpty else {
      throw failure("has no \"states\" (a non-empty array of {\"name\": …, \"state\": {…}})")
    }
    let attributes: Any
    do {
      attributes = try activity.decodeAttributes(
        try JSONSerialization.data(withJSONObject: attributesJSON, options: [.fragmentsAllowed]))
    } catch {
      throw failure("\"attributes\" is not a \(activity.kind): \(describe(error))")
    }
    return try statesJSON.enumerated().map { index, element in
      guard let object = element as? [String: Any], let stateJSON = object["state"] else {
        throw failure("states[\(index)] is not an object with a \"state\"")
      }
      let state: Any
      do {
        state = try activity.decodeState(try JSONSerialization.data(withJSONObject: stateJSON, options: [.fragmentsAllowed]))
      } catch {
        throw failure("states[\(index)].state is not a \(activity.kind).ContentState: \(describe(error))")
      }
      let name = (object["name"] as? String) ?? "state \(index + 1)"
      return ActivityState(kind: .contentState(number: index + 1), name: name, attributes: attributes, state: state)
    }
  }

  /// A decoding error in words: what is wrong and where.
  private static func describe(_ error: Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.isEmpty
        ? "" : " at " + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(path(context))"
    case .typeMismatch(let type, let context): return "expected \(type)\(path(context))"
    case .valueNotFound(let type, let context): return "expected \(type), found null\(path(context))"
    case .dataCorrupted(let context): return "\(context.debugDescription)\(path(context))"
    @unknown default: return "\(error)"
    }
  }
}
