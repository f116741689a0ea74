import AppIntents
import Foundation
import GalleryTestSupport
import XCTest

/// Checks that the mirror declares no public type that Apple's frameworks lack: a user's widget
/// code should find exactly the names it knows.
final class PublicAPITests: XCTestCase {
  /// Foundation and Core Graphics names that Apple's platforms have and Linux lacks (their SDK
  /// interfaces are Objective-C headers, not in `Tools/APICoverage/sdk`), and UIKit classes and
  /// the data frameworks' types, likewise declared in headers.
  private let headerNames: Set<String> = [
    "LocalizedStringResource", "CGColor", "CGAffineTransform", "UIImage", "UIColor", "UITraitCollection",
    "UIUserInterfaceStyle", "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext",
    "UIDevice", "UIScreen", "UIUserInterfaceIdiom", "UIDeviceOrientation", "UIFeedbackGenerator", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "INIntent", "INObject", "INImage",
    // UIKit's app classes (compiled only), Security's certificates and identities, the
    // CoreFoundation allocator their create functions take, and HealthKit's observer query.
    "UIResponder", "UIView", "UIViewController", "UIScrollView", "UICollectionView", "UICollectionViewLayout",
    "UICollectionViewFlowLayout", "UIEdgeInsets", "SecCertificate", "SecIdentity", "CFAllocator", "HKObserverQuery",
    "HKObserverQueryCompletionHandler",
    // The data frameworks' header names: os's C types, the CoreFoundation and MacTypes names
    // keychain code uses, Security's, Core Location's, EventKit's and HealthKit's classes and
    // enums (HealthKit's Swift query descriptors too: its interface is not among the facts).
    "OSLog", "OSLogType", "OSSignpostType", "os_unfair_lock", "os_unfair_lock_t", "OSStatus", "CFArray", "CFBoolean", "CFData",
    "CFDictionary", "CFString",
    "CFTypeRef", "CLAccuracyAuthorization", "CLAuthorizationStatus", "CLError", "CLGeocodeCompletionHandler", "CLGeocoder",
    "CLLocation", "CLLocationAccuracy", "CLLocationCoordinate2D", "CLLocationDegrees", "CLLocationDirection",
    "CLLocationDirectionAccuracy", "CLLocationDistance", "CLLocationManager", "CLLocationManagerDelegate", "CLLocationSpeed",
    "CLLocationSpeedAccuracy", "CLPlacemark", "EKAuthorizationStatus", "EKCalendar", "EKCalendarItem", "EKCalendarType",
    "EKEntityMask", "EKEntityType", "EKEvent", "EKEventStatus", "EKEventStore", "EKEventStoreRequestAccessCompletionHandler",
    "EKReminder", "EKReminderPriority", "HKAuthorizationRequestStatus", "HKAuthorizationStatus", "HKCategorySample",
    "HKCategoryType", "HKCategoryTypeIdentifier", "HKCategoryValue", "HKCategoryValueAppleStandHour",
    "HKCategoryValueSleepAnalysis", "HKError", "HKHealthStore", "HKMetricPrefix", "HKObject", "HKObjectType", "HKQuantity",
    "HKQuantityAggregationStyle", "HKQuantitySample", "HKQuantityType", "HKQuantityTypeIdentifier", "HKQuery",
    "HKQueryOptions", "HKSample", "HKSamplePredicate", "HKSampleQuery", "HKSampleQueryDescriptor", "HKSampleType",
    "HKStatistics", "HKStatisticsCollection", "HKStatisticsCollectionQuery", "HKStatisticsCollectionQueryDescriptor",
    "HKStatisticsOptions", "HKStatisticsQuery", "HKStatisticsQueryDescriptor", "HKUnit", "HKUpdateFrequency", "HKWorkoutType",
    // Local Authentication's (headers), and Foundation's `NSErrorPointer` its context takes.
    "LABiometryType", "LAContext", "LACredentialType", "LAError", "LAPolicy", "NSErrorPointer",
    // Foundation's formatter that corelibs declares unavailable.
    "DateComponentsFormatter",
    // `_SwiftData_SwiftUI`, the overlay SwiftData adds to SwiftUI (its interface is not among the facts).
    "Query",
    // Core Data's classes and enums (headers).
    "NSAttributeDescription", "NSAttributeType", "NSDeleteRule", "NSEntityDescription", "NSFetchRequest",
    "NSFetchRequestResult", "NSFetchRequestResultType", "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectID",
    "NSManagedObjectModel", "NSMergePolicy", "NSMergePolicyType", "NSPersistentCloudKitContainer",
    "NSPersistentCloudKitContainerOptions", "NSPersistentCloudKitContainerSchemaInitializationOptions", "NSPersistentContainer",
    "NSPersistentStore", "NSPersistentStoreCoordinator", "NSPersistentStoreDescription", "NSPersistentStoreRequest",
    "NSPropertyDescription", "NSRelationshipDescription",
    // CloudKit's (headers).
    "CKAccountStatus", "CKAsset", "CKContainer", "CKDatabase", "CKDatabaseOperation", "CKError", "CKFetchRecordsOperation",
    "CKOperation", "CKQuery", "CKQueryOperation", "CKRecord", "CKRecordValue", "CKRecordValueProtocol", "CKRecordZone",
    // AVFoundation's and CoreMedia's (headers), AVKit's `VideoPlayer` (its SwiftUI overlay).
    "AVAsset", "AVAsyncProperty", "AVAudioPlayer", "AVAudioPlayerDelegate", "AVAudioSession", "AVPlayer", "AVPlayerItem",
    "AVQueuePlayer", "AVSpeechBoundary", "AVSpeechSynthesisVoice", "AVSpeechSynthesizer", "AVSpeechSynthesizerDelegate",
    "AVSpeechUtterance", "AVURLAsset", "CMTime", "CMTimeEpoch", "CMTimeRange", "CMTimeScale", "CMTimeValue", "VideoPlayer",
  ]

