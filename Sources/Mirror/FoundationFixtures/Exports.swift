// Foundation as widget code sees it through the Apple-named modules: corelibs Foundation, the
// API Apple's platforms add (FoundationAdditions) and what Foundation answers from the fixture
// folder (App Group containers). Every Apple-named module re-exports it.
@_exported import Foundation
@_exported import FoundationAdditions
// iOS's Foundation re-exports Observation (`@Observable`, `Observable`), so every module that
// brings Foundation brings it too.
@_exported import Observation
