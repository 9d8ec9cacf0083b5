/// Forwards every load event to several delegates, in the order given: a view model beside its trackers.
@MainActor
public final class LoadResourceDelegateComposer<Resource>: LoadResourceDelegate {
    /// What the composed delegates receive.
    public typealias Item = Resource

    private let delegates: [any LoadResourceDelegate<Resource>]

    /// Creates a composer that forwards to `delegates` (retained), in order.
    public init(_ delegates: [any LoadResourceDelegate<Resource>]) {
        self.delegates = delegates
    }

    /// Forwards the start to each delegate.
    public func didStartLoading() {
        for delegate in delegates {
            delegate.didStartLoading()
        }
    }

    /// Forwards `item` to each delegate.
    public func didFinishLoading(with item: Resource) {
        for delegate in delegates {
            delegate.didFinishLoading(with: item)
        }
    }

    /// Forwards `error` to each delegate.
    public func didFinishLoading(with error: any Error) {
        for delegate in delegates {
            delegate.didFinishLoading(with: error)
        }
    }

    /// Forwards the cancellation to each delegate.
    public func didCancelLoading() {
        for delegate in delegates {
            delegate.didCancelLoading()
        }
    }
}
