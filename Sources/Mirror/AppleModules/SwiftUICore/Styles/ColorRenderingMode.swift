/// The colour space and precision an offscreen rendering works in.
public enum ColorRenderingMode: Sendable, Hashable {
  case nonLinear
  case linear
  case extendedLinear
}
