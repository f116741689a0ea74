import Foundation
import GalleryFixtures

/// Where a container keeps (some of) its models: a named store, in the app's own folder or an
/// App Group's container, or in memory only.
///
/// A store is answered from its fixture file (see `StoreFixtures`): in an App Group
/// `AppGroups/<group>/Library/Application Support/<name>.store.json`, otherwise
/// `Stores/<name>.store.json`. `.automatic` takes the first App Group of the fixture folder,
/// standing in for the first one in the app's entitlements; with none, the app's own folder.
public struct ModelConfiguration: Identifiable, Hashable {
  public let url: URL
  public let name: String
  public let groupAppContainerIdentifier: String?
  public let cloudKitContainerIdentifier: String?
  public let groupContainer: GroupContainer
  public let cloudKitDatabase: CloudKitDatabase
  public var schema: Schema?
  public let allowsSave: Bool
  public let isStoredInMemoryOnly: Bool
  /// The store's fixture file; nil for a store in memory only.
  let fixture: StoreFixtureLocation?

  /// Whether and how the store syncs with CloudKit (fixtures never sync).
  public struct CloudKitDatabase: Hashable {
    let container: String?
    let isAutomatic: Bool
    public static var automatic: CloudKitDatabase { CloudKitDatabase(container: nil, isAutomatic: true) }
    public static var none: CloudKitDatabase { CloudKitDatabase(container: nil, isAutomatic: false) }
    public static func `private`(_ privateDBName: String) -> CloudKitDatabase {
      CloudKitDatabase(container: privateDBName, isAutomatic: false)
    }
  }

  /// Which App Group's container holds the store.
  public struct GroupContainer: Hashable {
    let identifier: String?
    let isAutomatic: Bool
    public static var automatic: GroupContainer { GroupContainer(identifier: nil, isAutomatic: true) }
    public static var none: GroupContainer { GroupContainer(identifier: nil, isAutomatic: false) }
    public static func identifier(_ groupName: String) -> GroupContainer {
      GroupContainer(identifier: groupName, isAutomatic: false)
    }
  }

  public init(isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    let name = name ?? "default"
    let group =
      groupContainer.identifier
      ?? (groupContainer.isAutomatic ? ((try? InstalledFixtures.contents(of: AppGroupContainers.self)) ?? []).first : nil)
    let file = "\(name).store"
    self.name = name
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.groupContainer = groupContainer
    self.groupAppContainerIdentifier = group
    self.cloudKitDatabase = cloudKitDatabase
    self.cloudKitContainerIdentifier = cloudKitDatabase.container
    if isStoredInMemoryOnly {
      url = URL(fileURLWithPath: "/dev/null")
      fixture = nil
    } else if let group {
      let path = "Library/Application Support/\(file)"
      url =
        (AppGroupContainers.container(for: group) ?? Self.appFolder.appendingPathComponent("AppGroups/\(group)"))
        .appendingPathComponent(path)
      fixture = StoreFixtureLocation(group: group, path: path)
    } else {
      url = Self.appFolder.appendingPathComponent(file)
      fixture = StoreFixtureLocation(storeURL: url)
    }
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? url.deletingPathExtension().lastPathComponent
    self.schema = schema
    self.url = url
    self.allowsSave = allowsSave
    self.isStoredInMemoryOnly = url.path == "/dev/null"
    self.groupContainer = .none
    self.groupAppContainerIdentifier = AppGroupContainers.group(containing: url)?.group
    self.cloudKitDatabase = cloudKitDatabase
    self.cloudKitContainerIdentifier = cloudKitDatabase.container
    fixture = isStoredInMemoryOnly ? nil : StoreFixtureLocation(storeURL: url)
  }

  /// The app's own folder for stores: a folder of this process that nothing is ever written to,
  /// so a widget that deletes its store file deletes nothing real.
  static let appFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("WidgetGallery-Stores-\(getpid())", isDirectory: true)

  public var id: URL { url }

  public func hash(into hasher: inout Hasher) { hasher.combine(url) }

  public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
    lhs.url == rhs.url && lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
  }

  /// Checks the configuration's name, as SwiftData does before it opens the store.
  public func validate() throws {
    if name.utf8.count > 255 { throw SwiftDataError.configurationFileNameTooLong }
    if name.contains("/") { throw SwiftDataError.configurationFileNameContainsInvalidCharacters }
  }
}

extension ModelConfiguration: CustomDebugStringConvertible {
  public var debugDescription: String {
    "ModelConfiguration(\(name), \(isStoredInMemoryOnly ? "in memory" : fixture?.relativePath ?? url.path))"
  }
}
