//
//  Trap.swift
//  CrashingWidgets
//
//  A widget extension whose widgets each crash in one place, as real extensions do on a first
//  run (a force unwrap of a value the app never wrote), and one that never crashes.
//

import Foundation

/// The place a widget crashes in.
enum Trap: String {
  case never, providerInit, configuration, placeholder, snapshot, timeline, timelineTask, entryView, intentDefaults
  case liveActivityContent, userDefaults, bundle
}

/// Crashes with a force unwrap of nil when `trap` is `place`, as an extension does that reads
/// a value its app never wrote.
func crash(in place: Trap, when trap: Trap) {
  guard place == trap else { return }
  let written = ProcessInfo.processInfo.environment["NEVER_WRITTEN_\(place.rawValue)"]
  _ = written!
}

/// Crashes in the widget bundle's body, code no widget can be charged with, when the
/// environment asks for it (`CRASHING_WIDGETS_TRAP=bundle`).
func crashInTheBundleIfAsked() {
  crash(in: .bundle, when: Trap(rawValue: ProcessInfo.processInfo.environment["CRASHING_WIDGETS_TRAP"] ?? "") ?? .never)
}
