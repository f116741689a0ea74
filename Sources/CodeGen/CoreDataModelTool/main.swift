import CoreDataModels
import Foundation

// usage: core-data-models OUTPUT MODEL…
// Writes OUTPUT (the classes Xcode generates and the models, built in code) for the
// `.xcdatamodeld` folders; exits 1 naming the file at fault.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: core-data-models OUTPUT MODEL…\n".utf8))
  exit(2)
}
do {
  let source = try arguments.dropFirst().map { try DataModel(contentsOf: URL(fileURLWithPath: $0)).source }
    .joined(separator: "\n")
  let data = Data(source.utf8)
  let url = URL(fileURLWithPath: output)
  if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
} catch {
  FileHandle.standardError.write(Data("core-data-models: \(error)\n".utf8))
  exit(1)
}
