import FeatureDomain
import Observation

/// The images a screen shows, each loaded through its own `LoadResourcePresentationAdapter`, and each one's state.
@MainActor
@Observable
public final class ItemImages {
    /// The addition the images come from.
    @ObservationIgnored public let addition: ImageAddition
    @ObservationIgnored private let noun: ItemNoun
    private var images: [Int: ItemImage] = [:]

    /// Creates the images of a screen of `noun`s, loaded through `addition`.
    public init(addition: ImageAddition, noun: ItemNoun) {
        self.addition = addition
        self.noun = noun
    }

    /// True while any image is loading.
    public var isLoading: Bool {
        images.values.contains { $0.loads.isLoading }
    }

    /// The state of the image of `id`; nil when it was never asked for.
    public func state(of id: Int) -> ImageState? {
        images[id]?.state
    }

    /// Starts loading the image of `id`, superseding its load in flight.
    public func load(_ id: Int, mode: FetchMode = .preferSaved) {
        let image = images[id] ?? ItemImage(failureText: addition.failureText, noun: noun)
        images[id] = image
        let load = addition.load
        image.loads.load { try await load(id, mode) }
    }

    /// Keeps only the images of `ids`, cancelling the others.
    public func keep(_ ids: [Int]) {
        let kept = Set(ids)
        for (id, image) in images where !kept.contains(id) {
            image.loads.cancel()
            images[id] = nil
        }
    }

    /// Cancels every load in flight; their images count as never asked for.
    public func cancelAll() {
        for image in images.values {
            image.loads.cancel()
        }
    }

    /// Waits until no image is loading.
    public func waitUntilIdle() async {
        while let loading = images.values.first(where: { $0.loads.isLoading }) {
            await loading.loads.waitUntilIdle()
        }
    }

    /// Why the image of `id` failed, as the message of the command that asked for it; nil unless it failed.
    public func failure(of id: Int) -> String? {
        guard case .failed(let message, _) = images[id]?.state else { return nil }
        return "The \(addition.word) of \(noun.singular) \(id) could not be loaded: \(message)"
    }
}

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
            state = .failed(
                message: failureText(error) ?? LoadFailureText.message(for: error, noun: noun),
                canRetry: (error as? any RetryableError)?.isWorthRetrying ?? true)
        }
    }

    func didCancelLoading() {
        state = nil
    }
}
