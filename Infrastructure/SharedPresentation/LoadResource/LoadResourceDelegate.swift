/// Receives the progress of one resource's loads: a view model, a presenter, a tracker.
///
/// Every `didStartLoading()` is followed by exactly one of `didFinishLoading(with:)` (item or error) or
/// `didCancelLoading()`, before the next `didStartLoading()`. Conformers declare `typealias Item` explicitly:
/// the two `didFinishLoading(with:)` overloads leave it ambiguous otherwise.
@MainActor
public protocol LoadResourceDelegate<Item> {
    /// What a successful load delivers.
    associatedtype Item

    /// A load started.
    func didStartLoading()
    /// The load delivered `item`.
    func didFinishLoading(with item: Item)
    /// The load failed with `error`.
    func didFinishLoading(with error: any Error)
    /// The load was cancelled or superseded; it delivers nothing. Does nothing unless a delegate implements it.
    func didCancelLoading()
}

extension LoadResourceDelegate {
    /// Ignores the cancellation: for delegates that only care about outcomes.
    public func didCancelLoading() {}
}
