// The App Shortcuts, dialogs and transient entities an app's intents file declares beside its
// widget's intents, written as for Xcode: the gallery compiles them and shows none.
import AppIntents

struct CounterShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grape

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: IncrementIntent(),
            phrases: ["Add one in \(.applicationName)", "Count \(\.$amount) in \(.applicationName)"],
            shortTitle: "Add One",
            systemImageName: "plus.circle"
        )
        AppShortcut(intent: CounterSummaryIntent(), phrases: ["Summarise \(.applicationName)"],
                    shortTitle: "Summary", systemImageName: "list.bullet")
    }
}

struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to the counter"

    @Parameter(title: "Amount", description: "How much to add", requestValueDialog: IntentDialog("How much?"))
    var amount: Int

    @Parameter(title: "Label", inputOptions: String.IntentInputOptions(keyboardType: .asciiCapable, capitalizationType: .words),
               requestValueDialog: "Which label?")
    var label: String?

    @Parameter(title: "Quietly", displayName: Bool.IntentDisplayName(true: "Quiet", false: "Loud"))
    var quietly: Bool

    @Parameter(title: "Step", controlStyle: .stepper, inclusiveRange: (1, 10))
    var step: Int?

    @Parameter(title: "When", kind: .dateTime)
    var when: Date?

    @Parameter
    var note: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if amount > 100 {
            try await requestConfirmation(actionName: .add, dialog: "Add \(amount)?")
        }
        guard amount > 0 else { throw $amount.needsValueError("How much should be added?") }
        return .result(dialog: IntentDialog(full: "Added \(amount).", supporting: "+\(amount)"))
    }
}

struct CounterSummaryIntent: AppIntent {
    static var title: LocalizedStringResource = "Counter summary"

    func perform() async throws -> some IntentResult & ReturnsValue<CounterSummary> {
        let summary = CounterSummary()
        summary.total = 3
        summary.name = "Main"
        return .result(value: summary)
    }
}

struct CounterSummary: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Counter Summary"

    @Property(title: "Total")
    var total: Int

    @Property(title: "Name")
    var name: String

    @Property
    var updated: Date?

    var displayRepresentation: DisplayRepresentation { "\(name): \(total)" }
}
