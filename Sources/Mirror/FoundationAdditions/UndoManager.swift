import Foundation

#if !canImport(ObjectiveC)
  /// Records undo operations and runs them back, in groups. Corelibs Foundation lacks the class;
  /// contexts that take an undo manager (SwiftData's, Core Data's) need the type.
  open class UndoManager: NSObject, @unchecked Sendable {
    // Sendable: its stacks are changed only by the widget's own calls; no thread of ours touches them.
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var isUndoing = false

    public override init() {}

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var levelsOfUndo = 0
    open var groupsByEvent = true

    /// Records `handler` to run on `target` when the last group is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
      let action = { [weak target] in if let target { handler(target) } }
      if isUndoing {
        redoStack.append([action])
      } else {
        undoStack.append([action])
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
      }
    }

    /// Runs the last group's operations, newest first.
    open func undo() {
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      for action in group.reversed() { action() }
      isUndoing = false
    }

    open func redo() {
      guard let group = redoStack.popLast() else { return }
      for action in group.reversed() { action() }
    }

    open func removeAllActions() {
      undoStack = []
      redoStack = []
    }

    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
  }
#endif
