import Foundation

/// Named images and colours, read from an asset folder.
///
/// Understands Xcode asset catalogs (`Name.imageset/` and `Name.colorset/` folders with their
/// `Contents.json`; an image set's PDF is drawn as vectors, else its largest scale is used;
/// Display P3 colour sets keep their P3 components beside an sRGB equivalent) and plain image files (`Name.png`,
/// `Name@2x.png`, `.jpg`), found anywhere below the folder. Names are looked up exactly.
package final class AssetCatalog: Sendable {
  private let images: [String: ImageData]
  private let colors: [String: Color]

  package static let empty = AssetCatalog(images: [:], colors: [:])

  package init(images: [String: ImageData], colors: [String: Color]) {
    self.images = images
    self.colors = colors
  }

  package func image(named name: String) -> ImageData? { images[name] }
  package func color(named name: String) -> Color? { colors[name] }
  package var imageNames: [String] { images.keys.sorted() }

  /// Reads a PDF's drawing; the gallery passes poppler's (`PDFVectorReader`), which the
  /// mirror cannot depend on.
  package typealias VectorReader = (Data) throws -> VectorImage

  /// Reads every asset below `directory`; image sets' PDFs are read with `readPDF`.
  ///
  /// - Throws: `AssetCatalogError` naming the file that could not be read or decoded.
  package convenience init(directory: URL, readPDF: VectorReader? = nil) throws {
    var images: [String: (ImageData, CGFloat)] = [:]
    var colors: [String: Color] = [:]
    var renderingModes: [String: Image.TemplateRenderingMode?] = [:]
    let files = try Self.files(below: directory)
    for file in files {
      let ext = file.pathExtension.lowercased()
      let parent = file.deletingLastPathComponent()
      if file.lastPathComponent == "Contents.json", parent.pathExtension == "colorset" {
        colors[parent.deletingPathExtension().lastPathComponent] = try Self.color(at: file)
      } else if file.lastPathComponent == "Contents.json", parent.pathExtension == "imageset" {
        renderingModes[parent.deletingPathExtension().lastPathComponent] = try Self.renderingMode(at: file)
      } else if ext == "pdf", parent.pathExtension == "imageset" {
        // A vector drawing is exact at every scale, so it wins over any bitmap in its set.
        guard let readPDF else { throw AssetCatalogError.unsupported(file.path) }
        guard let data = try? Data(contentsOf: file) else { throw AssetCatalogError.unreadable(file.path) }
        let drawing: VectorImage
        do {
          drawing = try readPDF(data)
        } catch {
          throw AssetCatalogError.invalidPDF(file.path, reason: "\(error)")
        }
        images[parent.deletingPathExtension().lastPathComponent] = (
          ImageData(content: .vector(drawing), size: drawing.size, scale: 1), .infinity
        )
      } else if ["png", "jpg", "jpeg", "gif"].contains(ext) {
        let stem = file.deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        let name =
          parent.pathExtension == "imageset"
          ? parent.deletingPathExtension().lastPathComponent
          : String(stem.dropLast(scale > 1 ? 3 : 0))
        guard let data = try? Data(contentsOf: file) else { throw AssetCatalogError.unreadable(file.path) }
        guard let image = ImageData(data: data, scale: scale) else { throw AssetCatalogError.undecodable(file.path) }
        if let existing = images[name], existing.1 >= scale { continue }
        images[name] = (image, scale)
      }
    }
    for (name, mode) in renderingModes where mode != nil {
      if let (image, scale) = images[name] { images[name] = (image.withRenderingMode(mode), scale) }
    }
    self.init(images: images.mapValues(\.0), colors: colors)
  }

  /// An image set's "Render As" choice: `properties.template-rendering-intent` in its
  /// `Contents.json` ("template" or "original"; absent means the default).
  private static func renderingMode(at file: URL) throws -> Image.TemplateRenderingMode? {
    struct Contents: Decodable {
      struct Properties: Decodable {
        let intent: String?
        enum CodingKeys: String, CodingKey { case intent = "template-rendering-intent" }
      }
      let properties: Properties?
    }
    guard let data = try? Data(contentsOf: file) else { throw AssetCatalogError.unreadable(file.path) }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
      throw AssetCatalogError.invalidContents(file.path)
    }
    switch contents.properties?.intent {
    case "template": return .template
    case "original": return .original
    default: return nil
    }
  }

  private static func files(below directory: URL) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw AssetCatalogError.missingFolder(directory.path)
    }
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
  }

  /// Parses a colorset's `Contents.json`: the universal colour, with a dark variant when given.
  private static func color(at file: URL) throws -> Color {
    struct Contents: Decodable {
      struct Entry: Decodable {
        struct Appearance: Decodable { let value: String }
        struct ColorValue: Decodable {
          struct Components: Decodable {
            let red, green, blue: String
            let alpha: String?
          }
          let components: Components
          let colorSpace: String?
          enum CodingKeys: String, CodingKey {
            case components
            case colorSpace = "color-space"
          }
        }
        let appearances: [Appearance]?
        let color: ColorValue?
      }
      let colors: [Entry]
    }
    func number(_ text: String) -> Double? {
      if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
      guard let value = Double(text) else { return nil }
      return value > 1 ? value / 255 : value
    }
    func rgba(_ entry: Contents.Entry) -> RGBA? {
      guard let c = entry.color?.components, let r = number(c.red), let g = number(c.green), let b = number(c.blue) else {
        return nil
      }
      let alpha = c.alpha.flatMap(number) ?? 1
      if entry.color?.colorSpace == "display-p3" { return RGBA.fromDisplayP3(red: r, green: g, blue: b, alpha: alpha) }
      return RGBA(r, g, b, alpha)
    }
    guard let data = try? Data(contentsOf: file) else { throw AssetCatalogError.unreadable(file.path) }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data),
      let light = contents.colors.first(where: { $0.appearances == nil }).flatMap(rgba)
    else {
      throw AssetCatalogError.undecodable(file.path)
    }
    let dark = contents.colors.first { $0.appearances?.contains { $0.value == "dark" } == true }.flatMap(rgba)
    return Color(provider: .adaptive(light: light, dark: dark ?? light))
  }
}

/// Why an asset folder could not be read.
package enum AssetCatalogError: Error, CustomStringConvertible, Equatable {
  case missingFolder(String)
  case unreadable(String)
  case undecodable(String)
  case invalidContents(String)
  case invalidPDF(String, reason: String)
  /// A PDF image set read without a PDF reader.
  case unsupported(String)

  package var description: String {
    switch self {
    case .missingFolder(let path): "asset folder \(path) does not exist"
    case .unreadable(let path): "\(path): the file could not be read"
    case .undecodable(let path): "\(path): not a PNG, JPEG or GIF image or a valid colorset"
    case .invalidContents(let path): "\(path): not an image set's Contents.json (a JSON object)"
    case .invalidPDF(let path, let reason): "\(path): not a PDF image that can be drawn (\(reason))"
    case .unsupported(let path): "\(path): PDF image sets are read only by the gallery's renderer"
    }
  }
}

extension AssetCatalog: Equatable {
  /// Catalogs are equal when they are the same catalog: one is read per widget.
  package static func == (lhs: AssetCatalog, rhs: AssetCatalog) -> Bool { lhs === rhs }
}
