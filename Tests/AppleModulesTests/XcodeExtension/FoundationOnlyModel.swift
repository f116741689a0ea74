// An app model file that imports only Foundation and uses what iOS's Foundation has and Linux's
// lacks, as files an extension shares with its app do. It compiles through the names the
// GeneratedAssetSymbols plugin writes into the target.
import Foundation

struct FoundationOnlyModel {
  var updated: Date

  func age(at now: Date) -> String {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.unitsStyle = .abbreviated
    return formatter.localizedString(for: updated, relativeTo: now)
  }

  func uptime(_ seconds: TimeInterval) -> String {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute]
    formatter.unitsStyle = .abbreviated
    return formatter.string(from: seconds) ?? ""
  }

  var title: LocalizedStringResource { "Server status" }

  func sharedFolder() -> URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.widgets")
  }
}

struct FoundationOnlyError: Error, CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { "The server did not answer" }
}

/// Public declarations use the names too, as app entities and intents do.
public struct FoundationOnlyEntity {
  public let title: LocalizedStringResource
  public init(title: LocalizedStringResource) { self.title = title }
}

/// An observable store, as app code declares one beside Foundation alone.
final class FoundationOnlyStore: ObservableObject {
  @Published var count = 0
}
