import MirrorCore

extension Image: _ExpressibleByImageLiteral {
  /// The named image of the asset folder, resolved where the view is drawn.
  public init(imageLiteralResourceName path: String) {
    self.init(path)
  }
}
