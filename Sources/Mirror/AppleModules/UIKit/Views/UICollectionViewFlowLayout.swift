import Foundation

/// A layout that puts items in rows (or columns), wrapping at the edge. Compile-only (see
/// `UIView`): its settings are kept.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize: CGSize = .zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var headerReferenceSize: CGSize = .zero
  open var footerReferenceSize: CGSize = .zero
  open var sectionInset: UIEdgeInsets = .zero
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// The estimated item size that asks cells for their own size.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}