  /// The top-level type names the iOS 18 SDK's Swift interfaces declare (`Tools/APICoverage/sdk`).
  private func sdkTypeNames() throws -> Set<String> {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Tools/APICoverage/sdk").standardizedFileURL
    var names: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    where file.pathExtension == "tsv" {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard columns.count > 2, ["struct", "class", "enum", "protocol", "typealias"].contains(columns[1]),
          !columns[2].contains(".")
        else { continue }
        names.insert(String(columns[2]))
      }
    }
    return names
  }

  func testEveryPublicTypeMirrorsAnAppleType() throws {
    // Top-level declarations only: nested types live inside the Apple types above.
    let found = try ["Mirror/Core", "Mirror/AppleModules"].flatMap { try publicTypeNames(inFolder: $0) }
    XCTAssertGreaterThan(found.count, 80, "the scan found the sources")
    XCTAssertTrue(found.contains("HStack") && found.contains("View"), "declarations with attributes are scanned")
    let apple = try sdkTypeNames().union(headerNames)
    XCTAssertGreaterThan(apple.count, 500, "the SDK's facts were read")
    // Underscored names (`_ConditionalContent`, `_WidgetPreview`) are the frameworks' own
    // convention for types that result builders and macros name but users do not.
    let extra = Set(found).filter { !$0.hasPrefix("_") && !apple.contains($0) }
    XCTAssertEqual(extra.sorted(), [], "public types Apple's frameworks lack")
  }

  /// The protocols the iOS 18 SDK isolates to the main actor, declared as it declares them,
  /// with their requirements main-actor isolated too.
  func testMainActorProtocolsAreDeclaredAsInTheSDK() throws {
    var text = ""
    for folder in ["Mirror/Core", "Mirror/AppleModules"] {
      let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/\(folder)")
        .standardizedFileURL
      let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
      for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "swift" {
        text += try String(contentsOf: file, encoding: .utf8) + "\n"
      }
    }
    let expected = [
      "View": "@ViewBuilder @MainActor @preconcurrency var body: Body { get }",
      "ViewModifier": "@ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body",
      "Widget": "@MainActor @preconcurrency var body: Body { get }",
      "WidgetBundle": "@WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }",
      "ControlWidget": "@ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }",
      "PreviewProvider": "@ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }",
    ]
    for (name, requirement) in expected {
      let declaration = "@MainActor @preconcurrency public protocol \(name) {"
      let start = try XCTUnwrap(text.range(of: "\n" + declaration), "\(name) is declared `@MainActor @preconcurrency`")
      let rest = text[start.upperBound...]
      let body = rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)]
      XCTAssertTrue(body.contains(requirement), "\(name) requires `\(requirement)`")
    }
    // Shapes draw off the main actor: `path(in:)` is nonisolated, as in the SDK.
    XCTAssertTrue(text.contains("public protocol Shape: View, Sendable {\n  nonisolated func path(in rect: CGRect) -> Path"))
  }
}
