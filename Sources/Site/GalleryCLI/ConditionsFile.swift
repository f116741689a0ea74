import Foundation
import LayoutEngine
import SwiftUI

/// The default matrix of a package's builds, in `.widget-gallery.json` at the package's root
/// (the folder `build` runs in), so that a build on a laptop and one in CI render the same
/// conditions without repeating options:
///
/// ```json
/// {
///   "dynamicTypeSizes": ["large", "accessibility3"],
///   "devices": ["iphone-393x852", "iphone-375x667"],
///   "locales": ["en", "de"]
/// }
/// ```
///
/// Every key is optional; a `build` option for the same respect (`--dynamic-type`,
/// `--device`, `--locale`) replaces the file's values. JSON, as the package's other tool
/// settings are (`.swift-format`, `.swiftpm` files): read by Foundation, no dependency.
struct ConditionsFile: Equatable {
  /// The file's name, looked for in the current folder.
  static let name = ".widget-gallery.json"

  var dynamicTypeSizes: [DynamicTypeSize] = []
  var devices: [Device] = []
  var locales: [String] = []

  /// The file at `url`, nil when there is none.
  ///
  /// - Throws: `ConditionsFileError` naming the file, the key and the value that is wrong.
  static func read(_ url: URL) throws -> ConditionsFile? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try parse(data, file: url.path)
  }

  /// The matrix in `data`, read from `file`.
  ///
  /// - Throws: `ConditionsFileError` naming `file`, the key and the value that is wrong.
  static func parse(_ data: Data, file: String) throws -> ConditionsFile {
    let object: [String: Any]
    do {
      guard let read = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw ConditionsFileError(file: file, message: "it is not a JSON object")
      }
      object = read
    } catch let error as ConditionsFileError {
      throw error
    } catch {
      throw ConditionsFileError(file: file, message: "it is not valid JSON (\(error.localizedDescription))")
    }
    let keys = ["dynamicTypeSizes", "devices", "locales"]
    if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
      throw ConditionsFileError(file: file, message: "unknown key \"\(unknown)\"; the keys are \(keys.joined(separator: ", "))")
    }
    func strings(_ key: String) throws -> [String] {
      guard let value = object[key] else { return [] }
      guard let list = value as? [Any], let strings = list as? [String] else {
        throw ConditionsFileError(file: file, message: "\"\(key)\" must be a list of strings")
      }
      if let repeated = strings.first(where: { string in strings.filter { $0 == string }.count > 1 }) {
        throw ConditionsFileError(file: file, message: "\"\(key)\" names \"\(repeated)\" twice")
      }
      return strings
    }
    var matrix = ConditionsFile()
    for name in try strings("dynamicTypeSizes") {
      guard let size = DynamicTypeSize(argument: name) else {
        throw ConditionsFileError(
          file: file,
          message:
            "\"dynamicTypeSizes\": unknown size \"\(name)\"; sizes: \(DynamicTypeSize.allValueStrings.joined(separator: ", "))")
      }
      matrix.dynamicTypeSizes.append(size)
    }
    for name in try strings("devices") {
      guard let device = Device.named(name) else {
        throw ConditionsFileError(
          file: file,
          message: "\"devices\": unknown device \"\(name)\"; devices: \(Device.allValueStrings.joined(separator: ", "))")
      }
      matrix.devices.append(device)
    }
    matrix.locales = try strings("locales")
    if let empty = matrix.locales.first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      throw ConditionsFileError(file: file, message: "\"locales\": \"\(empty)\" is no locale")
    }
    return matrix
  }
}
