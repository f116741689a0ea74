/// Slugs made unique within one page: a slug already given gets `-2`, `-3` … appended.
struct UniqueSlugs {
  private var used: Set<String> = []

  /// `base`, or `base-2`, `base-3` … the first not given yet.
  mutating func unique(_ base: String) -> String {
    var slug = base
    var number = 2
    while !used.insert(slug).inserted {
      slug = "\(base)-\(number)"
      number += 1
    }
    return slug
  }

  func contains(_ slug: String) -> Bool { used.contains(slug) }
}
