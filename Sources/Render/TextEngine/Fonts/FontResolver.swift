import Locking
import Synchronization

/// Turns font requests into open faces: the primary face of a `FontSpec`, and per grapheme
/// cluster the first face in its fallback chain that has every glyph.
///
/// Thread-safe; faces are opened once and kept for the life of the resolver.
final class FontResolver: Sendable {
  private struct ChainKey: Hashable {
    var family: String?
    var design: FontSpec.Design
    var display: Bool
    var weight: Double
    var italic: Bool
    var scriptClass: ScriptClass
  }

  private struct FaceKey: Hashable {
    var path: String
    var index: Int
  }

  private struct State {
    var faces: [FaceKey: LoadedFace?] = [:]
    var collectionIndex: [String: Int?] = [:]
    var chains: [ChainKey: [FaceChoice]] = [:]
    var scanned: [String: LoadedFace?] = [:]
    var allFaces: [LoadedFace]?
    /// Which of `allFaces` cover a scalar, one bit per face, for the scalars scanned so far.
    var coverage: [UInt32: [UInt64]] = [:]
    /// Faces asked whether they cover a scalar, while scanning (for tests).
    var coverageQuestions = 0
    /// Font files registered with `register(files:)`, searched before the installed ones.
    var registered: [String] = []
    var named: [String: [LoadedFace]] = [:]
    var colorEmoji: FaceChoice??
  }

  let catalog: FontCatalog
  private let state = Mutex(State())

  init(catalog: FontCatalog = FontCatalog()) {
    self.catalog = catalog
  }

  /// Adds font files (an app's own fonts) to those `FontSpec.family` names are looked up in.
  func register(files: [String]) {
    state.locked { state in
      state.registered += files.filter { !state.registered.contains($0) }
      state.chains = [:]
      state.named = [:]
    }
  }

  /// The face a spec draws Latin text with (the first installed family of its design chain).
  func primary(for spec: FontSpec) -> FaceChoice? {
    chain(for: spec, script: .other).first
  }

  /// The face for one grapheme cluster: the colour emoji face for an emoji cluster it covers
  /// (upright whatever the spec), else the first face in the chain covering all its scalars,
  /// else the first covering its base, else any installed face covering it, else the primary
  /// face (which then draws .notdef).
  func face(forCluster scalars: [UInt32], script: ScriptClass, spec: FontSpec) -> FaceChoice? {
    let candidates = chain(for: spec, script: script)
    let significant = scalars.filter { !FontResolver.isIgnorable($0) }
    guard let base = significant.first else { return candidates.first }
    if EmojiPresentation.isEmoji(scalars), let emoji = colorEmoji, emoji.face.covers(base) {
      return emoji
    }
    if let full = candidates.first(where: { choice in significant.allSatisfy { choice.face.covers($0) } }) {
      return full
    }
    if let partial = candidates.first(where: { $0.face.covers(base) }) { return partial }
    if let scanned = scan(significant, spec: spec) ?? scan([base], spec: spec) {
      return FaceChoice(face: scanned, obliqueSkew: spec.italic ? FaceChoice.syntheticItalicSkew : 0)
    }
    return candidates.first
  }

  /// The installed colour emoji face, if any.
  var colorEmoji: FaceChoice? {
    if let known = state.locked({ $0.colorEmoji }) { return known }
    let found = member(of: FontFamily.notoColorEmoji, weight: 400, italic: false)
    state.locked { $0.colorEmoji = .some(found) }
    return found
  }

  /// Opens (once) face `index` of the file at `path`.
  func load(path: String, index: Int) -> LoadedFace? {
    let key = FaceKey(path: path, index: index)
    if let known = state.locked({ $0.faces[key] }) { return known }
    let face = LoadedFace(path: path, index: index)
    return state.locked { state in
      if let existing = state.faces[key] { return existing }
      state.faces[key] = face
      return face
    }
  }

  private func chain(for spec: FontSpec, script: ScriptClass) -> [FaceChoice] {
    let key = ChainKey(
      family: spec.family, design: spec.design, display: spec.size >= 20, weight: spec.weight, italic: spec.italic,
      scriptClass: script)
    if let cached = state.locked({ $0.chains[key] }) { return cached }
    var families = FontFamily.chain(for: spec.design, size: spec.size)
    let primaryFamily = families.first { member(of: $0, weight: spec.weight, italic: spec.italic) != nil }
    families = FontFamily.scriptFamilies(for: script, design: spec.design) + families + FontFamily.general
    if let primaryFamily { families.insert(primaryFamily, at: 0) }
    var seen = Set<String>()
    var choices: [FaceChoice] = []
    if let name = spec.family, let custom = nearest(named(name), weight: spec.weight, italic: spec.italic) {
      seen.insert(custom.key)
      choices.append(custom)
    }
    for family in families {
      guard let choice = member(of: family, weight: spec.weight, italic: spec.italic),
        seen.insert(choice.key).inserted
      else { continue }
      choices.append(choice)
    }
    return state.locked { state in
      state.chains[key] = choices
      return choices
    }
  }

  /// The installed member nearest in weight, upright if no italic exists (with a shear).
  private func member(of family: FontFamily, weight: Double, italic: Bool) -> FaceChoice? {
    let installed = family.members.compactMap { member -> (FontFamily.Member, String)? in
      catalog.path(of: member.file, in: family.directory).map { (member, $0) }
    }
    guard !installed.isEmpty else { return nil }
    let slanted = installed.filter { $0.0.italic == italic }
    let pool = slanted.isEmpty ? installed.filter { !$0.0.italic } : slanted
    let ranked = (pool.isEmpty ? installed : pool).sorted { a, b in
      let da = abs(Double(a.0.weight) - weight)
      let db = abs(Double(b.0.weight) - weight)
      if da != db { return da < db }
      return weight > 400 ? a.0.weight > b.0.weight : a.0.weight < b.0.weight
    }
    for (member, path) in ranked {
      guard let index = faceIndex(in: path, family: family.collectionFamily),
        let face = load(path: path, index: index)
      else { continue }
      let skew = italic && !member.italic ? FaceChoice.syntheticItalicSkew : 0
      return FaceChoice(face: face, obliqueSkew: skew)
    }
    return nil
  }

