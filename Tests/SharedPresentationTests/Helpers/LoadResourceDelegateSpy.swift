import SharedPresentation

/// Records every load event it receives, in order.
@MainActor
final class LoadResourceDelegateSpy<Resource: Equatable>: LoadResourceDelegate {
    typealias Value = Resource

    enum Message: Equatable {
        case didStartLoading
        case didFinishLoadingWithItem(Resource)
        case didFinishLoadingWithError(String)
        case didCancelLoading
    }

    private(set) var messages: [Message] = []

    func didStartLoading() {
        messages.append(.didStartLoading)
    }

    func didFinishLoading(with item: Resource) {
        messages.append(.didFinishLoadingWithItem(item))
    }

    func didFinishLoading(with error: any Error) {
        messages.append(.didFinishLoadingWithError(String(describing: error)))
    }

    func didCancelLoading() {
        messages.append(.didCancelLoading)
    }
}
