import Foundation
import IntentDefinitions

// usage: intent-definitions OUTPUT DEFINITION…
// Writes OUTPUT (the intent classes Xcode generates) for the definitions; exits 1 naming the
// file at fault.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: intent-definitions OUTPUT DEFINITION…\n".utf8))
  exit(2)
}
do {
  let source = try arguments.dropFirst().map { try IntentDefinition(contentsOf: URL(fileURLWithPath: $0)).source }
    .joined(separator: "\n")
  let data = Data(source.utf8)
  let url = URL(fileURLWithPath: output)
  if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
} catch {
  FileHandle.standardError.write(Data("intent-definitions: \(error)\n".utf8))
  exit(1)
}
