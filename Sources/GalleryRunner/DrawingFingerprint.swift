import Foundation
import Synchronization
import ViewDSL

/// A 128-bit fingerprint of everything layout and drawing read from an evaluation, the same
/// in every process that renders with the same renderer: the key of the drawing cache that
/// lets a build skip previews an earlier build drew.
///
/// The evaluation's trees are walked value by value (through `Mirror`): node kinds, view
/// types, traits, every modifier's and shape's values, and the environment's values for the
/// keys the gallery's own modules define (layout cannot read the user's keys; what they did
/// during resolution is in the tree). Values are fingerprinted by what they hold, never by
/// address or description: numbers by their bits, strings by their characters, structures and
/// enumerations by their fields and cases, dictionaries and sets whatever their order.
///
/// Only values of the standard library, Foundation's plain values and the gallery's own
/// modules can be fingerprinted: a value of the user's own type (a custom shape style, an id)
/// may draw differently when the user's code changes although it holds the same fields, and
/// a closure (a geometry reader, a custom shape, an alignment guide) is code. An evaluation
/// holding one has no fingerprint and is always drawn.
package struct DrawingFingerprinter {
  /// Fingerprints of environments and objects already walked, keeping them alive so their
  /// identities are not reused while remembered.
  private var environments: [ObjectIdentifier: (object: AnyObject, fingerprint: Fingerprint128?)] = [:]
  private var objects: [ObjectIdentifier: (object: AnyObject, fingerprint: Fingerprint128?)] = [:]
  private var walking: Set<ObjectIdentifier> = []
  /// What each type met so far is, by its metatype's identity (metatypes live as long as the
  /// process), shared by every fingerprinter.
  private static let types = Mutex<[ObjectIdentifier: TypeInfo]>([:])
  private static let keyNames = Mutex<[ObjectIdentifier: String]>([:])

  /// A type as the walk needs it.
  private struct TypeInfo: Sendable {
    var kind: Kind
    var fingerprint: Fingerprint128
    /// Of a module whose values may be fingerprinted.
    var isAllowed: Bool
    /// One of the standard library's collections, whose mirrors list every element.
    var isPlainCollection: Bool

    enum Kind: Sendable {
      case node, environment, anyHashable, leaf, fields
    }
  }

  /// The types `leaf(_:)` fingerprints whole.
  private static let leafTypes: [Any.Type] = [
    String.self, Substring.self, Character.self, Bool.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self,
    UInt8.self, UInt16.self, UInt32.self, UInt64.self, Double.self, Float.self, CGFloat.self, Date.self, URL.self, UUID.self,
    Data.self, Locale.self, TimeZone.self, Calendar.self,
  ]

  private func keyName(_ key: Any.Type) -> String {
    if let known = Self.keyNames.withLock({ $0[ObjectIdentifier(key)] }) { return known }
    let name = Self.name(of: key)
    Self.keyNames.withLock { $0[ObjectIdentifier(key)] = name }
    return name
  }

  private func typeInfo(_ type: Any.Type) -> TypeInfo {
    if let known = Self.types.withLock({ $0[ObjectIdentifier(type)] }) { return known }
    let name = Self.name(of: type)
    var fingerprint = Fingerprint128()
    fingerprint.add(name)
    let kind: TypeInfo.Kind =
      if type == ViewNode.self { .node } else if type == EnvironmentValues.self {
        .environment
      } else if type
        == AnyHashable.self
      { .anyHashable } else if Self.leafTypes.contains(where: { $0 == type }) { .leaf } else { .fields }
    let info = TypeInfo(
      kind: kind, fingerprint: fingerprint, isAllowed: Self.modules.contains(Self.module(of: name)),
      isPlainCollection: Self.isPlainCollection(name))
    Self.types.withLock { $0[ObjectIdentifier(type)] = info }
    return info
  }

  /// The modules whose types a fingerprint may hold.
  private static let modules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "ViewDSL", "Charts", "GalleryRunner",
    "GalleryFixtures", "PDFVector", "XMLTree", "LayoutEngine", "TextEngine", "SVGWriter",
  ]
  /// The modules whose environment keys layout and drawing may read.
  private static let environmentModules: Set<String> = ["ViewDSL", "Charts"]

  package init() {}

  /// The fingerprint of `evaluation` drawn with `context` (the renderer's layout, device and
  /// anything else the drawing depends on), as 32 hex digits; nil when it holds code or a
  /// value of the user's own type.
  package mutating func fingerprint(of evaluation: WidgetEvaluation, context: String) -> String? {
    var hasher = Fingerprint128()
    hasher.add(context)
    guard add(evaluation.content, to: &hasher) else { return nil }
    if let background = evaluation.background {
      hasher.add("background")
      guard add(background, to: &hasher) else { return nil }
    }
    hasher.add("url \(evaluation.widgetURL?.absoluteString ?? "-")")
    guard addEnvironment(evaluation.environment, to: &hasher) else { return nil }
    return hasher.hex
  }

  /// A node: its kind's values, its children, its traits and its environment. Written out
  /// for the node's own structure (walked for every node); its values go through `add(_:to:)`.
  private mutating func add(_ node: ViewNode, to hasher: inout Fingerprint128) -> Bool {
    hasher.add(node.viewType)
    guard add(node.traits, to: &hasher), addEnvironment(node.environment, to: &hasher) else { return false }
    switch node.kind {
    case .text(let text):
      hasher.add("text")
      return add(text, to: &hasher)
    case .image(let image):
      hasher.add("image")
      return add(image, to: &hasher)
    case .shape(let shape):
      hasher.add("shape")
      return add(shape, to: &hasher)
    case .spacer(let minLength):
      hasher.add("spacer")
      hasher.add(minLength.map { Double($0) } ?? .nan)
      return true
    case .divider:
      hasher.add("divider")
      return true
    case .stack(let axis, let alignment, let spacing, let children):
      hasher.add("stack")
      guard add(axis, to: &hasher), add(alignment, to: &hasher), add(spacing as Any, to: &hasher) else { return false }
      return add(children, to: &hasher)
    case .zStack(let alignment, let children):
      hasher.add("zStack")
      guard add(alignment, to: &hasher) else { return false }
      return add(children, to: &hasher)
    case .lazyGrid(let grid):
      hasher.add("lazyGrid")
      return add(grid, to: &hasher)
    case .grid(let grid):
      hasher.add("grid")
      return add(grid, to: &hasher)
    case .geometryReader:
      return false
    case .viewThatFits(let axes, let children):
      hasher.add("viewThatFits")
      guard add(axes, to: &hasher) else { return false }
      return add(children, to: &hasher)
    case .chart(let chart):
      hasher.add("chart")
      return add(chart, to: &hasher)
    case .modified(let child, let modifier):
      hasher.add("modified")
      guard add(modifier, to: &hasher) else { return false }
      return add(child, to: &hasher)
    }
  }

  private mutating func add(_ children: [ViewNode], to hasher: inout Fingerprint128) -> Bool {
    hasher.add(Double(children.count))
    for child in children {
      guard add(child, to: &hasher) else { return false }
    }
    return true
  }

  /// Every field of a node's traits (`ViewNodeTraitsFingerprintTests` lists them, so a new
  /// field cannot be missed here); explicit alignment guides are code.
  private mutating func add(_ traits: ViewNode.Traits, to hasher: inout Fingerprint128) -> Bool {
    guard traits.alignmentGuides.isEmpty else { return false }
    hasher.add(traits.layoutPriority)
    hasher.add(traits.zIndex)
    hasher.add(Double(traits.gridCellColumns))
    hasher.add(traits.accessibilityHidden ? 1 : 0)
    hasher.add(traits.isPrivacySensitive ? 1 : 0)
    hasher.add(traits.definedBy.joined(separator: "\u{0}"))
    hasher.add(traits.accessibilityLabel.map { "+" + $0 } ?? "-")
    hasher.add(traits.previewDisplayName.map { "+" + $0 } ?? "-")
    if traits.gridColumnAlignment == nil, traits.accessibilityChildren == nil, traits.previewFamily == nil,
      traits.previewLayout == nil, traits.identity.isEmpty
    {
      hasher.add("plain")
      return true
    }
    hasher.add("more")
    return add(traits.gridColumnAlignment as Any, to: &hasher) && add(traits.accessibilityChildren as Any, to: &hasher)
      && add(traits.previewFamily as Any, to: &hasher) && add(traits.previewLayout as Any, to: &hasher)
      && add(traits.identity, to: &hasher)
  }

  /// Adds an environment as the values written on top of its parent's: environments made
  /// the same way (the same resolution) get the same fingerprint, at the cost of what each
  /// one wrote. Values of the user's keys are left out: layout cannot read them.
  private mutating func addEnvironment(_ environment: EnvironmentValues, to hasher: inout Fingerprint128) -> Bool {
    guard let fingerprint = fingerprint(of: environment) else { return false }
    hasher.add(fingerprint)
    return true
  }

  private mutating func fingerprint(of environment: EnvironmentValues) -> Fingerprint128? {
    let storage = environment.storageObject
    let id = ObjectIdentifier(storage)
    if let known = environments[id] { return known.fingerprint }
    var fingerprint: Fingerprint128? = Fingerprint128()
    if let parent = environment.parentEnvironment {
      let written = environment.writtenValues.map { (name: keyName($0.key), value: $0.value) }.filter {
        Self.environmentModules.contains(Self.module(of: $0.name))
      }
      if let inherited = self.fingerprint(of: parent), written.isEmpty {
        // Only the user's keys written: what layout sees is the parent's, and so its fingerprint.
        fingerprint = inherited
      } else if let inherited = self.fingerprint(of: parent) {
        fingerprint!.add(inherited)
        for (name, value) in written {
          fingerprint!.add(name)
          guard add(value, to: &fingerprint!) else {
            fingerprint = nil
            break
          }
        }
      } else {
        fingerprint = nil
      }
    } else {
      // The first environment: its values in an order of their own.
      var entries: [(String, Fingerprint128)] = []
      for (key, value) in environment.writtenValues {
        let name = keyName(key)
        guard Self.environmentModules.contains(Self.module(of: name)) else { continue }
        var entry = Fingerprint128()
        guard add(value, to: &entry) else {
          fingerprint = nil
          break
        }
        entries.append((name, entry))
      }
      if fingerprint != nil {
        for (name, entry) in entries.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
          fingerprint!.add(name)
          fingerprint!.add(entry)
        }
      }
    }
    environments[id] = (storage, fingerprint)
    return fingerprint
  }

  /// Adds any value; false when it cannot be fingerprinted.
  private mutating func add(_ value: Any, to hasher: inout Fingerprint128) -> Bool {
    let type = typeInfo(Swift.type(of: value))
    switch type.kind {
    case .node: return add(value as! ViewNode, to: &hasher)
    case .environment: return addEnvironment(value as! EnvironmentValues, to: &hasher)
    case .anyHashable: return add((value as! AnyHashable).base, to: &hasher)
    case .leaf:
      guard let leaf = Self.leaf(value) else { return false }
      hasher.add(leaf)
      return true
    case .fields: break
    }
    let mirror = Mirror(reflecting: value)
    // Tuples belong to no module; their elements are checked one by one.
    guard mirror.displayStyle == .tuple || type.isAllowed, !(value is CustomReflectable) || type.isPlainCollection else {
      return false
    }
    hasher.add(type.fingerprint)
    switch mirror.displayStyle {
    case .class?:
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      if let known = objects[id] {
        guard let fingerprint = known.fingerprint else { return false }
        hasher.add(fingerprint)
        return true
      }
      guard walking.insert(id).inserted else { return false }
      var fields = Fingerprint128()
      let ok = addChildren(of: mirror, to: &fields)
      walking.remove(id)
      objects[id] = (object, ok ? fields : nil)
      if ok { hasher.add(fields) }
      return ok
    case .enum?:
      if mirror.children.isEmpty {
        // A case without a payload: its tag, which the type's declaration fixes.
        hasher.add(_openExistential(value, do: hexBytes))
        return true
      }
      return addChildren(of: mirror, to: &hasher)
    case .set?, .dictionary?:
      var elements: [Fingerprint128] = []
      for child in mirror.children {
        var element = Fingerprint128()
        guard add(child.value, to: &element) else { return false }
        elements.append(element)
      }
      hasher.add("\(elements.count)")
      for element in elements.sorted() { hasher.add(element) }
      return true
    case .struct?, .tuple?, .optional?, .collection?:
      return addChildren(of: mirror, to: &hasher)
    default:
      // No structure to walk: a function, a pointer or an opaque value.
      return false
    }
  }

  private mutating func addChildren(of mirror: Mirror, to hasher: inout Fingerprint128) -> Bool {
    var count = 0
    for child in mirror.children {
      let label = child.label ?? ""
      // Lazily computed caches hold nothing their other fields do not.
      if label.hasPrefix("$__lazy_storage_$_") { continue }
      hasher.add(label)
      guard add(child.value, to: &hasher) else { return false }
      count += 1
    }
    hasher.add("end \(count)")
    return true
  }

  /// A type's full name, the same in every process: private types' names lose the address
  /// that `String(reflecting:)` gives their context (`ViewDSL.(unknown context at $…).Key`).
  private static func name(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard name.contains("(unknown context at $") else { return name }
    return name.replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
  }

  /// The module of a type name as `String(reflecting:)` gives it (`ViewDSL.Font`,
  /// `Swift.Optional<…>`); "" for tuples and functions.
  private static func module(of typeName: String) -> String {
    guard let dot = typeName.firstIndex(of: "."), !typeName.hasPrefix("(") else { return "" }
    return String(typeName[..<dot])
  }

  /// The standard library's collections, whose mirrors list every element.
  private static func isPlainCollection(_ typeName: String) -> Bool {
    ["Swift.Array<", "Swift.ContiguousArray<", "Swift.ArraySlice<", "Swift.Dictionary<", "Swift.Set<", "Swift.Optional<"]
      .contains { typeName.hasPrefix($0) }
  }

  /// Values fingerprinted by what they are rather than by their fields.
  private static func leaf(_ value: Any) -> String? {
    switch value {
    case let value as String: "s\(value.utf8.count):\(value)"
    case let value as Substring: "s\(value.utf8.count):\(value)"
    case let value as Character: "c\(value)"
    case let value as Bool: value ? "true" : "false"
    case let value as Int: "i\(value)"
    case let value as Int8: "i8 \(value)"
    case let value as Int16: "i16 \(value)"
    case let value as Int32: "i32 \(value)"
    case let value as Int64: "i64 \(value)"
    case let value as UInt: "u\(value)"
    case let value as UInt8: "u8 \(value)"
    case let value as UInt16: "u16 \(value)"
    case let value as UInt32: "u32 \(value)"
    case let value as UInt64: "u64 \(value)"
    case let value as Double: "d\(value.bitPattern)"
    case let value as Float: "f\(value.bitPattern)"
    case let value as CGFloat: "g\(value.native.bitPattern)"
    case let value as Date: "date \(value.timeIntervalSinceReferenceDate.bitPattern)"
    case let value as URL: "url \(value.absoluteString)"
    case let value as UUID: "uuid \(value.uuidString)"
    case let value as Data: "data \(value.count) \(Fingerprint128(value).hex)"
    case let value as Locale: "locale \(value.identifier)"
    case let value as TimeZone: "zone \(value.identifier)"
    case let value as Calendar:
      "calendar \(value.identifier) \(value.firstWeekday) \(value.minimumDaysInFirstWeek) \(value.timeZone.identifier) \(value.locale?.identifier ?? "-")"
    default: nil
    }
  }
}

