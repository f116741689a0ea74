import Foundation

/// A kind is encoded as its slug, the `entry` of a manifest record.
extension PreviewEntry.Kind: Codable {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let slug = try container.decode(String.self)
    guard let kind = Self(slug: slug) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "\"\(slug)\" is no entry (placeholder, snapshot, entry-N, preview-…, state-N, off, on or default)")
    }
    self = kind
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(slug)
  }
}
