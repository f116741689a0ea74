import Foundation

/// An entity as a framework describes it to the store reader: its attributes (each decoded by
/// the framework, which knows its type) and its relationships.
package struct StoreEntity {
  package enum Kind {
    /// Decodes the property's JSON value (nil when the object leaves the property out), or
    /// throws ``StoreValueError`` saying what was expected.
    case attribute(decode: (FixtureJSONValue?) throws -> Any)
    case toOne(destination: String, isOptional: Bool)
    case toMany(destination: String, isOptional: Bool)
  }

  package struct Property {
    package let name: String
    package let kind: Kind

    package init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  package let name: String
  package let properties: [Property]
  /// The inverse of each relationship that has one: its name on the destination entity.
  package let inverses: [String: String]

  package init(name: String, properties: [Property], inverses: [String: String]) {
    self.name = name
    self.properties = properties
    self.inverses = inverses
  }
}

/// What an attribute's JSON value should have been.
package struct StoreValueError: Error {
  package let detail: String
  package init(_ detail: String) { self.detail = detail }
}

/// A store fixture read for a framework's entities: each object a row with its attributes
/// decoded and its relationships as row keys, the objects written inside others rows of their
/// own, and each relationship's inverse filled from the side the file gives.
package struct StoreFixtureGraph {
  /// A row's entity and primary key (its `@id`, or `p1`, `p2`… by position).
  package struct Key: Hashable, Comparable, Sendable {
    package let entity: String
    package let primaryKey: String

    package init(entity: String, primaryKey: String) {
      self.entity = entity
      self.primaryKey = primaryKey
    }

    package static func < (lhs: Key, rhs: Key) -> Bool { (lhs.entity, lhs.primaryKey) < (rhs.entity, rhs.primaryKey) }
  }

  package enum Relation {
    case one(Key?)
    case many([Key]?)
  }

  package struct Row {
    package let key: Key
    /// Where the object is in the file (`Book[2]`), for messages.
    package let source: String
    package var attributes: [String: Any]
    package var relations: [String: Relation]
  }

  /// Each entity's rows: the file's objects in order, then those written inside others.
  package private(set) var rows: [String: [Row]] = [:]
  /// The entities the file lists (an empty list included).
  package let listed: Set<String>
  /// The next free position key (`p<n>`) of each entity.
  package private(set) var nextKey: [String: Int] = [:]

  private let path: String
  private let entities: [String: StoreEntity]
  private var keys: [String: [String: Int]] = [:]
  private var counts: [String: Int] = [:]
  private var nested: [String: [Row]] = [:]
  private var references: [(row: Key, property: String, object: StoreFixtureObject, ids: [String])] = []

  /// Reads `file` for `entities`; `unknown` is the detail for an entity the file lists that is
  /// not among them.
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file and key at fault.
  package init(file: StoreFixtureFile, entities: [StoreEntity], unknown: (String) -> String) throws {
    let byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    if let name = file.entities.keys.sorted().first(where: { byName[$0] == nil }) {
      throw AppDataFixtureError.invalidContent(path: file.path, keyPath: name, detail: unknown(name))
    }
    path = file.path
    self.entities = byName
    listed = Set(file.entities.keys)
    for entity in entities {
      let objects = file.entities[entity.name] ?? []
      nextKey[entity.name] = objects.count + 1
      counts[entity.name] = objects.count
      for (index, object) in objects.enumerated() { keys[entity.name, default: [:]][object.id ?? "p\(index + 1)"] = index }
    }
    var listedRows: [String: [Row]] = [:]
    for entity in entities {
      for (index, object) in (file.entities[entity.name] ?? []).enumerated() {
        listedRows[entity.name, default: []].append(try makeRow(object, of: entity, key: object.id ?? "p\(index + 1)"))
      }
    }
    for entity in entities { rows[entity.name] = (listedRows[entity.name] ?? []) + (nested[entity.name] ?? []) }
    try resolveReferences()
    try fillInverses()
  }

  private mutating func takeKey(_ entity: String) -> String {
    let key = nextKey[entity, default: 1]
    nextKey[entity] = key + 1
    return "p\(key)"
  }

  private mutating func makeRow(_ object: StoreFixtureObject, of entity: StoreEntity, key: String) throws -> Row {
    if let unknown = object.values.keys.sorted().first(where: { name in !entity.properties.contains { $0.name == name } }) {
      throw object.error(
        unknown, "not a property of \(entity.name), which has \(entity.properties.map(\.name).joined(separator: ", "))")
    }
    var row = Row(key: Key(entity: entity.name, primaryKey: key), source: object.keyPath, attributes: [:], relations: [:])
    for property in entity.properties {
      let json = object.values[property.name]
      switch property.kind {
      case .attribute(let decode):
        do {
          row.attributes[property.name] = try decode(json)
        } catch let error as StoreValueError {
          throw object.error(property.name, error.detail)
        }
      case .toOne(let destination, let isOptional), .toMany(let destination, let isOptional):
        let toOne = if case .toOne = property.kind { true } else { false }
        guard let json, json != .null else {
          if json == nil, toOne, !isOptional {
            throw object.error(property.name, "missing; \(entity.name).\(property.name) is not optional")
          }
          row.relations[property.name] = toOne ? .one(nil) : .many(json == .null && isOptional ? nil : [])
          continue
        }
        guard let destinationEntity = entities[destination] else { continue }
        var elements = [json]
        if !toOne {
          guard case .array(let array) = json else {
            throw object.error(property.name, "expected an array of \(destination) @ids or objects")
          }
          elements = array
        }
        var ids: [String] = []
        var keysWritten: [Key] = []
        for (index, element) in elements.enumerated() {
          let place = toOne ? property.name : "\(property.name)[\(index)]"
          switch element {
          case .string(let id): ids.append(id)
          case .object:
            let inner = try StoreFixtureObject(
              path: object.path, keyPath: "\(object.keyPath).\(place)", value: element, entity: destination)
            let innerKey = inner.id ?? takeKey(destination)
            guard keys[destination]?[innerKey] == nil else {
              throw inner.error("@id", "\"\(innerKey)\" names two \(destination) objects")
            }
            let offset = counts[destination, default: 0]
            keys[destination, default: [:]][innerKey] = offset + nested[destination, default: []].count
            nested[destination, default: []].append(
              Row(key: Key(entity: destination, primaryKey: innerKey), source: inner.keyPath, attributes: [:], relations: [:]))
            let index = nested[destination]!.count - 1
            nested[destination]![index] = try makeRow(inner, of: destinationEntity, key: innerKey)
            keysWritten.append(Key(entity: destination, primaryKey: innerKey))
          default:
            throw object.error(place, "expected the @id of a \(destination) object, or the object itself")
          }
        }
        row.relations[property.name] = toOne ? .one(keysWritten.first) : .many(keysWritten)
        if !ids.isEmpty { references.append((row.key, property.name, object, ids)) }
      }
    }
    return row
  }

  private func index(of key: Key) -> Int? { keys[key.entity]?[key.primaryKey] }

  private mutating func resolveReferences() throws {
    for reference in references {
      guard let entity = entities[reference.row.entity],
        let property = entity.properties.first(where: { $0.name == reference.property }),
        let rowIndex = index(of: reference.row)
      else { continue }
      let destination: String
      switch property.kind {
      case .toOne(let name, _), .toMany(let name, _): destination = name
      case .attribute: continue
      }
      var resolved: [Key] = []
      for id in reference.ids {
        guard keys[destination]?[id] != nil else {
          throw reference.object.error(reference.property, "no \(destination) object has the @id \"\(id)\"")
        }
        resolved.append(Key(entity: destination, primaryKey: id))
      }
      switch rows[reference.row.entity]![rowIndex].relations[reference.property] {
      case .many(let written):
        rows[reference.row.entity]![rowIndex].relations[reference.property] = .many((written ?? []) + resolved)
      default: rows[reference.row.entity]![rowIndex].relations[reference.property] = .one(resolved.first)
      }
    }
  }

  /// Gives each relationship's inverse what its other side lists; two objects that claim the
  /// same to-one inverse are an error.
  private mutating func fillInverses() throws {
    for name in entities.keys.sorted() {
      let entity = entities[name]!
      for (property, inverse) in entity.inverses.sorted(by: { $0.key < $1.key }) {
        for row in rows[name] ?? [] {
          let targets: [Key]
          switch row.relations[property] {
          case .one(let key?): targets = [key]
          case .many(let keys?): targets = keys
          default: targets = []
          }
          for target in targets {
            guard let targetIndex = index(of: target), let destination = entities[target.entity],
              let inverseProperty = destination.properties.first(where: { $0.name == inverse })
            else { continue }
            let other = rows[target.entity]![targetIndex]
            if case .toOne = inverseProperty.kind {
              if case .one(let current?) = other.relations[inverse], current != row.key {
                throw AppDataFixtureError.invalidContent(
                  path: path, keyPath: "\(other.source).\(inverse)",
                  detail: "is \"\(current.primaryKey)\", but \(row.source).\(property) also holds this \(target.entity)")
              }
              rows[target.entity]![targetIndex].relations[inverse] = .one(row.key)
            } else {
              var list: [Key] = []
              if case .many(let existing?) = other.relations[inverse] { list = existing }
              if !list.contains(row.key) { list.append(row.key) }
              rows[target.entity]![targetIndex].relations[inverse] = .many(list)
            }
          }
        }
      }
    }
  }
}
