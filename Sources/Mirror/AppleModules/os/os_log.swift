// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// Logs a message written with interpolations (`os_log(.error, log: log, "failed \(name)")`).
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage
) {
  LogWriter.write(message.rendered, type: type, log: log)
}

/// Logs a printf-style message: `%@`, `%d`, `%s`, `%f`… and the privacy prefixes
/// `%{public}@` and `%{private}d`. As on a device, strings and objects are hidden unless
/// marked public; numbers show unless marked private.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
  _ args: CVarArg...
) {
  LogWriter.write(LegacyFormat.render(message.description, args), type: type, log: log)
}

/// Logs a printf-style message at a level, the form `os_log(.fault, log: log, "%@", text)`.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...
) {
  LogWriter.write(LegacyFormat.render(message.description, args), type: type, log: log)
}

/// The printf-style format of `os_log(_:dso:log:type:_:)`.
enum LegacyFormat {
  static func render(_ format: String, _ args: [CVarArg]) -> String {
    var output = ""
    var arguments = args.makeIterator()
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      output += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        output += "%"
        rest = rest.dropFirst()
        continue
      }
      var privacy: String?
      if rest.first == "{", let close = rest.firstIndex(of: "}") {
        privacy = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").first.map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        rest = rest[rest.index(after: close)...]
      }
      guard let end = rest.firstIndex(where: { "@dDiuUxXoOfFeEgGaAcsSp".contains($0) }) else {
        output += "%" + rest
        break
      }
      let conversion = rest[end]
      let specifier = "%" + rest[..<end] + String(conversion)
      rest = rest[rest.index(after: end)...]
      guard let argument = arguments.next() else { break }
      let isScalar = !"@sS".contains(conversion)
      let text: String
      if conversion == "@" || conversion == "s" {
        text = "\(argument)"
      } else {
        text = String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), argument)
      }
      let hidden = privacy == "public" ? false : privacy == "private" || privacy == "sensitive" ? true : !isScalar
      output += hidden ? "<private>" : text
    }
    return output + rest
  }
}
