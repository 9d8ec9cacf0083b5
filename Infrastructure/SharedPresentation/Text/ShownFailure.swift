import FeatureDomain

/// A failure as a screen shows it: its sentence, and its kind and address for programs.
struct ShownFailure: Hashable, Sendable {
    let message: String
    let kind: String
    let url: String?
    let source: DataSource?

    /// The failure `error` is, worded with the screen's `noun`.
    init(_ error: any Error, noun: ItemNoun? = nil) {
        message = LoadFailureText.message(for: error, noun: noun)
        kind = LoadFailureText.kind(of: error)
        url = LoadFailureText.url(of: error)
        source = (error as? LoadFailure)?.source
    }

    /// The screen's status with this failure; `canRetry` says whether `retry` is offered.
    func status(canRetry: Bool) -> ScreenSnapshot.Status {
        .failed(message: message, canRetry: canRetry, kind: kind, url: url)
    }
}
