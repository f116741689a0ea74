import Foundation

/// A view whose content scrolls. Compile-only (see `UIView`).
@MainActor @preconcurrency
open class UIScrollView: UIView {
  open var contentOffset: CGPoint = .zero
  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
}
