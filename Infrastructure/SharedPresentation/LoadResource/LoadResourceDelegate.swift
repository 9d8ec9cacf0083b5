/// Hears the progress of one adapter's loads: the screen that owns the adapter, and trackers beside it.
///
/// Every `didStartLoading()` is followed by exactly one of `didFinishLoading(with:)` (value or error) or
/// `didCancelLoading()`, before the next `didStartLoading()`. Conformers declare `typealias Value` explicitly: the
/// two `didFinishLoading(with:)` overloads leave it ambiguous otherwise.
@MainActor
public protocol LoadResourceDelegate<Value>: AnyObject {
    /// What a successful load delivers.
    associatedtype Value

    /// A load started.
    func didStartLoading()
    /// The load delivered `value`.
    func didFinishLoading(with value: Value)
    /// The load failed with `error`.
    func didFinishLoading(with error: any Error)
    /// The load was cancelled or superseded; it delivers nothing.
    func didCancelLoading()
}
