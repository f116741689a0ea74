import Foundation
import LayoutEngine

/// A rendered widget's accessibility as the manifest keeps it: the elements VoiceOver visits,
/// in its order, with what it reads, and the audits' findings, their frames rounded to
/// hundredths of a point as tap targets' are.
enum PreviewAccessibility {
  static func elements(of widget: RenderedWidget) -> [PreviewRecord.AccessibilityElement] {
    widget.accessibilityElements.map { element in
      PreviewRecord.AccessibilityElement(
        label: element.label, value: element.value, hint: element.hint, traits: element.traits.map(\.rawValue),
        rect: PreviewRecord.Rect(rounding: element.frame), spoken: element.spokenText)
    }
  }

  static func findings(of widget: RenderedWidget) -> [PreviewRecord.Finding] {
    widget.findings.map { finding in
      PreviewRecord.Finding(
        kind: finding.kind, rect: PreviewRecord.Rect(rounding: finding.frame), message: finding.message, text: finding.text,
        measured: finding.measured.map { PreviewRecord.Finding.Measurement(name: $0.name, value: $0.value) })
    }
  }
}
