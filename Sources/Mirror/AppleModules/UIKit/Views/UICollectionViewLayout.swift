import Foundation

/// Where a collection view's items go. Compile-only (see `UIView`).
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  open var collectionViewContentSize: CGSize { .zero }

  open func prepare() {}

  open func invalidateLayout() {}
}