/// A value's bytes in hex, for a value without references (an enumeration's tag).
private func hexBytes<T>(_ value: T) -> String {
  withUnsafeBytes(of: value) { $0.map { String($0, radix: 16) }.joined(separator: ",") }
}

/// A 128-bit hash over a stream of strings, bytes and other fingerprints, each framed by its
/// length: two 64-bit lanes with different multipliers, fed eight bytes at a time.
package struct Fingerprint128: Comparable, Sendable {
  private var a: UInt64 = 0xcbf2_9ce4_8422_2325
  private var b: UInt64 = 0x6c62_272e_07bb_0142

  package init() {}

  package init(_ data: Data) {
    data.withUnsafeBytes { combine($0) }
  }

  package mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  package mutating func add(_ number: Double) {
    mix(number.bitPattern)
  }

  package mutating func add(_ other: Fingerprint128) {
    mix(other.a)
    mix(other.b)
    mix(16)
  }

  private mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    mix(tail)
    mix(UInt64(bytes.count))
  }

  private mutating func mix(_ word: UInt64) {
    a = (a ^ word) &* 0x9e37_79b9_7f4a_7c15
    a ^= a >> 32
    b = (b ^ word) &* 0xc2b2_ae3d_27d4_eb4f
    b ^= b >> 29
  }

  /// 32 lowercase hex digits.
  package var hex: String {
    let digits = String(UInt128(a) << 64 | UInt128(b), radix: 16)
    return String(repeating: "0", count: 32 - digits.count) + digits
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.a, lhs.b) < (rhs.a, rhs.b) }
}
