import AssetSymbols
import Foundation

// usage: asset-symbols OUTPUT CATALOG…
// Writes OUTPUT (GeneratedAssetSymbols.swift) for the catalogs; exits 1 naming what failed.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: asset-symbols OUTPUT CATALOG…\n".utf8))
  exit(2)
}
do {
  var generator = AssetSymbolGenerator()
  for catalog in arguments.dropFirst() { try generator.add(catalog: URL(fileURLWithPath: catalog)) }
  let data = Data(generator.source.utf8)
  let url = URL(fileURLWithPath: output)
  if (try? Data(contentsOf: url)) != data {
    do { try data.write(to: url, options: .atomic) } catch { throw AssetSymbolError.unwritable(output) }
  }
} catch {
  FileHandle.standardError.write(Data("asset-symbols: \(error)\n".utf8))
  exit(1)
}
