import Foundation

/// A JSON value restricted to what a property list (and so `UserDefaults`) can store.
enum FixtureValue: Equatable, Sendable {
  case string(String)
  case integer(Int)
  case double(Double)
  case bool(Bool)
  case array([FixtureValue])
  case dictionary([String: FixtureValue])
  /// Bytes: `{"$data": …}` or `{"$json": …}` in a `UserDefaults` fixture.
  case data(Data)
  /// `{"$date": …}` in a `UserDefaults` fixture.
  case date(Date)

  /// The Foundation value that `UserDefaults.set(_:forKey:)` accepts.
  var propertyListValue: Any {
    switch self {
    case .string(let value): return value
    case .integer(let value): return value
    case .double(let value): return value
    case .bool(let value): return value
    case .array(let values): return values.map(\.propertyListValue)
    case .dictionary(let values): return values.mapValues(\.propertyListValue)
    case .data(let value): return value
    case .date(let value): return value
    }
  }
}

/// Decodes JSON keeping booleans, integers and doubles apart, which `JSONSerialization`'s
/// `NSNumber`s do not do reliably on corelibs Foundation.
private enum DecodedJSON: Decodable {
  case null
  case value(FixtureValue)
  case array([DecodedJSON])
  case dictionary([String: DecodedJSON])

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [DecodedJSON] = []
      while !array.isAtEnd { values.append(try array.decode(DecodedJSON.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var values: [String: DecodedJSON] = [:]
      for key in object.allKeys { values[key.stringValue] = try object.decode(DecodedJSON.self, forKey: key) }
      self = .dictionary(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .value(.bool(value))
    } else if let value = try? single.decode(Int.self) {
      self = .value(.integer(value))
    } else if let value = try? single.decode(Double.self) {
      self = .value(.double(value))
    } else {
      self = .value(.string(try single.decode(String.self)))
    }
  }

  func fixtureValue(file: String, keyPath: String) throws -> FixtureValue {
    switch self {
    case .null:
      throw AppDataFixtureError.invalidContent(
        path: file, keyPath: keyPath, detail: "null cannot be stored in UserDefaults; leave the key out instead")
    case .value(let value):
      return value
    case .array(let values):
      return .array(try values.enumerated().map { try $1.fixtureValue(file: file, keyPath: "\(keyPath)[\($0)]") })
    case .dictionary(let values):
      var result: [String: FixtureValue] = [:]
      for (key, value) in values {
        result[key] = try value.fixtureValue(file: file, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
      }
      return .dictionary(result)
    }
  }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Reads `file` and returns its top-level JSON object.
///
/// Throws ``AppDataFixtureError`` naming the file: unreadable, invalid JSON (with line and
/// column when the parser reports a position), not an object, or a `null` anywhere.
func readJSONObject(at file: URL) throws -> [String: FixtureValue] {
  let data = try readJSONData(at: file)
  let decoded: DecodedJSON
  do {
    decoded = try JSONDecoder().decode(DecodedJSON.self, from: data)
  } catch {
    throw AppDataFixtureError.invalidJSON(path: file.path, location: nil, detail: "\(error)")
  }
  guard case .dictionary = decoded, case .dictionary(let object) = try decoded.fixtureValue(file: file.path, keyPath: "")
  else {
    throw AppDataFixtureError.invalidContent(path: file.path, keyPath: "", detail: "expected a JSON object")
  }
  return object
}

/// The contents of `file`, checked to be JSON.
///
/// Throws ``AppDataFixtureError`` naming the file: unreadable, or invalid JSON (with line and
/// column when the parser reports a position).
func readJSONData(at file: URL) throws -> Data {
  let data: Data
  do {
    data = try Data(contentsOf: file)
  } catch {
    throw AppDataFixtureError.unreadableFile(path: file.path, reason: readFailureReason(error))
  }
  do {
    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
  } catch {
    let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
    throw AppDataFixtureError.invalidJSON(path: file.path, location: lineAndColumn(in: data, detail: detail), detail: detail)
  }
  return data
}

/// The reason a file read failed, without Foundation's generic preamble.
func readFailureReason(_ error: any Error) -> String {
  let nsError = error as NSError
  if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
    let code = POSIXErrorCode(rawValue: Int32(underlying.code))
  {
    return String(cString: strerror(code.rawValue))
  }
  switch CocoaError.Code(rawValue: nsError.code) {
  case .fileReadNoSuchFile: return "no such file"
  case .fileReadNoPermission: return "permission denied"
  default: return nsError.localizedDescription
  }
}

/// Turns the byte offset in a parser message such as "around character 21" into
/// "line L, column C" (both counted from 1).
private func lineAndColumn(in data: Data, detail: String) -> String? {
  guard let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
    let offset = Int(detail[range].dropFirst("character ".count))
  else { return nil }
  var line = 1
  var column = 1
  for byte in data.prefix(offset) {
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
  return "line \(line), column \(column)"
}
