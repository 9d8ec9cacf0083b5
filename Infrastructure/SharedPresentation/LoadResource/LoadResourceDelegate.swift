/// Hears one adapter's loads, each start followed by exactly one finish (value or error) or cancel; conformers
/// declare `typealias Value` explicitly, which the two `didFinishLoading(with:)` would leave ambiguous.
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
