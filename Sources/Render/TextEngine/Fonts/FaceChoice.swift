/// A face picked for a font request, with the shear that fakes a missing italic.
struct FaceChoice: Sendable {
  var face: LoadedFace
  var obliqueSkew: Double

  /// tan(12°), close to SF Pro's italic angle.
  static let syntheticItalicSkew = 0.2126

  var key: String { face.face.path + "#\(face.face.index)" }
}
