import FeatureDomain
import Observation

/// One item's image on a screen: its state, and the adapter that loads it.
@MainActor
@Observable
final class ItemImage: LoadResourceDelegate {
    typealias Value = LoadedImage

    /// Nil until asked for, and again once a load is cancelled before it delivers.
    private(set) var state: ImageState?
    @ObservationIgnored let loads = LoadResourcePresentationAdapter<Value>()
    @ObservationIgnored private let failureText: @Sendable (any Error) -> String?
    @ObservationIgnored private let noun: ItemNoun

    init(failureText: @escaping @Sendable (any Error) -> String?, noun: ItemNoun) {
        self.failureText = failureText
        self.noun = noun
        loads.delegate = self
    }

    func didStartLoading() {
        state = .loading
    }

    func didFinishLoading(with image: Value) {
        state = .loaded(image)
    }

    func didFinishLoading(with error: any Error) {
        if error is CancellationError || error as? LoadFailure == .cancelled {
            state = nil
        } else {
            state = .failed(message: failureText(error) ?? LoadFailureText.message(for: error, noun: noun))
        }
    }

    func didCancelLoading() {
        state = nil
    }
}
