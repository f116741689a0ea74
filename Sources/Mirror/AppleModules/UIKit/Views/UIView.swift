import Foundation

/// A rectangle of an app's screen and the views inside it. Compile-only: a widget extension's
/// app code declares subclasses, and a widget cannot show one (on iOS neither: WidgetKit draws
/// SwiftUI only), so the gallery keeps the hierarchy and never draws it.
@MainActor @preconcurrency
open class UIView: UIResponder {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var backgroundColor: UIColor?
  open var tintColor: UIColor!
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var tag = 0
  open var translatesAutoresizingMaskIntoConstraints = true
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  open override var next: UIResponder? { superview }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func setNeedsDisplay() {}
  open func draw(_ rect: CGRect) {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// A dimension a view has no intrinsic size in.
  public static let noIntrinsicMetric: CGFloat = -1
}
