import Foundation
import GalleryFormats
import GalleryRunner
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit

extension SiteManifest {
  /// The manifest as `JSONEncoder` writes it with sorted keys, pretty printing and unescaped
  /// slashes, but written straight into bytes, and with each preview's size and each of its
  /// tap targets, accessibility elements and findings on one line (the same JSON values;
  /// a long timeline repeats these records thousands of times, and pretty printed their
  /// indents and line breaks were most of the manifest).
  ///
  /// A gallery's manifest holds a record per preview; `JSONEncoder` first builds a tree of
  /// the whole document, which costs several times the text's size in memory. Adding a
  /// field to the manifest means adding it here too; a test compares both encodings.
  package func jsonData() -> Data {
    // About 700 bytes per preview; untouched capacity costs no memory, regrowing a copy would.
    var json = JSONText(capacity: 4096 + 1024 * previews.count)
    write(into: &json)
    return json.data
  }

  /// Writes the JSON into a file, a chunk at a time, so it is never whole in memory.
  package func writeJSON(to file: URL) throws {
    guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = FileHandle(forWritingAtPath: file.path)
    else {
      throw SiteError.unwritable(path: file.path, underlying: SystemCallError.current)
    }
    defer { try? handle.close() }
    var json = JSONText { try handle.write(contentsOf: $0) }
    write(into: &json)
    do {
      try json.finish()
    } catch {
      throw SiteError.unwritable(path: file.path, underlying: error)
    }
  }

  private func write(into json: inout JSONText) {
    json.object(indent: 0) { json in
      if let conditions {
        json.field("conditions") { json in json.array(conditions, indent: 1) { $0.condition($1, indent: 2) } }
      }
      json.field("device") { $0.string(device) }
      if let dynamicTypeSize { json.field("dynamicTypeSize") { $0.string(dynamicTypeSize) } }
      json.field("failures") { json in
        json.array(failures, indent: 1) { json, failure in
          json.object(indent: 2) { json in
            json.field("message") { $0.string(failure.message) }
            json.field("widget") { $0.string(failure.widget) }
          }
        }
      }
      json.field("files") { json in json.array(files, indent: 1) { $0.string($1) } }
      json.field("generator") { $0.string(generator) }
      if let locale { json.field("locale") { $0.string(locale) } }
      json.field("previews") { json in json.array(previews, indent: 1) { $0.preview($1, indent: 2) } }
      json.field("referenceDate") { $0.string(referenceDate) }
      json.field("schemaVersion") { $0.number(Double(schemaVersion)) }
      if let shard {
        json.field("shard") { json in
          json.object(indent: 1) { json in
            json.field("count") { $0.number(Double(shard.count)) }
            json.field("index") { $0.number(Double(shard.index)) }
          }
        }
      }
      json.field("widgets") { json in
        json.array(widgets, indent: 1) { json, widget in
          json.object(indent: 2) { json in
            if let category = widget.category { json.field("category") { $0.string(category.rawValue) } }
            json.field("description") { $0.string(widget.description) }
            json.field("displayName") { $0.string(widget.displayName) }
            json.field("families") { json in json.array(widget.families, indent: 3) { $0.string($1.name) } }
            json.field("id") { $0.string(widget.id) }
            json.field("kind") { $0.string(widget.kind) }
            if let note = widget.note { json.field("note") { $0.string(note) } }
            json.field("page") { $0.string(widget.page) }
          }
        }
      }
    }
    json.literal("\n")
  }
}

extension JSONText {
  fileprivate mutating func condition(_ condition: PreviewCondition, indent: Int) {
    object(indent: indent) { json in
      json.field("device") { $0.string(condition.device) }
      json.field("dynamicTypeSize") { $0.string(condition.dynamicTypeSize) }
      if let locale = condition.locale { json.field("locale") { $0.string(locale) } }
    }
  }

  fileprivate mutating func preview(_ preview: PreviewRecord, indent: Int) {
    object(indent: indent) { json in
      if !preview.accessibilityElements.isEmpty {
        json.field("accessibilityElements") { json in
          json.array(preview.accessibilityElements, indent: indent + 1) { json, element in
            json.oneLine { json in
              json.object(indent: indent + 2) { json in
                if let hint = element.hint { json.field("hint") { $0.string(hint) } }
                json.field("label") { $0.string(element.label) }
                json.field("rect") { $0.rect(element.rect) }
                json.field("spoken") { $0.string(element.spoken) }
                json.field("traits") { json in json.array(element.traits, indent: indent + 3) { $0.string($1) } }
                if let value = element.value { json.field("value") { $0.string(value) } }
              }
            }
          }
        }
      }
      json.field("accessibilityTitle") { $0.string(preview.accessibilityTitle) }
      json.field("anchor") { $0.string(preview.anchor) }
      json.field("appearance") { $0.string(preview.appearance.rawValue) }
      if let condition = preview.condition { json.field("condition") { $0.condition(condition, indent: indent + 1) } }
      json.field("date") { $0.string(preview.date) }
      json.field("entry") { $0.string(preview.entry.slug) }
      json.field("family") { $0.string(preview.family.name) }
      json.field("file") { $0.string(preview.file) }
      if !preview.findings.isEmpty {
        json.field("findings") { json in
          json.array(preview.findings, indent: indent + 1) { json, finding in
            json.oneLine { json in
              json.object(indent: indent + 2) { json in
                json.field("kind") { $0.string(finding.kind.rawValue) }
                json.field("measured") { json in
                  json.array(finding.measured, indent: indent + 3) { json, measurement in
                    json.object(indent: indent + 4) { json in
                      json.field("name") { $0.string(measurement.name) }
                      json.field("value") { $0.number(measurement.value) }
                    }
                  }
                }
                json.field("message") { $0.string(finding.message) }
                json.field("rect") { $0.rect(finding.rect) }
                if let text = finding.text { json.field("text") { $0.string(text) } }
              }
            }
          }
        }
      }
      json.field("hash") { $0.string(preview.hash) }
      json.field("kind") { $0.string(preview.kind) }
      json.field("policy") { $0.string(preview.policy) }
      if let name = preview.preview { json.field("preview") { $0.string(name) } }
      if let relevance = preview.relevance {
        json.field("relevance") { json in
          json.object(indent: indent + 1) { json in
            json.field("duration") { $0.number(relevance.duration) }
            json.field("score") { $0.number(relevance.score) }
          }
        }
      }
      json.field("size") { json in json.oneLine { $0.array(preview.size, indent: indent + 1) { $0.number($1) } } }
      if let color = preview.systemActionColor { json.field("systemActionColor") { $0.string(color) } }
      json.field("tapTargets") { json in
        json.array(preview.tapTargets, indent: indent + 1) { json, target in
          json.oneLine { json in
            json.object(indent: indent + 2) { json in
              json.field("blocked") { $0.literal(target.blocked ? "true" : "false") }
              json.field("kind") { $0.string(target.kind.rawValue) }
              json.field("rect") { $0.rect(target.rect) }
              json.field("url") { $0.string(target.url) }
            }
          }
        }
      }
      json.field("widget") { $0.string(preview.widget) }
    }
  }

  /// `[x, y, width, height]`, on one line.
  fileprivate mutating func rect(_ rect: PreviewRecord.Rect) {
    oneLine { json in
      json.array([rect.x, rect.y, rect.width, rect.height], indent: 0) { $0.number($1) }
    }
  }
}
