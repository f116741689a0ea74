import Foundation

/// A view that shows items in a layout. Compile-only (see `UIView`): cells are registered and
/// the layout kept; nothing is drawn.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
  /// The direction a layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  open var collectionViewLayout: UICollectionViewLayout
  open var allowsSelection = true
  open var allowsMultipleSelection = false

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

  open func reloadData() {}
}
