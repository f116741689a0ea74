// App code that files the widget target compiles also hold: views the widget never shows,
// an Observation model, UIKit classes, a chart of several series, relative dates and a
// client certificate, written as for Xcode.
import Charts
import Foundation
import Observation
import Security
import SwiftUI
import UIKit

@Observable final class ForecastSettings {
    var unit = "°C"
    var city = "Lisbon"
}

enum ForecastPeriod: String, CaseIterable, Identifiable {
    case day, week
    var id: String { rawValue }
}

struct ForecastSettingsScreen: View {
    @Environment(ForecastSettings.self) private var settings
    @State private var period: ForecastPeriod = .day
    @State private var anchor: CGPoint

    init(anchor: CGPoint) {
        self.anchor = anchor
    }

    var body: some View {
        VStack(alignment: .leading) {
            Section {
                Text(settings.city)
            } header: {
                Text("City")
            } footer: {
                Text(settings.unit)
            }
            Menu("Options") {
                Button("Refresh") {}
            }
            Picker("Period", selection: $period) {
                ForEach(ForecastPeriod.allCases) { period in
                    Text(period.rawValue).tag(period)
                }
            }
            .pickerStyle(.segmented)
            Rectangle().fill(ImagePaint(image: Image(systemName: "cloud"), scale: 0.5))
        }
        .position(anchor)
    }
}

/// The city, if an ancestor placed the settings (the optional form reads nil otherwise).
struct OptionalSettingsLabel: View {
    @Environment(ForecastSettings.self) private var settings: ForecastSettings?

    var body: some View {
        Text(settings?.city ?? "No settings")
    }
}

struct TemperatureSeriesChart: View {
    struct Reading: Identifiable {
        let city: String
        let hour: Int
        let degrees: Double
        var id: String { "\(city)\(hour)" }
    }

    let readings = [
        Reading(city: "Lisbon", hour: 9, degrees: 18), Reading(city: "Lisbon", hour: 12, degrees: 23),
        Reading(city: "Porto", hour: 9, degrees: 15), Reading(city: "Porto", hour: 12, degrees: 19),
    ]

    var body: some View {
        Chart(readings) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees), series: .value("City", reading.city))
            AreaMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees), series: .value("City", reading.city))
                .opacity(0.1)
        }
    }
}

final class ForecastCell: UIView {
    let label = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ForecastListController: UIViewController {
    let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collection.register(ForecastCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collection)
    }
}

enum ForecastError: Error, CustomLocalizedStringResourceConvertible {
    case offline
    var localizedStringResource: LocalizedStringResource { "The forecast is offline" }
}

func lastUpdated(_ date: Date, relativeTo now: Date) -> String {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.unitsStyle = .short
    return formatter.localizedString(for: date, relativeTo: now)
}

func localizedTitle(_ key: String) -> String {
    String(localized: String.LocalizationValue(key))
}

func forecastRequest(_ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.networkServiceType = .responsiveData
    return request
}

func clientCredential(for challenge: URLAuthenticationChallenge, identity: SecIdentity?) -> URLCredential? {
    guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodClientCertificate, let identity else {
        return nil
    }
    return URLCredential(identity: identity, certificates: nil, persistence: .forSession)
}

func keychainStatusName(_ status: OSStatus) -> String {
    switch status {
    case errSecUserCanceled: return "canceled"
    case errSecNoSuchKeychain: return "no keychain"
    case errSecPkcs12VerifyFailure, errSecAuthFailed: return "wrong password"
    default: return "other"
    }
}

/// A menu with a picker bound to an observable model, as app code writes it.
struct CitySwitcher: View {
    let settings: ForecastSettings

    var body: some View {
        @Bindable var model = settings
        Menu {
            Section(header: Text("Cities")) {
                Picker("City", selection: $model.city) {
                    Text("Lisbon").tag("Lisbon")
                    Text("Porto").tag("Porto")
                }
            }
        } label: {
            Text(model.city)
        }
    }
}

struct TemperatureBandChart: View {
    var body: some View {
        Chart {
            AreaMark(x: .value("Hour", 9), yStart: .value("Low", 12), yEnd: .value("High", 18), series: .value("City", "Lisbon"))
        }
    }
}
