import MirrorCore

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
