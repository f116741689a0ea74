import Foundation

/// An object that manages a view of an app's screen. Compile-only, for app code a widget
/// extension compiles (see `UIView`): nothing is ever presented.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  open var title: String?
  open private(set) var children: [UIViewController] = []
  open private(set) weak var parent: UIViewController?
  private var loadedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view, made by `loadView()` the first time it is read.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  open func loadView() {
    loadedView = UIView(frame: .zero)
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func didMove(toParent parent: UIViewController?) {}

  /// Presents `viewControllerToPresent`: nothing is shown; `completion` is called.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// Dismisses the presented controller: nothing is shown; `completion` is called.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }
}
