import ExampleCLI
import ExampleWidgets
import Foundation

exit(ExampleCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), widgets: [("greeting", GreetingWidget.page)]))
