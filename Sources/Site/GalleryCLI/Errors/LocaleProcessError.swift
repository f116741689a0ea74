import ArgumentParser

/// The process of one locale of a build (`build --locale A B …`) failed: nothing is written.
struct LocaleProcessError: Error, CustomStringConvertible {
  var message: String

  var description: String { message }
}

extension LocaleProcessError: ExitCodeConvertible {
  var exitCode: ExitCode { .widgetFailed }
}
