import MirrorCore

/// The namespace of what a `#Preview` can be given, as in Xcode's DeveloperToolsSupport.
public struct Preview {
  /// The kind of the traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits {}
}
