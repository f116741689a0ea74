import Foundation

/// The widget the tests edit: its text is what the example's page shows.
public enum GreetingWidget {
  public static let text = "Current turn"

  /// The text with the fixture's greeting before it.
  public static var page: String {
    let fixture = Bundle.module.url(forResource: "greeting", withExtension: "txt", subdirectory: "Fixtures")
    let greeting = fixture.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    return greeting.trimmingCharacters(in: .whitespacesAndNewlines) + ": " + text
  }
}