  /// Faces whose family or PostScript name is `name` (case-insensitive): the registered files'
  /// if any has it, else the installed ones'.
  private func named(_ name: String) -> [LoadedFace] {
    let wanted = name.lowercased()
    if let known = state.locked({ $0.named[wanted] }) { return known }
    func matching(_ faces: [LoadedFace]) -> [LoadedFace] {
      faces.filter { $0.family.lowercased() == wanted || $0.postScriptName.lowercased() == wanted }
    }
    let registered = state.locked { $0.registered }.flatMap { path in
      (0..<LoadedFace.faceCount(path: path)).compactMap { load(path: path, index: $0) }
    }
    var found = matching(registered)
    if found.isEmpty { found = matching(allFaces()) }
    state.locked { $0.named[wanted] = found }
    return found
  }

  /// The face nearest in weight, upright if no italic exists (with a shear); an exact
  /// PostScript-name match is one face, so it is taken as it is.
  private func nearest(_ faces: [LoadedFace], weight: Double, italic: Bool) -> FaceChoice? {
    let slanted = faces.filter { $0.isItalic == italic }
    let pool = slanted.isEmpty ? faces : slanted
    guard let best = pool.min(by: { (abs($0.weight - weight), $0.face.id) < (abs($1.weight - weight), $1.face.id) }) else {
      return nil
    }
    return FaceChoice(face: best, obliqueSkew: italic && !best.isItalic ? FaceChoice.syntheticItalicSkew : 0)
  }

  /// The index of the face named `family` inside a collection; 0 for plain files.
  private func faceIndex(in path: String, family: String?) -> Int? {
    guard let family else { return 0 }
    let cacheKey = path + "\u{0}" + family
    if let known = state.locked({ $0.collectionIndex[cacheKey] }) { return known }
    var found: Int?
    let count = LoadedFace.faceCount(path: path)
    for index in 0..<count where load(path: path, index: index)?.family == family {
      found = index
      break
    }
    state.locked { $0.collectionIndex[cacheKey] = found }
    return found
  }

  /// The installed face that covers every scalar and best matches the spec: nearest weight,
  /// then matching slant, then a sans family (name without "Serif", "Looped" or "Mono"),
  /// then path order.
  private func scan(_ scalars: [UInt32], spec: FontSpec) -> LoadedFace? {
    guard !scalars.isEmpty else { return nil }
    let key = scalars.map { String($0, radix: 16) }.joined(separator: " ") + " w\(spec.weight) i\(spec.italic)"
    if let known = state.locked({ $0.scanned[key] }) { return known }
    var best: (face: LoadedFace, rank: (Double, Int, Int))?
    let faces = allFaces()
    // The faces covering every scalar: each scalar's coverage is read from the faces once,
    // as random text repeats scalars in ever new clusters.
    var covering = coverage(of: scalars[0], in: faces)
    for scalar in scalars.dropFirst() where covering.contains(where: { $0 != 0 }) {
      for (index, word) in coverage(of: scalar, in: faces).enumerated() { covering[index] &= word }
    }
    for (index, face) in faces.enumerated() where covering[index / 64] & (1 << UInt64(index % 64)) != 0 {
      let plain = ["Serif", "Looped", "Mono"].allSatisfy { !face.family.contains($0) }
      let rank = (abs(face.weight - spec.weight), face.isItalic == spec.italic ? 0 : 1, plain ? 0 : 1)
      if best == nil || rank < best!.rank { best = (face, rank) }
    }
    state.locked { $0.scanned[key] = best?.face }
    return best?.face
  }

  /// Which of `faces` (all the installed ones) cover `scalar`, one bit per face; cached,
  /// and forgotten past 65,536 scalars.
  private func coverage(of scalar: UInt32, in faces: [LoadedFace]) -> [UInt64] {
    if let known = state.locked({ $0.coverage[scalar] }) { return known }
    var bits = [UInt64](repeating: 0, count: (faces.count + 63) / 64)
    for (index, face) in faces.enumerated() where face.covers(scalar) { bits[index / 64] |= 1 << UInt64(index % 64) }
    state.locked { state in
      if state.coverage.count >= 65_536 { state.coverage.removeAll() }
      state.coverage[scalar] = bits
      state.coverageQuestions += faces.count
    }
    return bits
  }

  /// How many times a face was asked whether it covers a scalar while scanning for a fallback.
  var coverageQuestions: Int { state.locked { $0.coverageQuestions } }

  /// How many faces a scan looks through: every installed one.
  var installedFaceCount: Int { allFaces().count }

  private func allFaces() -> [LoadedFace] {
    if let faces = state.locked({ $0.allFaces }) { return faces }
    var faces: [LoadedFace] = []
    for path in catalog.files {
      for index in 0..<LoadedFace.faceCount(path: path) {
        if let face = load(path: path, index: index) { faces.append(face) }
      }
    }
    state.locked { $0.allFaces = faces }
    return faces
  }

  /// Scalars that need no glyph of their own: joiners, variation selectors, bidi controls.
  static func isIgnorable(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return false }
    guard let value = Unicode.Scalar(scalar) else { return true }
    return value.properties.isDefaultIgnorableCodePoint || value.properties.isVariationSelector
  }
}
