/// Hears the progress of one adapter's loads: each start is followed by exactly one finish (value or error) or
/// cancel. Conformers declare `typealias Value` explicitly: the two `didFinishLoading(with:)` make it ambiguous.
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
