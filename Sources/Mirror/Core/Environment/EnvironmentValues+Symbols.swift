private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The scale of symbol images relative to the font (`imageScale(_:)`).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The rendering mode of symbol images; nil is the symbol's default (monochrome).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// The variant symbol images in this view take (`symbolVariant(_:)`).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Scales symbol images in this view: small about 20% below the font's size, large about
  /// 30% above.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    environmentWriting { $0.imageScale = scale }
  }

  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environmentWriting { $0.symbolRenderingMode = mode }
  }

  /// Makes symbol images in this view use a variant (`.fill`, `.circle`…) of their names.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environmentWriting { $0.symbolVariants = variant }
  }
}
